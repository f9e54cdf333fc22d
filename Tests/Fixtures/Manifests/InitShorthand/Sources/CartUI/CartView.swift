import ArgumentParser
import Cart

public struct CartView { let cart = Cart() }
