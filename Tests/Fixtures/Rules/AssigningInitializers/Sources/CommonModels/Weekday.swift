/// The days a shop opens, as the server spells them.
public enum Weekday: String, CaseIterable, Hashable {
  case monday = "MON"
  case tuesday = "TUE"
  case wednesday = "WED"
}
