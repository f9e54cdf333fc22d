# The two commands the README gives. Both install what is missing first.
.PHONY: setup demo test build release clean

SAMPLE ?= Samples/ClassicMac/BbA
OUT ?= out

setup:
	@scripts/setup.sh

build: setup
	swift build

release: setup
	swift build -c release

# Builds plumb and runs it on the BbA sample: the module graph as JSON and SVG, the HTML report, then the check.
demo: build
	@mkdir -p $(OUT)
	swift run --skip-build plumb graph $(SAMPLE) --format json --output $(OUT)/bba-graph.json
	swift run --skip-build plumb graph $(SAMPLE) --format svg --output $(OUT)/bba-graph.svg
	swift run --skip-build plumb report $(SAMPLE) --output $(OUT)/bba-report.html
	@echo "wrote $(OUT)/bba-graph.json, $(OUT)/bba-graph.svg and $(OUT)/bba-report.html"
	swift run --skip-build plumb check $(SAMPLE)

test: setup
	swift test

clean:
	rm -rf .build $(OUT)
