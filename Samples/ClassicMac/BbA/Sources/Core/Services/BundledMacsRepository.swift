import Foundation

/// The catalogue shipped with the app. A network-backed repository can replace it without touching the
/// modules, because they only see `MacsRepository`.
public struct BundledMacsRepository: MacsRepository {
  private let catalogue: [ClassicMac]

  public init(catalogue: [ClassicMac] = BundledMacsRepository.defaultCatalogue) {
    self.catalogue = catalogue
  }

  public func fetchMacs() async throws -> [ClassicMac] {
    guard !catalogue.isEmpty else { throw MacsRepositoryError.emptyCatalogue }
    return catalogue.sortedByName()
  }

  public static let defaultCatalogue: [ClassicMac] = [
    ClassicMac(name: "Macintosh 128K", description: "The original 1984 Macintosh with a 9-inch monochrome display."),
    ClassicMac(name: "Macintosh Plus", description: "1986, 1 MB of RAM and the first Mac with a SCSI port."),
    ClassicMac(name: "Macintosh SE/30", description: "1989, a 68030 in the compact case; a favourite of collectors."),
    ClassicMac(name: "Macintosh II", description: "1987, the first modular Mac with colour graphics."),
    ClassicMac(name: "Power Macintosh G3", description: "1997, the beige tower that introduced the G3 processor."),
    ClassicMac(name: "iMac G3", description: "1998, the translucent Bondi Blue all-in-one without a floppy drive."),
    ClassicMac(name: "Power Mac G4 Cube", description: "2000, a fanless 8-inch cube suspended in clear acrylic."),
  ]
}
