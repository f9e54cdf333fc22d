#!/usr/bin/env bash
# Benchmarks `plumb scan` against a bare parse (`plumb scan --parse-only`) on a large tree of Swift.
#
#   scripts/bench-scan.sh [TREE]
#
# Without TREE, generates about $BENCH_MB MB (default 100) of synthetic but realistic Swift (SwiftUI views, view
# models, coordinators, services, UIKit controllers, comments) into a temporary folder, outside the repository.
# Builds plumb in release mode once (scratch path .build-release), then times each mode with 1 and 2 threads:
# the median user CPU, system CPU and wall time of BENCH_RUNS runs (default 3), the peak memory and the load average
# when the mode started, and the ratio of the scan's user CPU to the parse's. BENCH_JSON=1 also times the whole
# `plumb scan` with its JSON output. Run it on an idle machine.
set -euo pipefail
cd "$(dirname "$0")/.."

MB="${BENCH_MB:-100}"
TREE="${1:-}"
SCRATCH="${BENCH_SCRATCH:-.build-release}"

if [ -z "$TREE" ]; then
  TREE="${TMPDIR:-/tmp}/plumb-bench-swift-${MB}mb"
  if [ ! -f "$TREE/.complete" ]; then
    echo "bench: generating ${MB} MB of Swift into $TREE" >&2
    rm -rf "$TREE"
    python3 - "$TREE" "$MB" <<'PY'
import os, random, sys
root, megabytes = sys.argv[1], int(sys.argv[2])
random.seed(42)
words = ["Feed", "Profile", "Cart", "Search", "Settings", "Order", "Payment", "Chat", "Map", "Photo", "Story",
         "Inbox", "Wallet", "Ticket", "Review", "Friend", "Album", "Route", "Coupon", "Invoice"]

def view(n, w):
    return f'''import SwiftUI
import Core

/// Shows the {w.lower()} list and hands navigation back to its coordinator.
struct {w}View{n}: View {{
  @StateObject private var model: {w}ViewModel{n}
  @State private var isShowingDetail = false
  @Environment(\\.dismiss) private var dismiss
  var didSelect: ({w}Item{n}) -> Void = {{ _ in }}

  init(model: {w}ViewModel{n}) {{
    _model = StateObject(wrappedValue: model)
  }}

  var body: some View {{
    NavigationStack {{
      List(model.items) {{ item in
        Button {{
          didSelect(item)
        }} label: {{
          HStack(spacing: 8) {{
            Text(item.title).font(.headline)
            Spacer()
            Text("\\(item.count) items").foregroundStyle(.secondary)
          }}
        }}
      }}
      .navigationTitle("{w} {n}")
      .sheet(isPresented: $isShowingDetail) {{ Text("Detail") }}
      .task {{ await model.load() }}
    }}
  }}
}}
'''

def model(n, w):
    return f'''import Foundation
import Combine

// MARK: - Model

public struct {w}Item{n}: Identifiable, Hashable, Codable {{
  public let id: UUID
  public var title: String
  public var count: Int
  public var tags: [String] = []
}}

/* The view model talks to the service through a protocol, so tests can replace it. */
@MainActor
final class {w}ViewModel{n}: ObservableObject {{
  @Published private(set) var items: [{w}Item{n}] = []
  @Published var error: String?
  private let service: {w}ServiceProtocol{n}
  private var cancellables = Set<AnyCancellable>()
  weak var coordinator: {w}Coordinator{n}?

  init(service: {w}ServiceProtocol{n} = {w}Service{n}()) {{
    self.service = service
  }}

  func load() async {{
    do {{
      let fetched = try await service.fetch(page: 0, size: 20)
      items = fetched.filter {{ !$0.title.isEmpty }}.sorted {{ $0.count > $1.count }}
    }} catch {{
      self.error = error.localizedDescription
    }}
  }}

  func select(_ item: {w}Item{n}) {{
    coordinator?.showDetail(for: item)
  }}

  var total: Int {{ items.reduce(0) {{ $0 + $1.count }} }}
}}
'''

def service(n, w):
    return f'''import Foundation

protocol {w}ServiceProtocol{n} {{
  func fetch(page: Int, size: Int) async throws -> [{w}Item{n}]
}}

/// Fetches {w.lower()} items over HTTP and caches the last page on disk.
final class {w}Service{n}: {w}ServiceProtocol{n} {{
  private let session: URLSession
  private let decoder = JSONDecoder()
  private let cacheURL = FileManager.default.temporaryDirectory.appendingPathComponent("{w.lower()}-{n}.json")

  init(session: URLSession = .shared) {{
    self.session = session
  }}

  func fetch(page: Int, size: Int) async throws -> [{w}Item{n}] {{
    var components = URLComponents(string: "https://example.com/api/{w.lower()}")!
    components.queryItems = [
      URLQueryItem(name: "page", value: String(page)),
      URLQueryItem(name: "size", value: String(size)),
    ]
    let (data, response) = try await session.data(from: components.url!)
    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {{
      throw URLError(.badServerResponse)
    }}
    try? data.write(to: cacheURL)
    UserDefaults.standard.set(Date(), forKey: "{w.lower()}.lastFetch")
    return try decoder.decode([{w}Item{n}].self, from: data)
  }}
}}
'''

def coordinator(n, w):
    return f'''import UIKit
import SwiftUI

final class {w}Coordinator{n} {{
  private weak var navigationController: UINavigationController?
  private var children: [AnyObject] = []

  init(navigationController: UINavigationController) {{
    self.navigationController = navigationController
  }}

  func start() {{
    let model = {w}ViewModel{n}()
    model.coordinator = self
    let view = {w}View{n}(model: model)
    let host = UIHostingController(rootView: view)
    navigationController?.pushViewController(host, animated: true)
  }}

  func showDetail(for item: {w}Item{n}) {{
    let controller = {w}DetailViewController{n}(item: item)
    navigationController?.present(controller, animated: true)
    NotificationCenter.default.post(name: Notification.Name("{w}Flow"), object: item.id)
  }}
}}

final class {w}DetailViewController{n}: UIViewController {{
  private let item: {w}Item{n}
  private let label = UILabel()

  init(item: {w}Item{n}) {{
    self.item = item
    super.init(nibName: nil, bundle: nil)
  }}

  required init?(coder: NSCoder) {{ fatalError("init(coder:) has not been implemented") }}

  override func viewDidLoad() {{
    super.viewDidLoad()
    label.text = item.title
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }}
}}
'''

kinds = [("Views", view), ("Models", model), ("Services", service), ("Coordinators", coordinator)]
target = megabytes * 1024 * 1024
written = 0
n = 0
while written < target:
    w = words[n % len(words)]
    feature = f"Feature{n // 40:04d}"
    # Files of several feature sets, so sizes vary like real files do.
    for folder, make in kinds:
        parts = [make(n * 10 + k, w) for k in range(random.randint(1, 4))]
        text = "\n".join(parts)
        path = os.path.join(root, "Sources", feature, folder, f"{w}{folder}{n}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        written += len(text.encode())
    n += 1
open(os.path.join(root, ".complete"), "w").close()
print(f"bench: {written / 1048576:.1f} MB in {n * len(kinds)} files", file=sys.stderr)
PY
  fi
fi

echo "bench: building plumb (release, $SCRATCH)" >&2
swift build -c release --scratch-path "$SCRATCH" --product plumb >&2
PLUMB="$SCRATCH/release/plumb"

FILES=$(find "$TREE" -name '*.swift' -not -path '*/.*' | wc -l)
BYTES=$(find "$TREE" -name '*.swift' -not -path '*/.*' -print0 | du -cb --files0-from=- | tail -1 | cut -f1)
echo "tree: $TREE, $FILES files, $((BYTES / 1048576)) MB"
echo "machine: $(nproc) cores, $(uname -m), $(date -u +%Y-%m-%d)"

RUNS="${BENCH_RUNS:-3}"

# Runs a mode RUNS times and prints the median user CPU, system CPU and wall time, the largest peak memory, and
# the load average when the mode started. The target (scan <= 1.3x the bare parse) is about CPU: other load on
# the machine stretches wall time far more than it changes a run's own CPU time.
run() {
  local label="$1" threads="$2"; shift 2
  local load users="" systems="" walls="" rss=0
  load=$(cut -d' ' -f1 /proc/loadavg)
  for _ in $(seq "$RUNS"); do
    local log
    log=$(mktemp)
    /usr/bin/time -f '%U %S %e %M' -o "$log" "$PLUMB" scan "$TREE" --threads "$threads" "$@" >/dev/null 2>/dev/null
    read -r user system wall kilobytes <"$log"
    rm -f "$log"
    users="$users $user"; systems="$systems $system"; walls="$walls $wall"
    if [ $((kilobytes / 1024)) -gt "$rss" ]; then rss=$((kilobytes / 1024)); fi
  done
  printf '%-12s %8s %10s %10s %10s %8s %8s\n' "$label" "$threads" "$(median $users)" "$(median $systems)" \
    "$(median $walls)" "$rss" "$load"
  LAST_USER=$(median $users)
}

median() {
  printf '%s\n' "$@" | sort -g | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'
}

printf '%-12s %8s %10s %10s %10s %8s %8s\n' mode threads "user (s)" "sys (s)" "wall (s)" "RSS (MB)" "load"
# parse only: read, guard and parse each file, drop the tree. scan: everything `plumb scan` does but writing
# the JSON (facts, line counts, roles).
for threads in 1 2; do
  run "parse only" "$threads" --parse-only
  PARSE_USER=$LAST_USER
  run "scan" "$threads" --discard-output
  echo "  scan / parse, user CPU, $threads thread(s): $(awk "BEGIN { printf \"%.2f\", $LAST_USER / $PARSE_USER }")x"
done
if [ "${BENCH_JSON:-0}" = 1 ]; then
  # The whole `plumb scan` with its JSON written to /dev/null (Foundation's encoder dominates it).
  run "scan + JSON" 1
fi
