public struct FeatureValue {}
