/// Fills the page template with a title.
public func render(title: String, template: String) -> String {
  template.replacingOccurrences(of: "{{title}}", with: title)
}
