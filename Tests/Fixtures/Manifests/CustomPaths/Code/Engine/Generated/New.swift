struct New {}
