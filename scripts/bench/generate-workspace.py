#!/usr/bin/env python3
"""Generates a realistic synthetic iOS workspace of about N Swift files, for speed benchmarks.

    scripts/bench/generate-workspace.py N OUT

OUT gets:
  App.xcodeproj/project.pbxproj   an app target (App/), a widget extension (AppWidget/) embedded in the app, and a
                                  unit-test target (AppTests/); the app links every feature's screen modules and
                                  Core through local package references
  App/                            the app entry, its dependencies and one coordinator per feature
  Packages/Core/                  CoreModels, CoreNetworking, CoreServices, CoreUI, each with a test target
  Packages/FeatureNNN/            2-5 modules each: a Domain module (models, services) and screen modules (SwiftUI
                                  views, @Observable view models), each with a test target; features import Core
                                  and their own Domain, never another feature
Files are 50-300 lines (most 50-120, like real apps): types with properties, functions with if/guard/switch and
loops, extensions. The same N always gives the same workspace (seeded). Written into OUT, which must not exist
or be empty; a file OUT/.complete marks a finished workspace.
"""
import hashlib
import os
import random
import sys

WORDS = ["Feed", "Profile", "Cart", "Search", "Settings", "Order", "Payment", "Chat", "Map", "Photo", "Story",
         "Inbox", "Wallet", "Ticket", "Review", "Friend", "Album", "Route", "Coupon", "Invoice", "Account",
         "Booking", "Catalog", "Delivery", "Event", "Gallery", "Health", "Loyalty", "Music", "News", "Offer",
         "Podcast", "Quiz", "Recipe", "Stock", "Travel", "Video", "Weather", "Workout", "Note"]
NOUNS = ["item", "entry", "record", "summary", "detail", "option", "section", "filter", "draft", "snapshot"]
VERBS = ["load", "refresh", "apply", "validate", "prepare", "merge", "update", "resolve", "format", "select"]
STATES = ["idle", "loading", "loaded", "empty", "failed", "refreshing"]
CORE_MODULES = ["CoreModels", "CoreNetworking", "CoreServices", "CoreUI"]
CORE_DEPS = {"CoreModels": [], "CoreNetworking": ["CoreModels"], "CoreServices": ["CoreModels", "CoreNetworking"],
             "CoreUI": ["CoreModels"]}


class Ids:
    """Unique, deterministic 24-hex identifiers for the project file."""

    def __init__(self, seed):
        self.seed, self.n, self.seen = seed, 0, set()

    def __call__(self):
        while True:
            self.n += 1
            value = hashlib.md5(f"{self.seed}:{self.n}".encode()).hexdigest()[:24].upper()
            if value not in self.seen:
                self.seen.add(value)
                return value


def file_length(rng):
    """Lines of a file: most 50-120, some up to 220, a few up to 300."""
    r = rng.random()
    if r < 0.70:
        return rng.randint(50, 120)
    if r < 0.95:
        return rng.randint(120, 220)
    return rng.randint(220, 300)


def cap(s):
    return s[0].upper() + s[1:]


# ---- member blocks: each returns lines indented for a type body -------------------------------------------------

def block_properties(rng, t):
    lines = []
    for i in range(rng.randint(2, 5)):
        noun = rng.choice(NOUNS)
        kind = rng.choice(["String", "Int", "Bool", "Date?", f"[{t}Item]", "Double", "URL?"])
        default = {"String": '""', "Int": "0", "Bool": "false", "Date?": "nil", f"[{t}Item]": "[]",
                   "Double": "0", "URL?": "nil"}[kind]
        access = rng.choice(["", "private ", "private(set) ", "public "])
        lines.append(f"  {access}var {noun}{cap(rng.choice(NOUNS))}{i}: {kind} = {default}")
    return lines + [""]


def block_guard(rng, t):
    verb, noun = rng.choice(VERBS), rng.choice(NOUNS)
    n = rng.randint(0, 999)
    return [
        f"  /// {cap(verb)}s the {noun} if it is valid, and reports why not otherwise.",
        f"  func {verb}{cap(noun)}{n}(_ input: {t}Item?, limit: Int = {rng.randint(5, 50)}) -> Result<{t}Item, {t}Error> {{",
        "    guard let input else {",
        "      return .failure(.missing)",
        "    }",
        "    guard !input.title.isEmpty, input.count <= limit else {",
        f"      return .failure(.invalid(reason: \"{noun} over limit\"))",
        "    }",
        "    var copy = input",
        "    if copy.tags.isEmpty {",
        f"      copy.tags = [\"{noun}\", \"{t.lower()}\"]",
        "    } else if copy.tags.count > limit {",
        "      copy.tags = Array(copy.tags.prefix(limit))",
        "    }",
        "    return .success(copy)",
        "  }",
        "",
    ]


def block_switch(rng, t):
    verb = rng.choice(VERBS)
    n = rng.randint(0, 999)
    cases = rng.sample(STATES, rng.randint(3, 6))
    lines = [f"  func {verb}Message{n}(for state: {t}State) -> String {{", "    switch state {"]
    for c in cases:
        lines.append(f"    case .{c}:")
        if rng.random() < 0.3:
            lines += [f"      let prefix = \"{t}\"", f"      return prefix + \" {c}\""]
        else:
            lines.append(f"      return \"{c.capitalize()}\"")
    if len(cases) < len(STATES):
        lines += ["    default:", "      return \"\""]
    lines += ["    }", "  }", ""]
    return lines


def block_loop(rng, t):
    verb, noun = rng.choice(VERBS), rng.choice(NOUNS)
    n = rng.randint(0, 999)
    return [
        f"  func {verb}All{cap(noun)}s{n}(_ items: [{t}Item]) -> [String: Int] {{",
        "    var totals: [String: Int] = [:]",
        "    for item in items where item.count > 0 {",
        "      for tag in item.tags {",
        "        totals[tag, default: 0] += item.count",
        "      }",
        f"      if item.count > {rng.randint(10, 100)} {{",
        "        totals[\"large\", default: 0] += 1",
        "      }",
        "    }",
        "    return totals.filter { $0.value > 0 }",
        "  }",
        "",
    ]


def block_computed(rng, t):
    noun = rng.choice(NOUNS)
    n = rng.randint(0, 999)
    return [
        f"  var {noun}Summary{n}: String {{",
        f"    let parts = [\"{t}\", \"{noun}\", String({rng.randint(1, 9)})]",
        "    return parts.joined(separator: \" \")",
        "  }",
        "",
    ]


def block_async(rng, t):
    verb, noun = rng.choice(VERBS), rng.choice(NOUNS)
    n = rng.randint(0, 999)
    return [
        f"  func {verb}{cap(noun)}Async{n}(id: UUID) async throws -> {t}Item {{",
        f"    try await Task.sleep(nanoseconds: {rng.randint(1, 9)}_000_000)",
        "    do {",
        f"      return {t}Item(id: id, title: \"{noun}\", count: {rng.randint(1, 50)})",
        "    } catch {",
        "      throw error",
        "    }",
        "  }",
        "",
    ]


MEMBER_BLOCKS = [block_guard, block_switch, block_loop, block_computed, block_async]


def fill(rng, t, lines, target, closing):
    """Appends member blocks until the file is about target lines long, then closes the type."""
    while len(lines) + len(closing) < target - 8:
        lines += rng.choice(MEMBER_BLOCKS)(rng, t)
    if lines[-1] == "":
        lines.pop()
    lines += closing


def extension(rng, name, t):
    n = rng.randint(0, 999)
    return [
        "",
        "// MARK: - Helpers",
        "",
        f"extension {name} {{",
        f"  static let identifier{n} = \"{name}\"",
        "",
        f"  func isRecent{n}(_ date: Date?) -> Bool {{",
        "    guard let date else { return false }",
        f"    return Date().timeIntervalSince(date) < {rng.randint(60, 86400)}",
        "  }",
        "}",
    ]


# ---- file kinds -------------------------------------------------------------------------------------------------

def model_file(rng, name, t, imports):
    target = file_length(rng)
    lines = [f"import {m}" for m in ["Foundation"] + imports] + [
        "",
        f"public struct {t}Item: Identifiable, Hashable, Codable, Sendable {{",
        "  public let id: UUID",
        "  public var title: String",
        "  public var count: Int",
        "  public var tags: [String] = []",
        "",
        "  public init(id: UUID = UUID(), title: String, count: Int) {",
        "    self.id = id",
        "    self.title = title",
        "    self.count = count",
        "  }",
        "}",
        "",
        f"public enum {t}State: String, Codable, Sendable {{",
        "  " + "\n  ".join(f"case {s}" for s in STATES),
        "}",
        "",
        f"public enum {t}Error: Error, Equatable {{",
        "  case missing",
        "  case invalid(reason: String)",
        "}",
        "",
        f"public struct {name}: Codable, Hashable, Sendable {{",
    ]
    lines += block_properties(rng, t)
    ext = extension(rng, name, t)
    fill(rng, t, lines, target - len(ext), ["}"])
    return lines + ext


def service_file(rng, name, t, imports):
    target = file_length(rng)
    lines = [f"import {m}" for m in ["Foundation"] + imports] + [
        "",
        f"public protocol {name}Protocol: Sendable {{",
        f"  func fetch(page: Int, size: Int) async throws -> [{t}Item]",
        "}",
        "",
        f"/// Fetches {t.lower()} items over HTTP and keeps the last page on disk.",
        f"public final class {name}: {name}Protocol, @unchecked Sendable {{",
        "  private let session: URLSession",
        "  private let decoder = JSONDecoder()",
        f"  private let cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent(\"{name}.json\")",
        "",
        "  public init(session: URLSession = .shared) {",
        "    self.session = session",
        "  }",
        "",
        f"  public func fetch(page: Int, size: Int) async throws -> [{t}Item] {{",
        f"    var components = URLComponents(string: \"https://api.example.com/{t.lower()}\")!",
        "    components.queryItems = [URLQueryItem(name: \"page\", value: String(page))]",
        "    let (data, response) = try await session.data(from: components.url!)",
        "    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
        "      throw URLError(.badServerResponse)",
        "    }",
        "    try? data.write(to: cacheURL)",
        f"    UserDefaults.standard.set(Date(), forKey: \"{name}.lastFetch\")",
        f"    return try decoder.decode([{t}Item].self, from: data)",
        "  }",
        "",
    ]
    fill(rng, t, lines, target, ["}"])
    return lines


def view_model_file(rng, name, t, imports):
    target = file_length(rng)
    lines = [f"import {m}" for m in ["Foundation", "Observation"] + imports] + [
        "",
        "@Observable",
        "@MainActor",
        f"public final class {name} {{",
        f"  public private(set) var items: [{t}Item] = []",
        f"  public var state: {t}State = .idle",
        "  public var errorMessage: String?",
        f"  private let service: {t}ServiceProtocol",
        "",
        f"  public init(service: {t}ServiceProtocol = {t}Service()) {{",
        "    self.service = service",
        "  }",
        "",
        "  public func load() async {",
        "    state = .loading",
        "    do {",
        "      let fetched = try await service.fetch(page: 0, size: 20)",
        "      items = fetched.filter { !$0.title.isEmpty }.sorted { $0.count > $1.count }",
        "      state = items.isEmpty ? .empty : .loaded",
        "    } catch {",
        "      errorMessage = error.localizedDescription",
        "      state = .failed",
        "    }",
        "  }",
        "",
    ]
    lines += block_properties(rng, t)
    fill(rng, t, lines, target, ["}"])
    return lines


def view_file(rng, name, t, imports, view_model):
    target = file_length(rng)
    lines = [f"import {m}" for m in ["SwiftUI"] + imports] + [
        "",
        f"public struct {name}: View {{",
        f"  @State private var model: {view_model}",
        "  @State private var isShowingDetail = false",
        "  @Environment(\\.dismiss) private var dismiss",
        f"  public var onSelect: ({t}Item) -> Void = {{ _ in }}",
        "",
        f"  public init(model: {view_model}) {{",
        "    _model = State(initialValue: model)",
        "  }",
        "",
        "  public var body: some View {",
        "    List(model.items) { item in",
        "      Button {",
        "        onSelect(item)",
        "      } label: {",
        "        row(for: item)",
        "      }",
        "    }",
        f"    .navigationTitle(\"{t}\")",
        "    .sheet(isPresented: $isShowingDetail) { Text(\"Detail\") }",
        "    .task { await model.load() }",
        "  }",
        "",
        f"  @ViewBuilder private func row(for item: {t}Item) -> some View {{",
        "    HStack(spacing: 8) {",
        "      Text(item.title).font(.headline)",
        "      Spacer()",
        "      if item.count > 0 {",
        "        Text(\"\\(item.count)\").foregroundStyle(.secondary)",
        "      } else {",
        "        Image(systemName: \"tray\")",
        "      }",
        "    }",
        "  }",
        "",
    ]
    fill(rng, t, lines, target - 4, ["}"])
    lines += ["", "#Preview {", f"  {name}(model: {view_model}())", "}"]
    return lines


def test_file(rng, name, t, module):
    target = max(30, file_length(rng) // 2)
    lines = ["import XCTest", f"@testable import {module}", "", f"final class {name}: XCTestCase {{"]
    i = 0
    while len(lines) < target - 8:
        i += 1
        noun = rng.choice(NOUNS)
        lines += [
            f"  func test{cap(noun)}{i}() throws {{",
            f"    let item = {t}Item(title: \"{noun}\", count: {rng.randint(0, 40)})",
            "    XCTAssertFalse(item.title.isEmpty)",
            f"    XCTAssertLessThanOrEqual(item.count, {rng.randint(40, 99)})",
            "  }",
            "",
        ]
    if lines[-1] == "":
        lines.pop()
    return lines + ["}"]


def coordinator_file(rng, name, t, feature_modules):
    lines = ["import UIKit", "import SwiftUI", "import CoreModels"] + [f"import {m}" for m in feature_modules] + [
        "",
        f"/// Runs the {t.lower()} flow: creates its screens and connects them.",
        f"final class {name} {{",
        "  private weak var navigationController: UINavigationController?",
        "  private var children: [AnyObject] = []",
        "",
        "  init(navigationController: UINavigationController) {",
        "    self.navigationController = navigationController",
        "  }",
        "",
        "  func start() {",
    ]
    screen = [m for m in feature_modules if not m.endswith("Domain")]
    first = screen[0]
    lines += [
        f"    let model = {first}ViewModel0()",
        f"    var view = {first}View0(model: model)",
        "    view.onSelect = { [weak self] item in self?.showDetail(for: item) }",
        "    navigationController?.pushViewController(UIHostingController(rootView: view), animated: true)",
        "  }",
        "",
        f"  func showDetail(for item: {t}Item) {{",
        "    guard let navigationController else { return }",
    ]
    if len(screen) > 1:
        lines += [
            f"    let model = {screen[1]}ViewModel0()",
            f"    navigationController.present(UIHostingController(rootView: {screen[1]}View0(model: model)), animated: true)",
        ]
    else:
        lines += ["    navigationController.popViewController(animated: true)"]
    lines += [
        f"    NotificationCenter.default.post(name: Notification.Name(\"{t}Flow\"), object: item.id)",
        "  }",
        "",
    ]
    fill(rng, t, lines, rng.randint(50, 110), ["}"])
    return lines


# ---- the workspace ----------------------------------------------------------------------------------------------

def write(root, rel, lines, stats):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    text = "\n".join(lines) + "\n"
    with open(path, "w") as f:
        f.write(text)
    stats["files"] += 1
    stats["bytes"] += len(text)
    return rel


def split(rng, total, parts):
    """total split into parts positive counts, randomly weighted."""
    weights = [rng.uniform(0.6, 1.4) for _ in range(parts)]
    s = sum(weights)
    counts = [max(1, int(total * w / s)) for w in weights]
    counts[0] += max(0, total - sum(counts))
    return counts


def module_files(rng, root, package_dir, module, t, kinds, count, imports, stats, domain_module=None):
    """Writes count source files of a module plus its tests (about 15% more); returns nothing."""
    tests = max(1, count * 15 // 100)
    sources = max(1, count - tests)
    base = f"{package_dir}/Sources/{module}"
    # The module's own model and service names its other files refer to.
    own_t = t if domain_module is None else t
    for i in range(sources):
        kind = kinds[i % len(kinds)] if i < len(kinds) else rng.choice(kinds)
        if kind == "Model":
            lines = model_file(rng, f"{module}Model{i}", f"{module}{i}" if i else t, imports)
            folder = "Models"
        elif kind == "Service":
            lines = service_file(rng, f"{t}Service" if i == 1 else f"{module}Service{i}", t, imports)
            folder = "Services"
        elif kind == "ViewModel":
            lines = view_model_file(rng, f"{module}ViewModel{i}" if i > 1 else f"{module}ViewModel0", t, imports)
            folder = "ViewModels"
        else:
            lines = view_file(rng, f"{module}View{i}" if i > 0 else f"{module}View0", t, imports,
                              f"{module}ViewModel0")
            folder = "Views"
        write(root, f"{base}/{folder}/{module}{kind}{i}.swift", lines, stats)
    for i in range(tests):
        write(root, f"{package_dir}/Tests/{module}Tests/{module}Tests{i}.swift",
              test_file(rng, f"{module}Tests{i}", t, module), stats)


def package_manifest(name, modules, deps, core=False):
    out = ["// swift-tools-version:5.9", "import PackageDescription", "", "let package = Package(",
           f"  name: \"{name}\",", "  platforms: [.iOS(.v17), .macOS(.v14)],", "  products: ["]
    for m in modules:
        out.append(f"    .library(name: \"{m}\", targets: [\"{m}\"]),")
    out.append("  ],")
    if not core:
        out += ["  dependencies: [", "    .package(path: \"../Core\"),", "  ],"]
    out.append("  targets: [")
    for m in modules:
        ds = []
        for d in deps[m]:
            if d.startswith("Core") and not core:
                ds.append(f".product(name: \"{d}\", package: \"Core\")")
            else:
                ds.append(f"\"{d}\"")
        out.append(f"    .target(name: \"{m}\", dependencies: [{', '.join(ds)}]),")
        out.append(f"    .testTarget(name: \"{m}Tests\", dependencies: [\"{m}\"]),")
    out += ["  ]", ")"]
    return out


def generate(n, root):
    rng = random.Random(n * 7919 + 17)
    ids = Ids(n)
    stats = {"files": 0, "bytes": 0}
    features = max(2, round(n / 115))
    widget_count = 4
    app_tests = max(2, features // 3)
    app_count = 3 + features
    core_count = max(16, n * 6 // 100)
    feature_total = max(features * 4, n - core_count - widget_count - app_tests - app_count)

    # Core: four modules.
    core_split = split(rng, core_count, len(CORE_MODULES))
    for module, count in zip(CORE_MODULES, core_split):
        t = module
        kinds = {"CoreModels": ["Model"], "CoreNetworking": ["Model", "Service"],
                 "CoreServices": ["Model", "Service", "Service"], "CoreUI": ["Model", "ViewModel", "View"]}[module]
        module_files(rng, root, "Packages/Core", module, t, kinds, count, CORE_DEPS[module], stats)
    write(root, "Packages/Core/Package.swift", package_manifest("Core", CORE_MODULES, CORE_DEPS, core=True), stats)
    stats["files"] -= 1  # manifests are not counted as source files

    # Features: each a package of a Domain module and 1-4 screen modules.
    feature_modules = []
    for f, count in enumerate(split(rng, feature_total, features)):
        word = WORDS[f % len(WORDS)]
        t = f"{word}{f:03d}" if f >= len(WORDS) else word
        pkg = f"Packages/Feature{f:03d}"
        m = rng.randint(2, 5)
        domain = f"{t}Domain"
        screens = [f"{t}{suffix}" for suffix in ["List", "Detail", "Edit", "Settings"][: m - 1]]
        modules = [domain] + screens
        deps = {domain: ["CoreModels", "CoreServices"]}
        for s in screens:
            deps[s] = [domain, "CoreModels", "CoreUI"] + (["CoreServices"] if rng.random() < 0.5 else [])
        counts = split(rng, max(count, len(modules) * 3), len(modules))
        module_files(rng, root, pkg, domain, t, ["Model", "Service", "Model"], counts[0],
                     ["CoreModels", "CoreServices"], stats)
        for s, c in zip(screens, counts[1:]):
            module_files(rng, root, pkg, s, t, ["View", "ViewModel", "ViewModel", "View"], c, deps[s], stats,
                         domain_module=domain)
        write(root, f"{pkg}/Package.swift", package_manifest(f"Feature{f:03d}", modules, deps), stats)
        stats["files"] -= 1
        feature_modules.append((f, t, pkg, domain, screens))

    # The app target: entry, dependencies, one coordinator per feature.
    app_files = []
    app_files.append(write(root, "App/App.swift", [
        "import SwiftUI", "import CoreUI", "", "@main", "struct MainApp: App {",
        "  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate", "",
        "  var body: some Scene {", "    WindowGroup {", "      Text(\"Home\")", "    }", "  }", "}", "",
        "final class AppDelegate: NSObject, UIApplicationDelegate {",
        "  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: "
        "[UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {",
        "    return true", "  }", "}"], stats))
    app_files.append(write(root, "App/AppDependencies.swift", [
        "import Foundation", "import CoreServices", "import CoreNetworking", "",
        "/// Builds the services the coordinators hand to their screens.", "final class AppDependencies {",
        "  static let shared = AppDependencies()", "  let session: URLSession", "",
        "  init(session: URLSession = .shared) {", "    self.session = session", "  }", "}"], stats))
    root_lines = ["import UIKit", "", "final class AppCoordinator {", "  private let navigationController: UINavigationController",
                  "  private var children: [AnyObject] = []", "",
                  "  init(navigationController: UINavigationController) {",
                  "    self.navigationController = navigationController", "  }", "", "  func start(flow: Int) {",
                  "    switch flow {"]
    for f, t, pkg, domain, screens in feature_modules:
        root_lines += [f"    case {f}:", f"      let child = {t}Coordinator(navigationController: navigationController)",
                       "      children.append(child)", "      child.start()"]
    root_lines += ["    default:", "      break", "    }", "  }", "}"]
    app_files.append(write(root, "App/AppCoordinator.swift", root_lines, stats))
    for f, t, pkg, domain, screens in feature_modules:
        app_files.append(write(root, f"App/Coordinators/{t}Coordinator.swift",
                               coordinator_file(rng, f"{t}Coordinator", t, [domain] + screens), stats))

    widget_files = []
    for i in range(widget_count):
        widget_files.append(write(root, f"AppWidget/Widget{i}.swift", [
            "import WidgetKit", "import SwiftUI", "import CoreModels", "",
            f"struct Entry{i}: TimelineEntry {{", "  let date: Date", "  let title: String", "}", "",
            f"struct Provider{i}: TimelineProvider {{",
            f"  func placeholder(in context: Context) -> Entry{i} {{ Entry{i}(date: Date(), title: \"\") }}",
            f"  func getSnapshot(in context: Context, completion: @escaping (Entry{i}) -> Void) {{",
            f"    completion(Entry{i}(date: Date(), title: \"Snapshot\"))", "  }",
            f"  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry{i}>) -> Void) {{",
            f"    let entries = (0..<5).map {{ Entry{i}(date: Date().addingTimeInterval(Double($0) * 3600), title: \"\\($0)\") }}",
            "    completion(Timeline(entries: entries, policy: .atEnd))", "  }", "}", "",
            f"struct Widget{i}View: View {{", f"  let entry: Entry{i}", "",
            "  var body: some View {", "    VStack(alignment: .leading) {", "      Text(entry.title).font(.headline)",
            "      Text(entry.date, style: .time)", "    }", "  }", "}"], stats))

    test_files = []
    for i in range(app_tests):
        f, t, pkg, domain, screens = feature_modules[i % len(feature_modules)]
        test_files.append(write(root, f"AppTests/{t}CoordinatorTests{i}.swift", [
            "import XCTest", "import UIKit", "@testable import App", "",
            f"final class {t}CoordinatorTests{i}: XCTestCase {{", "  func testStartPushesAScreen() {",
            "    let navigation = UINavigationController()",
            f"    let coordinator = {t}Coordinator(navigationController: navigation)", "    coordinator.start()",
            "    XCTAssertEqual(navigation.viewControllers.count, 1)", "  }", "}"], stats))

    write_project(root, ids, app_files, widget_files, test_files, feature_modules)
    with open(os.path.join(root, ".complete"), "w") as f:
        f.write(f"{stats['files']} {stats['bytes']}\n")
    return stats


def write_project(root, ids, app_files, widget_files, test_files, feature_modules):
    proj = ids()
    main_group, products_group, frameworks_group = ids(), ids(), ids()
    targets = {}
    for name, ptype, product, files, folder in [
        ("App", "com.apple.product-type.application", "App.app", app_files, "App"),
        ("AppWidgetExtension", "com.apple.product-type.app-extension", "AppWidgetExtension.appex", widget_files,
         "AppWidget"),
        ("AppTests", "com.apple.product-type.bundle.unit-test", "AppTests.xctest", test_files, "AppTests"),
    ]:
        targets[name] = {
            "id": ids(), "type": ptype, "product": product, "product_ref": ids(), "files": files, "folder": folder,
            "group": ids(), "sources": ids(), "frameworks": ids(), "resources": ids(), "configs": ids(),
            "debug": ids(), "release": ids(), "refs": [(rel, ids(), ids()) for rel in files], "deps": []}
    # Local packages and the products each target links.
    packages = [("Packages/Core", ids())] + [(pkg, ids()) for _, _, pkg, _, _ in feature_modules]
    package_id = dict(packages)
    links = {"App": [("Packages/Core", m) for m in CORE_MODULES] +
             [(pkg, s) for _, _, pkg, _, screens in feature_modules for s in screens],
             "AppWidgetExtension": [("Packages/Core", "CoreModels")],
             "AppTests": [("Packages/Core", "CoreModels")]}
    for name, t in targets.items():
        t["products"] = [(pkg, prod, ids(), ids()) for pkg, prod in links[name]]  # (pkg, product, dep id, build file)
    embed_phase, embed_file = ids(), ids()
    proxy_widget, dep_widget, proxy_tests, dep_tests = ids(), ids(), ids(), ids()
    project_configs, project_debug, project_release = ids(), ids(), ids()

    def c(text):
        return f"/* {text} */"

    def quote(text):
        return '"' + text + '"'

    o = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 60;",
         "\tobjects = {", "", "/* Begin PBXBuildFile section */"]
    for name, t in targets.items():
        for rel, ref, bf in t["refs"]:
            base = os.path.basename(rel)
            o.append(f"\t\t{bf} {c(base + ' in Sources')} = {{isa = PBXBuildFile; fileRef = {ref} {c(base)}; }};")
        for pkg, prod, dep, bf in t["products"]:
            o.append(f"\t\t{bf} {c(prod + ' in Frameworks')} = {{isa = PBXBuildFile; productRef = {dep} {c(prod)}; }};")
    w = targets["AppWidgetExtension"]
    o.append(f"\t\t{embed_file} {c('AppWidgetExtension.appex in Embed Foundation Extensions')} = {{isa = PBXBuildFile; "
             f"fileRef = {w['product_ref']} {c('AppWidgetExtension.appex')}; settings = {{ATTRIBUTES = (RemoveHeadersOnCopy, ); }}; }};")
    o += ["/* End PBXBuildFile section */", "", "/* Begin PBXContainerItemProxy section */"]
    for proxy, target, info in [(proxy_widget, w, "AppWidgetExtension"), (proxy_tests, targets["App"], "App")]:
        o += [f"\t\t{proxy} {c('PBXContainerItemProxy')} = {{", "\t\t\tisa = PBXContainerItemProxy;",
              f"\t\t\tcontainerPortal = {proj} {c('Project object')};", "\t\t\tproxyType = 1;",
              f"\t\t\tremoteGlobalIDString = {target['id']};", f"\t\t\tremoteInfo = {info};", "\t\t};"]
    o += ["/* End PBXContainerItemProxy section */", "", "/* Begin PBXCopyFilesBuildPhase section */",
          f"\t\t{embed_phase} {c('Embed Foundation Extensions')} = {{", "\t\t\tisa = PBXCopyFilesBuildPhase;",
          "\t\t\tbuildActionMask = 2147483647;", "\t\t\tdstPath = \"\";", "\t\t\tdstSubfolderSpec = 13;", "\t\t\tfiles = (",
          f"\t\t\t\t{embed_file} {c('AppWidgetExtension.appex in Embed Foundation Extensions')},", "\t\t\t);",
          "\t\t\tname = \"Embed Foundation Extensions\";", "\t\t\trunOnlyForDeploymentPostprocessing = 0;", "\t\t};",
          "/* End PBXCopyFilesBuildPhase section */", "", "/* Begin PBXFileReference section */"]
    for name, t in targets.items():
        for rel, ref, bf in t["refs"]:
            base = os.path.basename(rel)
            o.append(f"\t\t{ref} {c(base)} = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; "
                     f"path = {base}; sourceTree = \"<group>\"; }};")
    for name, t in targets.items():
        ftype = {"App.app": "wrapper.application", "AppTests.xctest": "wrapper.cfbundle"}.get(
            t["product"], "\"wrapper.app-extension\"")
        o.append(f"\t\t{t['product_ref']} {c(t['product'])} = {{isa = PBXFileReference; explicitFileType = {ftype}; "
                 f"includeInIndex = 0; path = {t['product']}; sourceTree = BUILT_PRODUCTS_DIR; }};")
    o += ["/* End PBXFileReference section */", "", "/* Begin PBXFrameworksBuildPhase section */"]
    for name, t in targets.items():
        o += [f"\t\t{t['frameworks']} {c('Frameworks')} = {{", "\t\t\tisa = PBXFrameworksBuildPhase;",
              "\t\t\tbuildActionMask = 2147483647;", "\t\t\tfiles = ("]
        o += [f"\t\t\t\t{bf} {c(prod + ' in Frameworks')}," for pkg, prod, dep, bf in t["products"]]
        o += ["\t\t\t);", "\t\t\trunOnlyForDeploymentPostprocessing = 0;", "\t\t};"]
    o += ["/* End PBXFrameworksBuildPhase section */", "", "/* Begin PBXGroup section */",
          f"\t\t{main_group} = {{", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
    o += [f"\t\t\t\t{t['group']} {c(t['folder'])}," for t in targets.values()]
    o += [f"\t\t\t\t{frameworks_group} {c('Frameworks')},", f"\t\t\t\t{products_group} {c('Products')},", "\t\t\t);",
          "\t\t\tsourceTree = \"<group>\";", "\t\t};"]
    for name, t in targets.items():
        # Files directly in the target folder, and a subgroup per subfolder (App/Coordinators).
        sub = {}
        direct = []
        for rel, ref, bf in t["refs"]:
            parts = rel.split("/")
            if len(parts) > 2:
                sub.setdefault(parts[1], []).append((rel, ref))
            else:
                direct.append((rel, ref))
        sub_ids = {s: ids() for s in sorted(sub)}
        o += [f"\t\t{t['group']} {c(t['folder'])} = {{", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
        o += [f"\t\t\t\t{sid} {c(s)}," for s, sid in sub_ids.items()]
        o += [f"\t\t\t\t{ref} {c(os.path.basename(rel))}," for rel, ref in direct]
        o += ["\t\t\t);", f"\t\t\tpath = {t['folder']};", "\t\t\tsourceTree = \"<group>\";", "\t\t};"]
        for s, sid in sub_ids.items():
            o += [f"\t\t{sid} {c(s)} = {{", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
            o += [f"\t\t\t\t{ref} {c(os.path.basename(rel))}," for rel, ref in sub[s]]
            o += ["\t\t\t);", f"\t\t\tpath = {s};", "\t\t\tsourceTree = \"<group>\";", "\t\t};"]
    o += [f"\t\t{frameworks_group} {c('Frameworks')} = {{", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = (", "\t\t\t);",
          "\t\t\tname = Frameworks;", "\t\t\tsourceTree = \"<group>\";", "\t\t};",
          f"\t\t{products_group} {c('Products')} = {{", "\t\t\tisa = PBXGroup;", "\t\t\tchildren = ("]
    o += [f"\t\t\t\t{t['product_ref']} {c(t['product'])}," for t in targets.values()]
    o += ["\t\t\t);", "\t\t\tname = Products;", "\t\t\tsourceTree = \"<group>\";", "\t\t};",
          "/* End PBXGroup section */", "", "/* Begin PBXNativeTarget section */"]
    target_deps = {"App": [(dep_widget, "PBXTargetDependency")], "AppWidgetExtension": [],
                   "AppTests": [(dep_tests, "PBXTargetDependency")]}
    for name, t in targets.items():
        phases = [(t["sources"], "Sources"), (t["frameworks"], "Frameworks"), (t["resources"], "Resources")]
        if name == "App":
            phases.append((embed_phase, "Embed Foundation Extensions"))
        o += [f"\t\t{t['id']} {c(name)} = {{", "\t\t\tisa = PBXNativeTarget;",
              f"\t\t\tbuildConfigurationList = {t['configs']} {c('Build configuration list for PBXNativeTarget ' + quote(name))};",
              "\t\t\tbuildPhases = ("]
        o += [f"\t\t\t\t{pid} {c(pname)}," for pid, pname in phases]
        o += ["\t\t\t);", "\t\t\tbuildRules = (", "\t\t\t);", "\t\t\tdependencies = ("]
        o += [f"\t\t\t\t{did} {c(dname)}," for did, dname in target_deps[name]]
        o += ["\t\t\t);", f"\t\t\tname = {name};", "\t\t\tpackageProductDependencies = ("]
        o += [f"\t\t\t\t{dep} {c(prod)}," for pkg, prod, dep, bf in t["products"]]
        o += ["\t\t\t);", f"\t\t\tproductName = {name};",
              f"\t\t\tproductReference = {t['product_ref']} {c(t['product'])};",
              f"\t\t\tproductType = \"{t['type']}\";", "\t\t};"]
    app, tests = targets["App"], targets["AppTests"]
    o += ["/* End PBXNativeTarget section */", "", "/* Begin PBXProject section */",
          f"\t\t{proj} {c('Project object')} = {{", "\t\t\tisa = PBXProject;", "\t\t\tattributes = {",
          "\t\t\t\tBuildIndependentTargetsInParallel = 1;", "\t\t\t\tLastSwiftUpdateCheck = 1540;",
          "\t\t\t\tLastUpgradeCheck = 1540;", "\t\t\t\tTargetAttributes = {"]
    for name, t in targets.items():
        o += [f"\t\t\t\t\t{t['id']} = {{", "\t\t\t\t\t\tCreatedOnToolsVersion = 15.4;"]
        if name == "AppTests":
            o.append(f"\t\t\t\t\t\tTestTargetID = {app['id']};")
        o.append("\t\t\t\t\t};")
    o += ["\t\t\t\t};", "\t\t\t};",
          f"\t\t\tbuildConfigurationList = {project_configs} {c('Build configuration list for PBXProject ' + quote('App'))};",
          "\t\t\tcompatibilityVersion = \"Xcode 15.0\";", "\t\t\tdevelopmentRegion = en;",
          "\t\t\thasScannedForEncodings = 0;", "\t\t\tknownRegions = (", "\t\t\t\ten,", "\t\t\t\tBase,", "\t\t\t);",
          f"\t\t\tmainGroup = {main_group};", "\t\t\tpackageReferences = ("]
    o += [f"\t\t\t\t{pid} {c('XCLocalSwiftPackageReference ' + quote(pkg))}," for pkg, pid in packages]
    o += ["\t\t\t);", f"\t\t\tproductRefGroup = {products_group} {c('Products')};", "\t\t\tprojectDirPath = \"\";",
          "\t\t\tprojectRoot = \"\";", "\t\t\ttargets = ("]
    o += [f"\t\t\t\t{t['id']} {c(name)}," for name, t in targets.items()]
    o += ["\t\t\t);", "\t\t};", "/* End PBXProject section */", "", "/* Begin PBXResourcesBuildPhase section */"]
    for t in targets.values():
        o += [f"\t\t{t['resources']} {c('Resources')} = {{", "\t\t\tisa = PBXResourcesBuildPhase;",
              "\t\t\tbuildActionMask = 2147483647;", "\t\t\tfiles = (", "\t\t\t);",
              "\t\t\trunOnlyForDeploymentPostprocessing = 0;", "\t\t};"]
    o += ["/* End PBXResourcesBuildPhase section */", "", "/* Begin PBXSourcesBuildPhase section */"]
    for t in targets.values():
        o += [f"\t\t{t['sources']} {c('Sources')} = {{", "\t\t\tisa = PBXSourcesBuildPhase;",
              "\t\t\tbuildActionMask = 2147483647;", "\t\t\tfiles = ("]
        o += [f"\t\t\t\t{bf} {c(os.path.basename(rel) + ' in Sources')}," for rel, ref, bf in t["refs"]]
        o += ["\t\t\t);", "\t\t\trunOnlyForDeploymentPostprocessing = 0;", "\t\t};"]
    o += ["/* End PBXSourcesBuildPhase section */", "", "/* Begin PBXTargetDependency section */"]
    for did, target, proxy, name in [(dep_widget, w, proxy_widget, "AppWidgetExtension"),
                                     (dep_tests, app, proxy_tests, "App")]:
        o += [f"\t\t{did} {c('PBXTargetDependency')} = {{", "\t\t\tisa = PBXTargetDependency;",
              f"\t\t\ttarget = {target['id']} {c(name)};", f"\t\t\ttargetProxy = {proxy} {c('PBXContainerItemProxy')};",
              "\t\t};"]
    o += ["/* End PBXTargetDependency section */", "", "/* Begin XCBuildConfiguration section */"]
    for cid, cname in [(project_debug, "Debug"), (project_release, "Release")]:
        o += [f"\t\t{cid} {c(cname)} = {{", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {",
              "\t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;", "\t\t\t\tCLANG_ENABLE_MODULES = YES;",
              "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;", "\t\t\t\tSDKROOT = iphoneos;", "\t\t\t};",
              f"\t\t\tname = {cname};", "\t\t};"]
    for name, t in targets.items():
        for cid, cname in [(t["debug"], "Debug"), (t["release"], "Release")]:
            settings = ["CODE_SIGN_STYLE = Automatic;", "GENERATE_INFOPLIST_FILE = YES;",
                        f"PRODUCT_BUNDLE_IDENTIFIER = com.example.{name};", "PRODUCT_NAME = \"$(TARGET_NAME)\";",
                        "SWIFT_VERSION = 5.0;"]
            if name == "AppTests":
                settings += ["BUNDLE_LOADER = \"$(TEST_HOST)\";",
                             "TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/App\";"]
            if name == "AppWidgetExtension":
                settings += ["SKIP_INSTALL = YES;", "INFOPLIST_KEY_CFBundleDisplayName = Widget;"]
            o += [f"\t\t{cid} {c(cname)} = {{", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {"]
            o += [f"\t\t\t\t{s}" for s in settings]
            o += ["\t\t\t};", f"\t\t\tname = {cname};", "\t\t};"]
    o += ["/* End XCBuildConfiguration section */", "", "/* Begin XCConfigurationList section */"]
    lists = [(project_configs, 'PBXProject "App"', project_debug, project_release)] + [
        (t["configs"], f'PBXNativeTarget "{name}"', t["debug"], t["release"]) for name, t in targets.items()]
    for lid, what, d, r in lists:
        o += [f"\t\t{lid} {c('Build configuration list for ' + what)} = {{", "\t\t\tisa = XCConfigurationList;",
              "\t\t\tbuildConfigurations = (", f"\t\t\t\t{d} {c('Debug')},", f"\t\t\t\t{r} {c('Release')},", "\t\t\t);",
              "\t\t\tdefaultConfigurationIsVisible = 0;", "\t\t\tdefaultConfigurationName = Release;", "\t\t};"]
    o += ["/* End XCConfigurationList section */", "", "/* Begin XCLocalSwiftPackageReference section */"]
    for pkg, pid in packages:
        o += [f"\t\t{pid} {c('XCLocalSwiftPackageReference ' + quote(pkg))} = {{", "\t\t\tisa = XCLocalSwiftPackageReference;",
              f"\t\t\trelativePath = {pkg};", "\t\t};"]
    o += ["/* End XCLocalSwiftPackageReference section */", "", "/* Begin XCSwiftPackageProductDependency section */"]
    for t in targets.values():
        for pkg, prod, dep, bf in t["products"]:
            o += [f"\t\t{dep} {c(prod)} = {{", "\t\t\tisa = XCSwiftPackageProductDependency;",
                  f"\t\t\tpackage = {package_id[pkg]} {c('XCLocalSwiftPackageReference ' + quote(pkg))};",
                  f"\t\t\tproductName = {prod};", "\t\t};"]
    o += ["/* End XCSwiftPackageProductDependency section */", "\t};", f"\trootObject = {proj} {c('Project object')};",
          "}"]
    path = os.path.join(root, "App.xcodeproj", "project.pbxproj")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 20:
        sys.exit("usage: generate-workspace.py N OUT   (N: about how many Swift files, 20 or more)")
    n, root = int(sys.argv[1]), sys.argv[2]
    if os.path.exists(root) and os.listdir(root):
        sys.exit(f"generate-workspace: {root} exists and is not empty")
    os.makedirs(root, exist_ok=True)
    stats = generate(n, root)
    print(f"generate-workspace: {stats['files']} Swift files, {stats['bytes'] / 1048576:.1f} MB in {root}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
