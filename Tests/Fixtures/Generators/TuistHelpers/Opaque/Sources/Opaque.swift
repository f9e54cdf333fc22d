import Profile

struct Opaque {}
