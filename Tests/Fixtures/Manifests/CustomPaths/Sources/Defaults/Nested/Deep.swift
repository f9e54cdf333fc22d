struct Deep {}
