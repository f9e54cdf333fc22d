public struct ShopFeature {}
