import Kit
// import Analytics: tracking moved to the app, the dependency stayed

struct HomeModel {
  var macs: [Mac] = []
  let client = DependencyValues().apiClient
  let hint = "import Analytics"
}
