import Foundation
import ProjectDescription

/// The packages of the project: checkouts beside this one while developing them, the published ones otherwise.
/// Which one is chosen depends on the file system when the manifest runs, which plumb does not evaluate.
public enum Packages {
  public static func all() -> [Package] {
    let packages: [Package] = if FileManager.default.fileExists(atPath: "../Tally/Package.swift") {
      [
        .package(path: "../Tally"),
        .package(path: "Packages/Ledger"),
      ]
    } else if FileManager.default.fileExists(atPath: "../Tally-next") {
      [
        .package(url: "git@example.com:abacus/Tally.git", .branch("next")),
        .package(path: "Packages/Ledger"),
      ]
    } else {
      [
        .package(url: "https://example.com/abacus/Tally.git", .branch("main")),
        .package(path: "Packages/Ledger"),
      ]
    }
    return packages
  }
}
