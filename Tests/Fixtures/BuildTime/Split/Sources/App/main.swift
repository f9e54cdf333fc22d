import Store

let screen = CartScreen()
print(screen.title)
