//  ___FILENAME___
final class SettingsViewModel {
  let title = "Settings"
}
