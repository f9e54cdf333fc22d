// HomeView
