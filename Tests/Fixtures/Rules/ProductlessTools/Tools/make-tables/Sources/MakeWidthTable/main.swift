import TableKit

let wide: [UInt32] = [0x1100, 0x1101, 0x2E80, 0x3000]
for range in ranges(in: wide) {
  print("0x\(String(range.lowerBound, radix: 16))...0x\(String(range.upperBound, radix: 16))")
}
