public struct Forecast {
    public let summary: String

    public init(summary: String) {
        self.summary = summary
    }
}
