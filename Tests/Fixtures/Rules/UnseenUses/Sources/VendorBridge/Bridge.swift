import VendorCore

public func startVendor() {
  VendorEngine.shared.start()
}
