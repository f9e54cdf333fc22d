import Combine

final class CheckoutViewModel: ObservableObject {
  @Published var total = 0
}
