import Kit
import KitUI

print(banner(for: Greeting(text: "hello")))
