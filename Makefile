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

# Builds plumb and runs it on the BbA sample: the module graph as JSON and DOT, then the check.
demo: build
	@mkdir -p $(OUT)
	swift run --skip-build plumb graph $(SAMPLE) --format json > $(OUT)/bba-graph.json
	@echo "wrote $(OUT)/bba-graph.json"
	swift run --skip-build plumb graph $(SAMPLE) --format dot > $(OUT)/bba-graph.dot
	@echo "wrote $(OUT)/bba-graph.dot"
	swift run --skip-build plumb check $(SAMPLE)

test: setup
	swift test

clean:
	rm -rf .build $(OUT)
