struct Tool {}
