import Foundation

/// Locates the repository's checked-in fixtures and samples from the test sources, so tests run from any
/// working directory.
public enum Fixtures {
  /// The repository root (the folder that holds Package.swift).
  public static let repositoryRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  public static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures")
  public static let samples = repositoryRoot.appendingPathComponent("Samples")

  public static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  public static func sample(_ relativePath: String) -> URL {
    samples.appendingPathComponent(relativePath)
  }
}
