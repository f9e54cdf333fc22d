#if TILL_PRO
public let discountPercent = 10
#endif
