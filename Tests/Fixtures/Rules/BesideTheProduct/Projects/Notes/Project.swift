import ProjectDescription

// The notes app, its iCloud build over the same files, and a macOS target that is still the template.
let project = Project(
  name: "Notes",
  targets: [
    .target(
      name: "Notes", destinations: .macOS, product: .app, bundleId: "org.example.notes",
      sources: ["../../Notes/**"]),
    .target(
      name: "Notes (iCloud)", destinations: .macOS, product: .app, bundleId: "org.example.notes.icloud",
      sources: ["../../Notes/**"]),
    .target(
      name: "NotesMac", destinations: .macOS, product: .app, bundleId: "org.example.notes.mac",
      sources: ["../../NotesMac/**"]),
  ]
)
