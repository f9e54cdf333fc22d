enum Orphan {}
