import Core
import Foundation
import Observation

/// The import of one export folder: read it, save it as a new report, and say what it contained. Picking the
/// folder is not its business: the coordinator presents the picker and hands the folder over.
@MainActor
@Observable
public final class ImportViewModel {
  public struct Summary: Equatable {
    public let account: Account
    public let report: ReportSummary
    public let isNewAccount: Bool
  }

  public enum State: Equatable {
    case idle
    case importing
    case imported(Summary)
    case failed(message: String)
  }

  public private(set) var state: State = .idle

  private let service: ImportService
  private let store: AuditStore

  public init(service: ImportService, store: AuditStore) {
    self.service = service
    self.store = store
  }

  public var isImporting: Bool { state == .importing }

  /// The account the import added a report to, once it succeeded.
  public var importedAccount: Account? {
    if case .imported(let summary) = state { return summary.account }
    return nil
  }

  public func importExport(at folder: URL) async {
    guard !isImporting else { return }
    state = .importing
    do {
      let export = try await service.importExport(at: folder)
      let knownAccounts = try store.accounts()
      let (account, report) = try store.save(export)
      state = .imported(Summary(
        account: account,
        report: report,
        isNewAccount: !knownAccounts.contains { $0.id == account.id }
      ))
    } catch let error as ImportError {
      state = .failed(message: Self.message(for: error))
    } catch {
      state = .failed(message: "The export could not be saved. Please try again.")
    }
  }

  /// The picker was cancelled or failed: back to the instructions, with a message if there was an error.
  public func folderSelectionFailed(_ error: Error?) {
    state = error == nil ? .idle : .failed(message: "The folder could not be opened.")
  }

  /// What the screen says for each way an import fails.
  public static func message(for error: ImportError) -> String {
    switch error {
    case .missingFollowers:
      return "This folder has no followers file. Choose the unzipped export, requested in JSON format."
    case .missingProfile:
      return "This export does not say which account it belongs to. Include your personal information in the request."
    case .unreadableFile(let name):
      return "\(name) could not be read. The export may be incomplete."
    case .noPermission:
      return "Follows Audit was not allowed to read this folder."
    }
  }
}
