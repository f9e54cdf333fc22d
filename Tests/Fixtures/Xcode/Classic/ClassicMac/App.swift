// The app entry point of the ClassicMac fixture.
struct ClassicMacApp {}
