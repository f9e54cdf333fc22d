import ScriptHelpers

let output = "docs/Shop.doccarchive"
let command = """
  swift package --allow-writing-to-directory \(output) \
    generate-documentation \
    --target QueryRuntime \
    --target ShopKit \
    --enable-experimental-combined-documentation \
    --output-path \(output)
  """
let status = try shell(command)
print(status == 0 ? "Documentation written to \(output)" : "The documentation build failed")
