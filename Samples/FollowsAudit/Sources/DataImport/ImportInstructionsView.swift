import SwiftUI

/// How to get an export out of Instagram, step by step, and the button that starts the import.
struct ImportInstructionsView: View {
  let didTapChooseFolder: () -> Void

  private let steps = [
    "In Instagram, open Accounts Center › Your information and permissions › Download your information.",
    "Request \"Some of your information\": Followers and following, and Personal information.",
    "Choose the JSON format and All time, then create the files.",
    "When Instagram's e-mail arrives, download the ZIP and unzip it in the Files app.",
  ]

  var body: some View {
    List {
      Section {
        ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
          Label(step, systemImage: "\(index + 1).circle.fill")
        }
      } header: {
        Text("Get your export")
      } footer: {
        Text("The export never leaves this device: Follows Audit has no servers and never logs in to Instagram.")
      }
      Section {
        Button("Choose Export Folder", systemImage: "folder", action: didTapChooseFolder)
      }
    }
  }
}
