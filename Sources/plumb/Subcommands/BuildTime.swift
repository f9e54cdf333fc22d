import ArgumentParser
import Foundation
import PlumbKit
import PlumbModel
import PlumbReporters

extension Plumb {
  struct BuildTime: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "buildtime",
      abstract: "Estimate build time from the module graph: the critical path, what a change rebuilds, what-ifs.",
      discussion: """
        A model, not a measurement: each code module (tests and external products aside) costs what its code asks \
        of the compiler (files, lines, and expressions the type checker is slow on; twice for what a plugin or a \
        macro runs), in units of about one plain line; a clean build on --cores cores is simulated over the graph \
        (a module starts when its dependencies are done; the parallelism inside one module is left out). A change \
        to a module's interface rebuilds it and the modules that import it directly (the JSON also gives the upper \
        bound, every dependent). Seconds come from one calibration constant \
        (--seconds-per-1000-units), fitted on one machine; see Benchmarks/buildtime.md.
        --what-if-split X: X split in two along its folders (or its files), estimated with the halves' dependencies \
        read from the types their files name. --what-if-cut A B: A no longer depends on B.
        The graph is the one `plumb check` sees (the configuration's include and exclude apply).
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case text, json
    }

    @OptionGroup var workspace: WorkspaceOptions

    @Option(help: "Cores of the simulated clean build.")
    var cores = 2

    @Option(name: .customLong("seconds-per-1000-units"), help: "The machine's calibration: seconds per 1000 cost units.")
    var secondsPerThousandUnits = BuildTimeCalibration.reference.secondsPerThousandUnits

    @Option(name: .customLong("what-if-split"), help: "A module to split in two (name or container/name); repeatable.")
    var splits: [String] = []

    @Option(
      name: .customLong("what-if-cut"), parsing: .upToNextOption,
      help: "An edge to remove: the module that depends, then the one it depends on (A B); repeatable.")
    var cuts: [String] = []

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    func validate() throws {
      if cores < 1 { throw ValidationError("--cores must be 1 or more") }
      if secondsPerThousandUnits <= 0 { throw ValidationError("--seconds-per-1000-units must be above 0") }
      if cuts.count % 2 != 0 { throw ValidationError("--what-if-cut takes two modules: A B (A depends on B)") }
    }

    func run() throws {
      try runOrExit {
        let pipeline = try workspace.pipeline()
        defer { workspace.printTimings() }
        let scanned = try pipeline.loadAndScan()
        printToStandardError(scanned.diagnostics + pipeline.configurationWarnings)
        let graph = pipeline.checkedGraph(scanned.graph)
        let splitIDs = try splits.map { try ModuleLookup.find($0, in: graph, option: "--what-if-split") }
        let cutIDs = try stride(from: 0, to: cuts.count, by: 2).map { index in
          (
            try ModuleLookup.find(cuts[index], in: graph, option: "--what-if-cut"),
            try ModuleLookup.find(cuts[index + 1], in: graph, option: "--what-if-cut")
          )
        }
        let report = try pipeline.buildTimeReport(
          scanned, cores: cores, calibration: BuildTimeCalibration(secondsPerThousandUnits: secondsPerThousandUnits),
          splits: splitIDs, cuts: cutIDs)
        switch format {
        case .text: print(BuildTimeOutput.text(report), terminator: "")
        case .json: print(BuildTimeOutput.json(report), terminator: "")
        }
        return 0
      }
    }
  }
}
