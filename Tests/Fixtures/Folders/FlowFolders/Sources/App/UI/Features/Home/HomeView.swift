import SwiftUI

struct HomeView: View {
  let theme = Theme()

  var body: some View {
    Text(theme.name)
  }
}
