/// What a module's code asks of the compiler, counted from the scanner's facts: the inputs of its build cost.
///
/// Each count is something a clean compile pays for. Per module: one front-end start that imports the standard
/// library and the module's dependencies, and the module's interface emitted for its dependents. Per file: its
/// parse, and the declarations of every other file of the module it must look up. Per line, function and decision
/// point: type checking and code generation. And the constructs the type checker is known to spend time on
/// (`TypeCheckingLoad`). And per build, the system modules its files import (`SystemModule`): the first compile job
/// that imports one pays for its module cache.
public struct BuildCostInputs: Hashable, Codable, Sendable {
  public var files: Int
  public var codeLines: Int
  public var functions: Int
  /// Decision points above one per function (the sum of cyclomatic complexities less the function count).
  public var decisionPoints: Int
  public var typeChecking: TypeCheckingLoad
  /// The system modules the files' imports load (with what those load in turn), in `SystemModule` order, each
  /// once; the `#else` of an `#if canImport(X)` is left out (`SystemModule.loaded(byImportsOf:)`).
  public var systemModules: [SystemModule]

  public init(
    files: Int = 0, codeLines: Int = 0, functions: Int = 0, decisionPoints: Int = 0,
    typeChecking: TypeCheckingLoad = .init(), systemModules: [SystemModule] = []
  ) {
    self.files = files
    self.codeLines = codeLines
    self.functions = functions
    self.decisionPoints = decisionPoints
    self.typeChecking = typeChecking
    self.systemModules = systemModules
  }

  /// The inputs of several files (of one module, or of one half of it).
  public static func + (lhs: BuildCostInputs, rhs: BuildCostInputs) -> BuildCostInputs {
    BuildCostInputs(
      files: lhs.files + rhs.files, codeLines: lhs.codeLines + rhs.codeLines, functions: lhs.functions + rhs.functions,
      decisionPoints: lhs.decisionPoints + rhs.decisionPoints, typeChecking: lhs.typeChecking + rhs.typeChecking,
      systemModules: Set(lhs.systemModules + rhs.systemModules).sorted())
  }

  /// The inputs of one scanned file.
  public init(file: FileFacts) {
    self.init(
      files: 1, codeLines: file.lines.code, functions: file.functions.count,
      decisionPoints: file.functions.reduce(0) { $0 + max(0, $1.cyclomaticComplexity - 1) },
      typeChecking: file.typeChecking, systemModules: SystemModule.loaded(byImportsOf: file))
  }
}

/// How much each input weighs, in cost units: one unit is what one plain line of code costs. Costs are integers so
/// that every sum the model makes is exact and the same on every machine; a machine turns units into seconds with
/// one calibration constant (`BuildTimeCalibration`).
///
/// The weights are a least-squares fit (`scripts/bench/buildtime-fit.py`, on each module's relative error) to the
/// per-module front-end times of clean debug builds of the three packages `Benchmarks/buildtime.md` fits on
/// (swift-log, swift-argument-parser and a generated chain of tiny modules), never the ones it checks on: a file
/// costs about 60 lines, a module 17 more, and a clean build's first compile job builds the cache of the standard
/// library's modules (about 2,440 lines' worth, `setup`). The first import of a system module in a build costs its
/// own cache (`libcSetup` and the others, `SystemModule`): those were measured directly, on generated packages whose
/// modules differ only in what they import (`scripts/bench/generate-imports.py`), before the other weights were
/// fitted, and are part of the setup, not of a module's cost (a later module that imports it again pays about 0.05 s,
/// a tenth of a small module's cost: not modelled). Functions and decision points added nothing the lines did not
/// already say on those packages (the fit gave them no weight when lines were in it, and lines none when they were),
/// so they weigh nothing. A weight for the lines of the modules a module imports fitted those packages better and
/// failed the check (swift-nio's examples import 40,000 lines and compile in 0.3 s): it is not in the model. The
/// type-checking weights are rough guesses (such constructs are rare, so they move few totals).
public struct BuildCostWeights: Hashable, Codable, Sendable {
  public var setup: Int = 2_440
  public var module: Int = 17
  public var file: Int = 60
  public var codeLine: Int = 1
  public var function: Int = 0
  public var decisionPoint: Int = 0
  public var longLiteral: Int = 60
  public var operatorChain: Int = 40
  public var untypedClosure: Int = 2
  public var deepGeneric: Int = 25
  /// What the first import of each system module in a clean build adds to the setup (`SystemModule`): measured
  /// directly on generated packages (the C library 0.90 s, Dispatch 0.15, FoundationEssentials 1.01 and Foundation
  /// above it 0.52 on the reference machine), not fitted on any package, in units of that machine's line.
  public var libcSetup: Int = 1_040
  public var dispatchSetup: Int = 170
  public var foundationEssentialsSetup: Int = 1_160
  public var foundationSetup: Int = 600

  public init() {}

  /// What the first import of `module` in a clean build adds to the setup.
  public func setup(of module: SystemModule) -> Int {
    switch module {
    case .libc: libcSetup
    case .dispatch: dispatchSetup
    case .foundationEssentials: foundationEssentialsSetup
    case .foundation: foundationSetup
    }
  }

  /// The cost of a module with these inputs; a module with no file costs nothing (nothing to compile).
  public func cost(of inputs: BuildCostInputs) -> Int {
    guard inputs.files > 0 else { return 0 }
    return module + variableCost(of: inputs)
  }

  /// The cost of the files alone, without the per-module part: what a group of files adds to the module it sits in.
  public func variableCost(of inputs: BuildCostInputs) -> Int {
    let load = inputs.typeChecking
    return file * inputs.files + codeLine * inputs.codeLines + function * inputs.functions
      + decisionPoint * inputs.decisionPoints + longLiteral * load.longLiterals + operatorChain * load.operatorChains
      + untypedClosure * load.untypedClosures + deepGeneric * load.deepGenerics
  }
}

/// Seconds per thousand cost units on one machine: the one constant the model is calibrated with.
public struct BuildTimeCalibration: Hashable, Codable, Sendable {
  public var secondsPerThousandUnits: Double

  public init(secondsPerThousandUnits: Double) {
    self.secondsPerThousandUnits = secondsPerThousandUnits
  }

  /// The constant fitted in `Benchmarks/buildtime.md`: the front-end CPU time of clean debug builds (`swift build`,
  /// one job) of swift-log, swift-argument-parser and the generated chain on its machine, over their model units
  /// (0.773 with the system modules' setup; 0.818 before). Another machine fits its own (`scripts/bench/buildtime.sh`,
  /// then `buildtime-analyse.py`).
  public static let reference = BuildTimeCalibration(secondsPerThousandUnits: 0.77)

  public func seconds(_ units: Int) -> Double { Double(units) * secondsPerThousandUnits / 1000 }
}
