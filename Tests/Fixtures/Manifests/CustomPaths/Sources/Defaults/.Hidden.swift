struct Hidden {}
