struct Rules {}
