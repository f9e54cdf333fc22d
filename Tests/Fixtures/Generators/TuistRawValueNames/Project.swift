import ProjectDescription
import ProjectDescriptionHelpers

// The shop depends on the cart's two modules through constants whose names a raw-value enum's method makes.
let project = Project(
  name: "Shop",
  targets: [
    .target(
      name: "CartAPI", destinations: .iOS, product: .framework, bundleId: "org.example.cart.api",
      sources: ["CartAPI/Sources/**"]),
    .target(
      name: "Cart", destinations: .iOS, product: .framework, bundleId: "org.example.cart",
      sources: ["Cart/Sources/**"],
      dependencies: [.cartAPI]),
    .target(
      name: "Shop", destinations: .iOS, product: .app, bundleId: shopBundleID,
      sources: ["Shop/Sources/**"],
      dependencies: [.cart, .cartAPI]),
  ]
)
