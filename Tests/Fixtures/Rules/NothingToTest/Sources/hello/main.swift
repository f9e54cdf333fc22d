// A placeholder for the command-line tool to come.

print("hello here")
