// ProfileView
