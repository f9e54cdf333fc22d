import ProjectDescription

public extension SourceFilesList {
    static let interface: SourceFilesList = "Interface/**"
    static let sources: SourceFilesList = "Sources/**"
    static let testing: SourceFilesList = "Testing/**"
    static let unitTests: SourceFilesList = "Tests/**"
    static let demoSources: SourceFilesList = "Demo/**"
}
