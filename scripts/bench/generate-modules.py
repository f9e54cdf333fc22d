#!/usr/bin/env python3
"""Generates a modular app workspace of N modules (an app and N-1 libraries, plus test targets and remote packages), for
layout benchmarks, the browser tests and the report's screenshots.

    scripts/bench/generate-modules.py N OUT
    scripts/bench/generate-modules.py --chains PACKAGESxMODULES OUT

OUT gets (SwiftPM only, small sources: the module graph is the point, not the code):
  Packages/App/         the app (an executable target) linking every feature's screen modules, and its tests
  Packages/Core/        an eighth of N core modules (at most 18) in three tiers (base, services, UI kit), each using
                        one to four of the tiers below
  Packages/FeatureNNN/  a Domain module (using two to five core modules, half of them one or two earlier domains)
                        and up to three screen modules (their domain, core UI and base modules, a quarter of them
                        another domain)
  .plumb.yml            extends the bba preset with layers App, Features, Domain, Core
About five dependencies per module, as in real modular apps. Four libraries in five have a test target. Some use
products of six remote packages (example.com URLs, never resolved: plumb keeps them as external nodes). Two domains
import each other without declaring it, one Core module imports a screen module, and every sixth feature's first
screen imports some domain undeclared: the report then has a cycle, a layer violation and import-only edges.
The same N always gives the same workspace. Written into OUT, which must not exist or be empty.

--chains 10x100 writes the workspace of the tests' GeneratedWorkspace instead (the determinism tests' thousand
modules, Benchmarks/robustness.md): PACKAGES local packages of MODULES targets, each target depending on targets
m-1, m/2 and m/3 of its package and every seventh on the same target of the package before: deep chains, the
hardest shape for a layered layout.
"""
import os
import random
import sys

WORDS = ["Feed", "Profile", "Cart", "Search", "Settings", "Order", "Payment", "Chat", "Map", "Photo", "Story",
         "Inbox", "Wallet", "Ticket", "Review", "Friend", "Album", "Route", "Coupon", "Invoice", "Account",
         "Booking", "Catalog", "Delivery", "Event", "Gallery", "Health", "Loyalty", "Music", "News", "Offer",
         "Podcast", "Quiz", "Recipe", "Stock", "Travel", "Video", "Weather", "Workout", "Note"]
CORE_TIERS = [["Base", "Models", "Logging", "Storage", "Keychain", "Formatting"],
              ["Networking", "Services", "Analytics", "Persistence", "FeatureFlags", "Auth"],
              ["DesignSystem", "UIComponents", "Navigation", "Localization", "Media", "Accessibility"]]
REMOTE = [("HTTPKit", ["HTTPKit"]), ("ImageCache", ["ImageCache"]), ("Telemetry", ["Telemetry", "TelemetryUI"]),
          ("KeyStore", ["KeyStore"]), ("Markdown", ["Markdown"]), ("Snapshots", ["Snapshots"])]


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def source(module, imports, protocols, types):
    """A module's one file: its protocols and types; Type0 conforms to the first protocol and stores Type0 of every
    workspace module it imports, later types store Type0 of their own module (the edges of its type diagram)."""
    remote = {p for _, ps in REMOTE for p in ps}
    lines = [f"import {i}" for i in sorted(set(imports))] + [""]
    for p in range(protocols):
        lines.append(f"public protocol {module}Service{p} {{ func run() -> Int }}")
    for t in range(types):
        conformance = f": {module}Service0" if t == 0 and protocols else ""
        lines += [f"public struct {module}Type{t}{conformance} {{", "  public init() {}", f"  public var value = {t}"]
        used = [i for i in sorted(set(imports)) if i not in remote] if t == 0 else [module]
        lines += [f"  public var use{u}: {u}Type0? = nil" for u in used]
        if t == 0 and protocols:
            lines.append("  public func run() -> Int { value }")
        lines.append("}")
    return "\n".join(lines) + "\n"


def manifest(name, remote, local, targets):
    """targets: (name, [dependency expressions], is_test, is_executable)."""
    out = ["// swift-tools-version:5.9", "import PackageDescription", "", "let package = Package(",
           f"  name: \"{name}\",", "  products: ["]
    for t, _, test, exe in targets:
        if not test and not exe:
            out.append(f"    .library(name: \"{t}\", targets: [\"{t}\"]),")
    out.append("  ],")
    deps = [f"    .package(url: \"https://example.com/{r}.git\", from: \"1.0.0\")," for r in sorted(remote)]
    deps += [f"    .package(path: \"../{p}\")," for p in sorted(local)]
    if deps:
        out += ["  dependencies: ["] + deps + ["  ],"]
    out.append("  targets: [")
    for t, ds, test, exe in targets:
        kind = ".testTarget" if test else (".executableTarget" if exe else ".target")
        out.append(f"    {kind}(name: \"{t}\", dependencies: [{', '.join(ds)}]),")
    out += ["  ]", ")", ""]
    return "\n".join(out)


def generate(n, root):
    rng = random.Random(n * 7919 + 5)
    core_count = max(3, min(18, n // 8))
    feature_budget = n - core_count - 1
    # Core: tiers filled round-robin, so each tier gets modules.
    core = []
    for i in range(core_count):
        tier = i % 3
        index = i // 3
        word = CORE_TIERS[tier][index % 6] + ("" if index < 6 else str(index // 6))
        core.append(("Core" + word, tier))
    features = []
    f = 0
    while feature_budget > 0:
        screens = max(0, min(feature_budget - 1, rng.randint(1, 3)))
        word = WORDS[f % len(WORDS)] + ("" if f < len(WORDS) else str(f // len(WORDS)))
        names = [f"{word}Domain"] + [f"{word}{s}" for s in ["List", "Detail", "Edit"][:screens]]
        features.append((f, word, names))
        feature_budget -= len(names)
        f += 1
    package_of = {}
    for name, _ in core:
        package_of[name] = "Core"
    for f, _, names in features:
        for name in names:
            package_of[name] = f"Feature{f:03d}"
    for package, products in REMOTE:
        for product in products:
            package_of[product] = package
    remote_packages = {package for package, _ in REMOTE}
    all_remote = [p for _, ps in REMOTE for p in ps]

    def some(items, low, high):
        return rng.sample(items, min(len(items), rng.randint(low, high))) if items else []

    # What each module declares and what its code imports (the same, plus the undeclared imports added below).
    declared = {}
    for name, tier in core:
        below = [c for c, t in core if t < tier]
        same = [c for c, t in core if t == tier and c < name]
        ds = some(below, 1, 4) + (some(same, 1, 1) if rng.random() < 0.4 else [])
        ds += some(all_remote, 1, 1) if rng.random() < 0.5 else []
        declared[name] = sorted(set(ds))
    core_low = [c for c, t in core if t < 2] or [core[0][0]]
    core_ui = [c for c, t in core if t == 2] or [core[-1][0]]
    domains = [names[0] for _, _, names in features]
    for index, (f, word, names) in enumerate(features):
        domain = names[0]
        ds = some(core_low, 2, 5)
        if index > 0 and rng.random() < 0.5:
            ds += some(domains[:index], 1, 2)
        ds += some(["HTTPKit", "KeyStore", "Markdown"], 1, 1) if rng.random() < 0.3 else []
        declared[domain] = sorted(set(ds))
        for screen in names[1:]:
            ds = [domain] + some(core_ui, 1, 3) + some(core_low, 1, 2)
            if rng.random() < 0.25 and index > 0:
                ds += some(domains[:index], 1, 1)
            ds += ["ImageCache"] if rng.random() < 0.2 else []
            declared[screen] = sorted(set(ds))
    imports = {name: list(ds) for name, ds in declared.items()}
    # Undeclared imports: two domains use each other (a cycle), one core module uses a screen (a layer violation),
    # and a few screens use another feature's domain.
    if len(features) > 3:
        a, b = domains[1], domains[2]
        imports[a].append(b)
        imports[b].append(a)
    if features and len(core) > 2:
        imports[core[-1][0]].append(features[0][2][-1])
    for _, _, names in features[3::6]:
        if len(names) > 1:
            imports[names[1]].append(rng.choice(domains))
    tested = {}
    for position, name in enumerate(sorted(declared)):
        tested[name] = position % 5 != 4

    def expression(module, dependency):
        if package_of[dependency] == package_of[module]:
            return f"\"{dependency}\""
        return f".product(name: \"{dependency}\", package: \"{package_of[dependency]}\")"

    packages = {}
    for name in declared:
        packages.setdefault(package_of[name], []).append(name)
    order = {name: position for position, name in enumerate([c for c, _ in core] + [x for _, _, ns in features for x in ns])}
    for package, members in packages.items():
        members.sort(key=order.get)
        folder = f"Packages/{package}"
        targets = []
        uses = set()
        for name in members:
            targets.append((name, [expression(name, d) for d in declared[name]], False, False))
            uses.update(package_of[d] for d in declared[name] if package_of[d] != package)
            if tested[name]:
                targets.append((name + "Tests", [f"\"{name}\""], True, False))
                write(root, f"{folder}/Tests/{name}Tests/{name}Tests.swift", f"import XCTest\n@testable import {name}\n")
            protocols = rng.randint(1, 3) if name.endswith("Domain") else rng.randint(0, 2)
            write(root, f"{folder}/Sources/{name}/{name}.swift", source(name, imports[name], protocols, rng.randint(1, 5)))
        write(root, f"{folder}/Package.swift", manifest(package, uses & remote_packages, uses - remote_packages, targets))

    # The app.
    screens = [s for _, _, names in features for s in (names[1:] or names[:1])]
    app_uses = screens + ([c for c, _ in core if c == "CoreNavigation"] or [core[-1][0]])
    package_of["App"] = "App"
    targets = [("App", [expression("App", d) for d in app_uses], False, True), ("AppTests", ["\"App\""], True, False)]
    write(root, "Packages/App/Package.swift", manifest("App", set(), {package_of[d] for d in app_uses}, targets))
    write(root, "Packages/App/Sources/App/App.swift", source("App", app_uses, 0, 1))
    write(root, "Packages/App/Tests/AppTests/AppTests.swift", "import XCTest\n@testable import App\n")
    write(root, ".plumb.yml", "\n".join([
        "# Generated: a modular app in four layers.",
        "extends: bba",
        "layers:",
        "  - name: App",
        "    modules: [App]",
        "  - name: Features",
        "    modules: [\"*List\", \"*Detail\", \"*Edit\"]",
        "    independent: true",
        "  - name: Domain",
        "    modules: [\"*Domain\"]",
        "  - name: Core",
        "    modules: [\"Core*\"]",
        ""]))


def chains(packages, per_package, root):
    """The same files as Tests/PlumbTestSupport/GeneratedWorkspace.swift."""
    for p in range(packages):
        name = f"Package{p}"
        targets = []
        for m in range(per_package):
            module = f"P{p}M{m}"
            deps = {f"\"P{p}M{d}\"" for d in (m - 1, m // 2, m // 3) if 0 <= d < m}
            if p > 0 and m % 7 == 0:
                deps.add(f".product(name: \"P{p - 1}M{m % per_package}\", package: \"Package{p - 1}\")")
            ordered = sorted(deps)
            targets.append(f"    .target(name: \"{module}\", dependencies: [{', '.join(ordered)}]),")
            imports = ["import " + (d.split('"')[1] if d.startswith(".product") else d.replace('"', ""))
                       for d in ordered]
            write(root, f"Packages/{name}/Sources/{module}/{module}.swift",
                  "\n".join(imports) + f"\n\npublic struct {module}View {{ let model = {module}ViewModel() }}\n"
                  + f"public final class {module}ViewModel {{ public init() {{}} }}\n"
                  + f"public final class {module}Coordinator {{ func start() -> {module}View {{ {module}View() }} }}\n")
        products = "\n".join(f"    .library(name: \"P{p}M{m}\", targets: [\"P{p}M{m}\"])," for m in range(per_package))
        dependency = f"  dependencies: [.package(path: \"../Package{p - 1}\")],\n" if p > 0 else ""
        write(root, f"Packages/{name}/Package.swift",
              f"// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n  name: \"{name}\",\n"
              + f"  products: [\n{products}\n  ],\n{dependency}  targets: [\n" + "\n".join(targets) + "\n  ]\n)\n")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--chains":
        packages, per_package = (int(x) for x in sys.argv[2].split("x"))
        if os.path.exists(sys.argv[3]) and os.listdir(sys.argv[3]):
            print(f"generate-modules: {sys.argv[3]} is not empty", file=sys.stderr)
            sys.exit(2)
        chains(packages, per_package, sys.argv[3])
        return
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        sys.exit(2)
    n, root = int(sys.argv[1]), sys.argv[2]
    if n < 4:
        print("generate-modules: N must be 4 or more", file=sys.stderr)
        sys.exit(2)
    if os.path.exists(root) and os.listdir(root):
        print(f"generate-modules: {root} is not empty", file=sys.stderr)
        sys.exit(2)
    generate(n, root)


if __name__ == "__main__":
    main()
