/// A request to leave a feature. It has no requirements on purpose (not even RawRepresentable), so any enum
/// can be one and it can be used without generics; each case carries what the next screen needs.
public protocol FlowType {}
