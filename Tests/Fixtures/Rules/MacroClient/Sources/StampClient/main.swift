import Stamp

let a = 17
let b = 25
let (result, code) = #stamp(a + b)
print("The value \(result) was produced by the code \"\(code)\"")
