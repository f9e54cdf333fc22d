/// The steps XcodeGen takes on the merged spec before it reads a target: targets whose `platform` is a list become
/// one target per platform (`App_iOS`, `App_tvOS`, with `${platform}` replaced), and targets take their
/// `targetTemplates` (merged under the target, `${target_name}` and `templateAttributes` replaced). XcodeGen expands
/// platforms, then templates, then platforms again (a template may give a target a list of platforms); so does this.
enum XcodeGenExpansion {
  static func expand(_ document: XcodeGenNode) -> XcodeGenNode {
    var result = expandPlatforms(document)
    result = applyTemplates(result)
    return expandPlatforms(result)
  }

  /// One target per platform of a `platform: [iOS, tvOS]` target, named with `platformPrefix` and `platformSuffix`
  /// (`_<platform>` by default). The copies keep the target's name as their product name, so all build one module.
  static func expandPlatforms(_ document: XcodeGenNode) -> XcodeGenNode {
    guard let targets = document["targets"], let entries = targets.entries else { return document }
    var expanded: [XcodeGenNode.Entry] = []
    for entry in entries {
      guard let platforms = entry.value["platform"]?.sequence?.compactMap(\.string) else {
        expanded.append(entry)
        continue
      }
      for platform in platforms {
        var target = entry.value.expanding(["platform": platform])
        target = target.setting("platform", to: target.scalar(platform))
        let prefix = target["platformPrefix"]?.string ?? ""
        let suffix = target["platformSuffix"]?.string ?? "_\(platform)"
        target = target.setting("settings", to: settingProductName(entry.key, in: target))
        target = target.setting("productName", to: target.scalar(entry.key))
        expanded.append(XcodeGenNode.Entry(key: prefix + entry.key + suffix, line: entry.line, value: target))
      }
    }
    return document.setting("targets", to: XcodeGenNode(.mapping(expanded), file: targets.file, line: targets.line))
  }

  /// The target's settings with `PRODUCT_NAME` set to the unexpanded name unless the spec sets it.
  private static func settingProductName(_ name: String, in target: XcodeGenNode) -> XcodeGenNode {
    let settings = target["settings"] ?? XcodeGenNode(.mapping([]), file: target.file, line: target.line)
    let isStructured = ["configs", "groups", "base"].contains { settings[$0] != nil }
    if isStructured {
      let base = settings["base"] ?? XcodeGenNode(.mapping([]), file: settings.file, line: settings.line)
      guard base["PRODUCT_NAME"] == nil else { return settings }
      return settings.setting("base", to: base.setting("PRODUCT_NAME", to: base.scalar(name)))
    }
    guard settings["PRODUCT_NAME"] == nil else { return settings }
    return settings.setting("PRODUCT_NAME", to: settings.scalar(name))
  }

  /// Each target merged onto its templates (and theirs, nested templates first).
  static func applyTemplates(_ document: XcodeGenNode) -> XcodeGenNode {
    guard let targets = document["targets"], let entries = targets.entries else { return document }
    var templates: [String: XcodeGenNode] = [:]
    for entry in document["targetTemplates"]?.entries ?? [] { templates[entry.key] = entry.value }
    var result: [XcodeGenNode.Entry] = []
    for entry in entries {
      var names: [String] = []
      collect(of: entry.value, templates: templates, into: &names)
      guard !names.isEmpty else {
        result.append(entry)
        continue
      }
      var base = XcodeGenNode(.mapping([]), file: entry.value.file, line: entry.value.line)
      for name in names { base = templates[name]!.merged(onto: base) }
      var target = entry.value.merged(onto: base).expanding(["target_name": entry.key])
      if let attributes = target["templateAttributes"]?.entries {
        var variables: [String: String] = [:]
        for attribute in attributes { variables[attribute.key] = attribute.value.string }
        target = target.expanding(variables)
      }
      result.append(XcodeGenNode.Entry(key: entry.key, line: entry.line, value: target))
    }
    return document.setting("targets", to: XcodeGenNode(.mapping(result), file: targets.file, line: targets.line))
  }

  /// The names of the templates a target (or template) uses that exist, each once, nested ones before theirs.
  private static func collect(of node: XcodeGenNode, templates: [String: XcodeGenNode], into names: inout [String]) {
    for name in node["templates"]?.strings ?? [] where !names.contains(name) {
      guard let template = templates[name] else { continue }
      collect(of: template, templates: templates, into: &names)
      if !names.contains(name) { names.append(name) }
    }
  }

  /// Template names a target uses that no `targetTemplates` entry defines: XcodeGen leaves them out silently, plumb
  /// says so.
  static func missingTemplates(of target: XcodeGenNode, in document: XcodeGenNode) -> [String] {
    let defined = Set(document["targetTemplates"]?.entries?.map(\.key) ?? [])
    return (target["templates"]?.strings ?? []).filter { !defined.contains($0) }
  }
}
