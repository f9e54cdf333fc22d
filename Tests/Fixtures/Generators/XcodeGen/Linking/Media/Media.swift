struct Media {}
