import Foundation

/// The literal values of a podspec attribute's right-hand side, read from Ruby text without running it: strings
/// (with `#{...}` resolved where plumb knows the name), symbols, `key:` hash keys, `%w[...]` word lists and bare
/// names. Brackets, braces, `=>` and commas only separate values, so `'A', 'B'`, `['A', 'B']` and
/// `{ :ios => '13.0' }` read alike.
enum RubyValue: Hashable, Sendable {
  /// A string literal; nil when it interpolates a name plumb cannot resolve.
  case string(String?)
  /// `:ios`, or `ios:` (a hash key).
  case symbol(String)
  /// A bare name (`files`, `s.name`): a local variable or a spec's attribute, resolved by the caller.
  case name(String)
  /// A number, `true`, `nil`, an operator other than `+`: nothing plumb reads.
  case other
  /// `+` between two values: string concatenation.
  case plus

  /// Reads the values of `text`; `interpolate` resolves the expression inside `#{...}` of a double-quoted string.
  static func values(of text: String, interpolate: @escaping (String) -> String?) -> [RubyValue] {
    var scanner = Scanner(characters: Array(text), interpolate: interpolate)
    return scanner.scan()
  }

  private struct Scanner {
    let characters: [Character]
    let interpolate: (String) -> String?
    var index = 0
    var values: [RubyValue] = []

    init(characters: [Character], interpolate: @escaping (String) -> String?) {
      self.characters = characters
      self.interpolate = interpolate
    }

    mutating func scan() -> [RubyValue] {
      while index < characters.count {
        let character = characters[index]
        switch character {
        case "'", "\"": values.append(.string(quoted(by: character)))
        case "%" where index + 2 < characters.count && "wWiI".contains(characters[index + 1]):
          wordList()
        case ":" where index + 1 < characters.count && isNameStart(characters[index + 1]):
          index += 1
          values.append(.symbol(name()))
        case ":" where index + 1 < characters.count && (characters[index + 1] == "'" || characters[index + 1] == "\""):
          index += 1
          let quote = characters[index]
          values.append(quoted(by: quote).map { .symbol($0) } ?? .other)
        case "+":
          values.append(.plus)
          index += 1
        case "." where index + 1 < characters.count && isNameStart(characters[index + 1]):
          // A method called on the previous value: `.freeze` and `.to_s` keep it, anything else changes it.
          index += 1
          let method = name()
          if !["freeze", "to_s", "strip", "dup"].contains(method), !values.isEmpty {
            values[values.count - 1] = .string(nil)
          }
        case _ where isNameStart(character):
          let word = name()
          if index < characters.count, characters[index] == ":",
            index + 1 >= characters.count || characters[index + 1] != ":"
          {
            index += 1
            values.append(.symbol(word))
          } else if ["true", "false", "nil"].contains(word) {
            values.append(.other)
          } else {
            values.append(.name(word))
          }
        case _ where character.isNumber:
          while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
          values.append(.other)
        default:
          index += 1
        }
      }
      return values
    }

    func isNameStart(_ character: Character) -> Bool { character.isLetter || character == "_" }

    /// A name with `.`-separated parts (`s.name`), stopping before a method call on it that is not an attribute.
    mutating func name() -> String {
      let start = index
      while index < characters.count {
        let character = characters[index]
        if character.isLetter || character.isNumber || character == "_" || character == "!" || character == "?" {
          index += 1
        } else if character == ".", index + 1 < characters.count, isNameStart(characters[index + 1]),
          String(characters[start..<index]).split(separator: ".").count < 2
        {
          index += 1
        } else {
          break
        }
      }
      return String(characters[start..<index])
    }

    /// The string at `index` (an opening quote), with escapes and, in double quotes, interpolation.
    mutating func quoted(by quote: Character) -> String? {
      index += 1
      var result = ""
      var resolved = true
      while index < characters.count, characters[index] != quote {
        let character = characters[index]
        if character == "\\", index + 1 < characters.count {
          result.append(characters[index + 1])
          index += 2
          continue
        }
        if quote == "\"", character == "#", index + 1 < characters.count, characters[index + 1] == "{" {
          var depth = 0
          var end = index + 1
          while end < characters.count {
            if characters[end] == "{" { depth += 1 }
            if characters[end] == "}" {
              depth -= 1
              if depth == 0 { break }
            }
            end += 1
          }
          let expression = String(characters[(index + 2)..<min(end, characters.count)])
          if let value = interpolate(expression.trimmingCharacters(in: .whitespaces)) {
            result += value
          } else {
            resolved = false
          }
          index = end + 1
          continue
        }
        result.append(character)
        index += 1
      }
      index += 1
      return resolved ? result : nil
    }

    /// `%w[a b]`, `%w(a b)`, `%w{a b}`: words as strings (`%i` as symbols).
    mutating func wordList() {
      let isSymbols = "iI".contains(characters[index + 1])
      let open = characters[index + 2]
      let close: Character =
        switch open {
        case "[": "]"
        case "(": ")"
        case "{": "}"
        case "<": ">"
        default: open
        }
      index += 3
      var word = ""
      func flush(_ values: inout [RubyValue]) {
        if !word.isEmpty { values.append(isSymbols ? .symbol(word) : .string(word)) }
        word = ""
      }
      while index < characters.count, characters[index] != close {
        if characters[index].isWhitespace { flush(&values) } else { word.append(characters[index]) }
        index += 1
      }
      flush(&values)
      index += 1
    }
  }
}
