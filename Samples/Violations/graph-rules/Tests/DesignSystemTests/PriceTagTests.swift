import DesignSystem
import Testing

@Test func formatsCentsAsEuros() {
  let tag = PriceTag(amountInCents: 129_900, yearOfManufacture: 1977)
  #expect(tag.formattedAmount.contains("1,299.00"))
}
