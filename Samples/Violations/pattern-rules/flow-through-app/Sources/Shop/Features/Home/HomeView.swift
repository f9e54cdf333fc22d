import SwiftUI

struct HomeView: View {
  let viewModel: HomeViewModel

  var body: some View {
    Text(viewModel.greeting)
  }
}
