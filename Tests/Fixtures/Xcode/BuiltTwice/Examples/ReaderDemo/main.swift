import Reader

print(Reader().version())
