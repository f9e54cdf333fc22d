import SwiftUI

struct HomeView: View {
  var body: some View {
    VStack {
      Text("Home")
      ProfileView(name: "Ada")
    }
  }
}
