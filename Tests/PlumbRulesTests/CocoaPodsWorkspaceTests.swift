import Foundation
import PlumbKit
import PlumbTestSupport
import Testing

@testable import PlumbLoaders

/// A CocoaPods app (the `Xcode/CocoaPods` fixture): its targets get their pods from the `Podfile`, read without
/// running it. Before, the app's imports of its development pod (a framework of another project) were undeclared.
@Suite struct CocoaPodsWorkspaceTests {
  static let root = Fixtures.url("Xcode/CocoaPods")

  @Test func podfileTargetsGetTheirPods() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Podfile"), encoding: .utf8)
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile")
    #expect(diagnostics.isEmpty)
    let pods = Dictionary(uniqueKeysWithValues: podfile.targets.map { ($0.name, $0.pods.map(\.name)) })
    // The helper is defined after the target that calls it; the pod under `if` belongs to the target; the nested
    // test target inherits its app's pods (`inherit! :search_paths` keeps them visible to imports).
    #expect(pods["Reader"] == ["Session", "Alamofire", "Kingfisher/Core", "FLEX"])
    #expect(pods["ReaderTests"] == ["Quick", "Session", "Alamofire", "Kingfisher/Core", "FLEX"])
    #expect(pods["ReaderWatch"] == ["Session"])
    #expect(podfile.targets.first { $0.name == "ReaderTests" }?.project == "Reader.xcodeproj")
    #expect(podfile.targets.first { $0.name == "Reader" }?.pods.first?.localPath == "Development Pods/Session")
    #expect(podfile.targets.first { $0.name == "Reader" }?.pods[2].rootName == "Kingfisher")
  }

  /// `target 'App'` with no block, inside an `abstract_target` (soramitsu/fearless-iOS's Podfile): the target gets
  /// the abstract target's pods. Before, only `target ... do` was read, so the app got no pod and each of its pod
  /// imports was a false undeclared-import error.
  @Test func aTargetWithNoBlockGetsTheEnclosingPods() {
    let text = """
      abstract_target 'All' do
        use_frameworks!
        pod 'SnapKit', '~> 5.0.0'
        target 'AppTests' do
          inherit! :search_paths
          pod 'Cuckoo'
        end
        target 'AppIntegrationTests'
        target 'App'
        pod 'Kingfisher', '7.10.2', :inhibit_warnings => true
      end
      """
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile")
    #expect(diagnostics.isEmpty)
    let pods = Dictionary(uniqueKeysWithValues: podfile.targets.map { ($0.name, $0.pods.map(\.name)) })
    #expect(pods["App"] == ["SnapKit", "Kingfisher"])
    #expect(pods["AppIntegrationTests"] == ["SnapKit", "Kingfisher"])
    #expect(pods["AppTests"] == ["Cuckoo", "SnapKit", "Kingfisher"])
    #expect(podfile.targets.map(\.name) == ["AppTests", "AppIntegrationTests", "App"])
  }

  /// A target CocoaPods integrates (its configuration includes the Pods one) that no Podfile target plumb read
  /// names (here the Podfile names it through a Ruby variable): its pods are unknown, so its pod imports are hedged
  /// notes and the summary says why. Before, they were false undeclared-import errors (soramitsu/fearless-iOS, where
  /// the unread lines were `target 'fearless'` with no block).
  @Test func aCocoaPodsTargetThePodfileReadingMissesIsHedged() throws {
    let report = try Pipeline(root: Fixtures.url("Interpretation/CocoaPodsUnreadTarget")).run()
    let undeclared = report.findings.filter { $0.ruleID == "undeclared-import" }
    #expect(!undeclared.isEmpty)
    #expect(undeclared.allSatisfy { $0.severity == .note }, "\(undeclared)")
    let said = report.diagnostics.filter { $0.message.contains("is built with CocoaPods") }
    #expect(said.map(\.location?.file) == ["Reader.xcodeproj/project.pbxproj"], "\(report.diagnostics)")
  }

  @Test func inheritNoneAndUnreadablePods() {
    let text = """
      abstract_target 'Shared' do
        pod 'Logging'
        target 'App' do
          pod "Networking", path: '../Networking'
        end
        target 'Isolated' do
          inherit! :none
          pod podName
        end
      end
      pod 'Everywhere'
      """
    let (podfile, diagnostics) = PodfileReader.read(text: text, path: "Podfile")
    let pods = Dictionary(uniqueKeysWithValues: podfile.targets.map { ($0.name, $0.pods.map(\.name)) })
    // Pods of the file's top level reach every target that inherits.
    #expect(pods["App"] == ["Networking", "Logging", "Everywhere"])
    #expect(pods["Isolated"] == [])
    #expect(podfile.targets.first?.pods.first?.localPath == "../Networking")
    #expect(diagnostics.map(\.description) == ["Podfile:8: note: a pod whose name is not a string literal is not read: pod podName"])
  }

  @Test func graphHasPodEdges() throws {
    let workspace = try WorkspaceLoader().load(root: Self.root)
    #expect(workspace.diagnostics.map(\.description) == [])
    #expect(
      workspace.graph.dependencies.filter(\.isPod).map { "\($0.from) -> \($0.to)" } == [
        // The development pod's own project builds its module: the edge goes to that framework target.
        "Reader.xcodeproj/Reader -> Session.xcodeproj/Session",
        "Reader.xcodeproj/Reader -> external:cocoapods/Alamofire",
        "Reader.xcodeproj/Reader -> external:cocoapods/FLEX",
        "Reader.xcodeproj/Reader -> external:cocoapods/Kingfisher",
        "Reader.xcodeproj/ReaderTests -> Session.xcodeproj/Session",
        "Reader.xcodeproj/ReaderTests -> external:cocoapods/Alamofire",
        "Reader.xcodeproj/ReaderTests -> external:cocoapods/FLEX",
        "Reader.xcodeproj/ReaderTests -> external:cocoapods/Kingfisher",
        "Reader.xcodeproj/ReaderTests -> external:cocoapods/Quick",
        "Reader.xcodeproj/ReaderWatch -> Session.xcodeproj/Session",
      ])
    // A pod is built for the platforms of the targets that get it.
    let alamofire = workspace.graph.modules.first { $0.id.description == "external:cocoapods/Alamofire" }
    #expect(alamofire?.build.platforms == ["iOS"])
  }

  @Test func defaultRulesReportOnlyWhatIsTrue() throws {
    let report = try Pipeline(root: Self.root).run()
    #expect(report.diagnostics.isEmpty)
    // The four targets; the pods' external nodes are not analysed modules.
    #expect(report.input.analysedModuleCount == 4)
    // Every import is declared by the Podfile; `#if canImport(Alamofire)` in the watch extension, which does not
    // get the iOS-only pod, is no note; FLEX, never imported, is not an unused dependency (pods are not judged);
    // the tests' pods do not make the development pod tested.
    #expect(
      report.findings.map { "\($0.ruleID): \($0.message)" } == [
        "test-presence: module 'Session' has no test target that depends on it"
      ])
  }
}
