import Formatting

let indenter = Indenter(width: 2)
for line in CommandLine.arguments.dropFirst() {
  print(indenter.indent(line))
}
