import Cart
import CartAPI

let basket: any Basket = Cart()
