// Depends on every library target, so that one build builds them all.
