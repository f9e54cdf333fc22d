import ProjectDescription

extension Array where Element == Target {
  /// Raises each target's deployment target where the SDK asks for it (hand-written fixture: a helper beyond what
  /// plumb evaluates).
  public func withDeploymentFloors() -> [Target] {
    map { target in
      guard let iOS = target.deploymentTargets?.iOS, iOS.compare("15.0", options: .numeric) == .orderedAscending
      else { return target }
      var raised = target
      raised.deploymentTargets = .iOS("15.0")
      return raised
    }
  }
}
