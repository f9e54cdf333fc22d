import Toolkit

print(Trimmer().trim("  demo  "))
