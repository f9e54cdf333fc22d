import QuillShell

/// What the demo does with a line: stop, show help, or answer.
enum Command {
  case stop, help, answer(String)

  init(_ line: String) {
    switch line {
    case "", "quit": self = .stop
    case "help": self = .help
    default: self = .answer(line)
    }
  }
}

print("Welcome to the Quill shell demo. Type a line, or an empty one to stop.")
let shell = Shell()
loop: while let line = readLine() {
  switch Command(line) {
  case .stop: break loop
  case .help: print("Type a note; '#' starts a heading.")
  case .answer(let text):
    let answer = shell.answer(text)
    print(answer.hasPrefix("heading") ? "== \(answer) ==" : answer)
  }
}
