struct App {}
