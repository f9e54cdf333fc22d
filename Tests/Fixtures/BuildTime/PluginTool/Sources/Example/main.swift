import Formatting

print(Indenter(width: 4).indent("example"))
