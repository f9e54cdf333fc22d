import Library
