import Foundation
import PlumbModel

/// `plumb buildtime` as text or JSON: the totals, the critical path and the modules that dominate it, the modules
/// whose change rebuilds the most, and each what-if with its gain. Costs are model units; seconds are the
/// calibration's estimate.
public enum BuildTimeOutput {
  /// How many modules the text lists under "most rebuilt" and "dominating".
  static let listed = 10

  public static func text(_ report: BuildTimeReport) -> String {
    let summary = report.summary
    var text = "build-time model: \(report.modules.count) modules (an estimate from the graph, not a measurement)\n"
    text += "  clean build, 1 core:        \(units(summary.totalCost, report))"
    text += report.setupCost > 0 ? ", with \(report.setupCost) of setup (\(setupParts(report)))\n" : "\n"
    text += "  clean build, \(report.cores) cores:".padding(toLength: 30, withPad: " ", startingAt: 0)
    text += "\(units(summary.makespan, report))\n"
    text += "  critical path:              \(units(summary.criticalPath, report)), "
    text += "\(report.criticalPath.modules.count) modules, \(percent(summary.criticalPath, of: summary.totalCost)) of the total\n"
    text += "  a change rebuilds (mean):   \(units(Int(summary.meanRebuild.rounded()), report)), "
    text += "\(percent(Int(summary.meanRebuild.rounded()), of: summary.totalCost - report.setupCost)) of the modules' cost\n"
    let host = report.modules.filter(\.builtForHost).map(\.module.name).sorted()
    if !host.isEmpty {
      text += "  compiled twice (a plugin or a macro runs them on the build machine): \(host.joined(separator: ", "))\n"
    }
    if !report.criticalPath.modules.isEmpty {
      text += "\ncritical path (first built first):\n  "
      text += report.criticalPath.modules.map(\.name).joined(separator: " → ") + "\n"
      text += "\ndominating the critical path:\n"
      text += table(
        ["module", "cost", "share of path"],
        report.dominatingPath.prefix(listed).map {
          [$0.module.description, "\($0.cost)", percent($0.cost, of: summary.criticalPath)]
        })
    }
    if !report.modules.isEmpty {
      text += "\na change to these rebuilds the most (itself and the modules that import it directly):\n"
      text += table(
        ["module", "cost", "imported by", "rebuilds", "share"],
        report.mostRebuilt.prefix(listed).map {
          [
            $0.module.description, "\($0.cost)", "\($0.directDependents)", "\($0.incrementalCost)",
            percent($0.incrementalCost, of: summary.totalCost - report.setupCost),
          ]
        })
    }
    for whatIf in report.whatIfs {
      text += "\nwhat if: \(whatIf.title)\n  \(whatIf.method)\n"
      text += table(
        ["", "before", "after", "gain"],
        [
          row("clean build, 1 core", whatIf.before.totalCost, whatIf.after.totalCost),
          row("clean build, \(report.cores) cores", whatIf.before.makespan, whatIf.after.makespan),
          row("critical path", whatIf.before.criticalPath, whatIf.after.criticalPath),
          row(
            "a change rebuilds (mean)", Int(whatIf.before.meanRebuild.rounded()), Int(whatIf.after.meanRebuild.rounded())),
        ])
      for note in whatIf.notes { text += "  note: \(note)\n" }
    }
    text += "\nunits: cost units (about one plain line each); seconds at \(report.calibration.secondsPerThousandUnits) s "
    text += "per 1000 units, the CPU time of a debug build on the machine the model was calibrated on\n"
    return text
  }

  public static func json(_ report: BuildTimeReport) -> String {
    struct Summary: Encodable {
      var totalCost: Int
      var makespan: Int
      var criticalPath: Int
      var meanRebuild: Double
      init(_ summary: BuildTimeModel.Summary) {
        totalCost = summary.totalCost
        makespan = summary.makespan
        criticalPath = summary.criticalPath
        meanRebuild = (summary.meanRebuild * 100).rounded() / 100
      }
    }
    struct Module: Encodable {
      var id: ModuleID
      var cost: Int
      var incrementalCost: Int
      var transitiveIncrementalCost: Int
      var directDependents: Int
      var dependents: Int
      var builtForHost: Bool
      var inputs: BuildCostInputs?
      var start: Int
      var finish: Int
    }
    struct WhatIf: Encodable {
      var title: String
      var method: String
      var before: Summary
      var after: Summary
      var notes: [String]
    }
    struct Document: Encodable {
      var cores: Int
      var secondsPerThousandUnits: Double
      var setupCost: Int
      /// The part of the setup each system module's first import costs, by `SystemModule` name.
      var systemSetup: [String: Int]
      var summary: Summary
      var criticalPath: [ModuleID]
      var modules: [Module]
      var whatIfs: [WhatIf]
    }
    let document = Document(
      cores: report.cores, secondsPerThousandUnits: report.calibration.secondsPerThousandUnits,
      setupCost: report.setupCost,
      systemSetup: Dictionary(uniqueKeysWithValues: report.systemSetup.map { ($0.key.rawValue, $0.value) }),
      summary: Summary(report.summary), criticalPath: report.criticalPath.modules,
      modules: report.modules.map {
        Module(
          id: $0.module, cost: $0.cost, incrementalCost: $0.incrementalCost,
          transitiveIncrementalCost: $0.transitiveIncrementalCost, directDependents: $0.directDependents,
          dependents: $0.dependents, builtForHost: $0.builtForHost, inputs: $0.inputs, start: $0.start,
          finish: $0.finish)
      },
      whatIfs: report.whatIfs.map {
        WhatIf(title: $0.title, method: $0.method, before: Summary($0.before), after: Summary($0.after), notes: $0.notes)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try! encoder.encode(document)  // numbers and strings only: encoding cannot fail
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// What the setup is made of: the standard library's module cache, and each system module's first import.
  static func setupParts(_ report: BuildTimeReport) -> String {
    let names: [SystemModule: String] = [
      .libc: "the C library", .dispatch: "Dispatch", .foundationEssentials: "FoundationEssentials",
      .foundation: "Foundation",
    ]
    let system = report.systemSetup.sorted { $0.key < $1.key }.map { "\(names[$0.key]!) \($0.value)" }
    let base = report.setupCost - report.systemSetup.values.reduce(0, +)
    return "the system modules' cache: the standard library \(base)" + system.map { ", " + $0 }.joined()
  }

  static func units(_ value: Int, _ report: BuildTimeReport) -> String {
    "\(value) units (~\(seconds(report.calibration.seconds(value))))"
  }

  static func seconds(_ value: Double) -> String {
    value < 100 ? String(format: "%.1f s", value) : String(format: "%.0f s", value)
  }

  static func percent(_ part: Int, of whole: Int) -> String {
    whole == 0 ? "0%" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
  }

  static func row(_ name: String, _ before: Int, _ after: Int) -> [String] {
    [name, "\(before)", "\(after)", "\(before - after) (\(percent(before - after, of: before)))"]
  }

  /// Columns padded to their widest cell, the first left-aligned, the others right-aligned; indented by two.
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      let text = cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
      return "  " + String(text.reversed().drop { $0 == " " }.reversed()) + "\n"
    }
    return line(header) + rows.map(line).joined()
  }
}
