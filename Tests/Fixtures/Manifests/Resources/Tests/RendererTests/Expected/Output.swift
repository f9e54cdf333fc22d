import HTTPTypes

let expected = "A"
