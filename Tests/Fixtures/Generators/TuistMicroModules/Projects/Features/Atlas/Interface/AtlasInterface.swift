public protocol AtlasRouting {
    func open(region: String)
}
