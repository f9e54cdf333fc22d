import SwiftUI

struct CheckoutView: View {
  @ObservedObject var model: CheckoutViewModel

  var body: some View {
    Text("\(model.total)")
  }
}
