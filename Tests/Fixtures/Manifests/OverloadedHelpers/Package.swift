// swift-tools-version:5.9
// Static helpers overloaded by argument label (as real manifests write `.github(...)`): each call takes its own.
import PackageDescription

let package = Package(
    name: "M",
    dependencies: [
        .github("ashleymills", repo: "Reachability.swift", exact: "5.1.0"),
        .github("pointfreeco", repo: "swift-clocks", .upToNextMajor(from: "1.0.0")),
        .github("ProtonMail", repo: "TrustKit", revision: "d107d7cc825f38ae2d6dc7c54af71d58145c3506"),
    ],
    targets: [.target(name: "M", dependencies: [.product(name: "Reachability", package: "Reachability.swift")])]
)

extension String {
    static func githubUrl(_ author: String, _ repo: String) -> Self {
        "https://github.com/\(author)/\(repo)"
    }
}

extension PackageDescription.Package.Dependency {
    static func github(_ author: String, repo: String, exact version: Version) -> Package.Dependency {
        .package(url: .githubUrl(author, repo), exact: version)
    }

    static func github(_ author: String, repo: String, revision: String) -> Package.Dependency {
        .package(url: .githubUrl(author, repo), revision: revision)
    }

    static func github(_ author: String, repo: String, _ range: Range<Version>) -> Package.Dependency {
        .package(url: .githubUrl(author, repo), range)
    }
}
