import SwiftUI

struct ProfileView: View {
  let viewModel: ProfileViewModel

  var body: some View {
    Text(viewModel.name)
  }
}
