import Module0
import Module1
import Module2
import Module3

let app = 1
