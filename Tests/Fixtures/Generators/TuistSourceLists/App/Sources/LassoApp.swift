/// The app's entry point: hands the selection to the XPC service.
@main
struct LassoApp {
  static func main() {
    print(SelectionService().describe([1, 2]))
  }
}
