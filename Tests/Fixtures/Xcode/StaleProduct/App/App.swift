import Formats

let format = Format()
