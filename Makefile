# The two commands the README gives. Both install what is missing first.
.PHONY: setup test-tools demo test build release install uninstall clean diagrams self-check readme-table determinism dist

SAMPLE ?= Samples/ClassicMac/BbA
VIOLATIONS ?= Samples/Violations/graph-rules
OUT ?= out
PREFIX ?= /usr/local
# The tests' own Python tools (jsonschema, pre-commit) live in a virtual environment, never in the system Python.
TEST_TOOLS ?= .build/test-tools

setup:
	@scripts/setup.sh

build: setup
	swift build

release: setup
	swift build -c release --product plumb

# Builds release and installs the binary in $(PREFIX)/bin with bash, zsh and fish completions (DESTDIR for packagers).
install: release
	scripts/install.sh "$$(swift build -c release --show-bin-path)/plumb" "$(PREFIX)"

# The release artifacts in dist/ (scripts/dist/make-dist.sh): the Linux tarball (a static, stripped binary that needs
# no Swift toolchain; man page; completions), the SwiftPM artifact bundle, SHA-256 files. A release build: long.
DIST_SCRATCH ?= .build/dist
dist:
	scripts/dist/make-dist.sh --scratch-path "$(DIST_SCRATCH)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/plumb" "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/plumb" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_plumb" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/plumb.fish"

test-tools:
	@scripts/test-tools.sh "$(TEST_TOOLS)" >/dev/null

# Builds plumb and runs it on the BbA sample: the module graph as JSON and SVG, the HTML report, then the check;
# then the check on a sample with violations, so a newcomer sees findings (exit code 1 there is the expected output).
demo: build
	@mkdir -p $(OUT)
	swift run --skip-build plumb graph $(SAMPLE) --format json --output $(OUT)/bba-graph.json
	swift run --skip-build plumb graph $(SAMPLE) --format svg --output $(OUT)/bba-graph.svg
	swift run --skip-build plumb report $(SAMPLE) --output $(OUT)/bba-report.html
	@echo "wrote $(OUT)/bba-graph.json, $(OUT)/bba-graph.svg and $(OUT)/bba-report.html"
	swift run --skip-build plumb check $(SAMPLE)
	@echo
	@echo "plumb check on $(VIOLATIONS), a sample that breaks the graph rules on purpose (its README says where):"
	@swift run --skip-build plumb check $(VIOLATIONS); status=$$?; \
	  if [ $$status = 1 ]; then echo "exit code 1: findings at error severity, as this sample is meant to have"; \
	  else echo "exit code $$status: expected 1 (findings)"; exit 1; fi

# The README's diagrams, drawn by plumb from the BbA sample (its .plumb.yml gives the layers), and plumb's own
# targets for docs/architecture.md. The DOT sources are committed beside the SVGs: DocsImagesTests fails when either
# is stale (for plumb's own graph, when a target or a dependency changed; sizes may drift).
IMAGES ?= docs/images
diagrams: build
	@mkdir -p $(IMAGES)
	swift run --skip-build plumb graph $(SAMPLE) --format dot --output $(IMAGES)/bba-modules.dot
	swift run --skip-build plumb graph $(SAMPLE) --format svg --output $(IMAGES)/bba-modules.svg
	swift run --skip-build plumb graph $(SAMPLE) --level type --module MacsList --format dot \
	  --output $(IMAGES)/bba-types-macslist.dot
	swift run --skip-build plumb graph $(SAMPLE) --level type --module MacsList --format svg \
	  --output $(IMAGES)/bba-types-macslist.svg
	swift run --skip-build plumb graph . --format dot --output $(IMAGES)/plumb-modules.dot
	swift run --skip-build plumb graph . --format svg --output $(IMAGES)/plumb-modules.svg

test: setup test-tools
	PATH="$(CURDIR)/$(TEST_TOOLS)/bin:$$PATH" swift test

# JSON, DOT, SARIF, Markdown and HTML byte-identical across runs, thread counts and hash seeds: the determinism
# tests with and without SWIFT_DETERMINISTIC_HASHING=1.
determinism: setup
	scripts/determinism.sh

# plumb checks its own architecture (.plumb.yml at the root: its layers, fixtures and samples excluded).
self-check: build
	swift run --skip-build plumb check .

clean:
	rm -rf .build $(OUT)

# The README's comparison table is `plumb compare Samples/ClassicMac/*`, measured; a test fails when it is stale.
readme-table:
	swift build --product plumb
	python3 scripts/readme-table.py "$$(swift build --show-bin-path)/plumb"
