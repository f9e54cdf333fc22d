import Danger

let danger = Danger()
