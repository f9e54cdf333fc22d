import Legacy
