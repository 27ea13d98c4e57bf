/// Parses a regular expression in the ICU syntax `NSRegularExpression` uses and rejects what
/// could make matching take exponential time, before the pattern is ever compiled.
///
/// The analysis is conservative: it accepts a subset of ICU (no backreferences, lookaround,
/// comments or free-spacing mode) and, under any quantifier that can repeat more than once, no
/// variable-count quantifier and no alternation whose branches may start with the same character
/// or match nothing. Those are the shapes of catastrophic backtracking (`(a+)+`, `(a*)*`,
/// `(a|a)*`, `(a|ab)*`, `(\w|-)+`); rewriting them with a character class (`[\w-]+`) or
/// a fixed count is always possible for the patterns forms need.
///
/// Columns count Unicode scalars from 1: ICU sees scalars, so the analysis does too. Every
/// error it throws is a ``Rejection``. (Not typed throws: compiling those for iOS crashes
/// Swift 6.3.1's SILGen.)
package struct PatternAnalyzer {
  /// Why a pattern was rejected, and where.
  package struct Rejection: Error, Equatable {
    /// What is wrong, in a few words.
    package var message: String
    /// The 1-based column (in Unicode scalars) of the rejected construct.
    package var column: Int
  }

  /// What a character-consuming piece of the pattern may start with.
  enum FirstCharacters: Equatable {
    /// Known literal characters (both cases of letters, since `(?i)` may be on).
    case some(Set<Unicode.Scalar>)
    /// Unknown (a class, `.`, an escape): may overlap anything.
    case any

    static let none = FirstCharacters.some([])

    func union(_ other: FirstCharacters) -> FirstCharacters {
      switch (self, other) {
      case (.some(let left), .some(let right)): return .some(left.union(right))
      default: return .any
      }
    }

    func overlaps(_ other: FirstCharacters) -> Bool {
      switch (self, other) {
      case (.some(let left), .some(let right)): return !left.isDisjoint(with: right)
      case (.some(let set), .any), (.any, .some(let set)): return !set.isEmpty
      case (.any, .any): return true
      }
    }
  }

  indirect enum Node {
    /// Consumes one character (a literal, a class, `.`, an escape).
    case atom(FirstCharacters)
    /// Consumes nothing (`^`, `$`, `\b`, an inline flag group).
    case zeroWidth
    /// A group: its alternatives, each a sequence. `column` is the opening parenthesis.
    case group([[Node]], column: Int)
    /// A quantified node: `min`, `max` (`nil`: unbounded), where the quantifier stands.
    case repeated(Node, min: Int, max: Int?, column: Int)
  }

  static let maximumLength = 256
  static let maximumRepetition = 1000

  private let scalars: [Unicode.Scalar]
  private var position = 0

  private init(_ source: String) { scalars = Array(source.unicodeScalars) }

  /// Parses and checks `source`; returns nothing when the pattern is safe.
  package static func check(_ source: String) throws {
    let count = source.unicodeScalars.count
    if count > maximumLength {
      throw Rejection(
        message: "the pattern has \(count) characters; at most \(maximumLength) are allowed", column: maximumLength + 1)
    }
    var analyzer = PatternAnalyzer(source)
    let alternatives = try analyzer.parseAlternatives(depth: 0)
    if analyzer.position < analyzer.scalars.count {
      throw Rejection(message: "unbalanced ')'", column: analyzer.position + 1)
    }
    try Self.checkRepetitions(in: .group(alternatives, column: 0), underRepetition: nil)
  }

  // MARK: Parsing

  private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    position + offset < scalars.count ? scalars[position + offset] : nil
  }

  private func rejection(_ message: String, at index: Int? = nil) -> Rejection {
    Rejection(message: message, column: (index ?? position) + 1)
  }

  private mutating func parseAlternatives(depth: Int) throws -> [[Node]] {
    // NB: the length limit bounds nesting too, so recursion stays shallow.
    var alternatives: [[Node]] = [[]]
    while let scalar = current {
      switch scalar {
      case "|":
        position += 1
        alternatives.append([])
      case ")":
        guard depth > 0 else { throw rejection("unbalanced ')'") }
        return alternatives
      default:
        let node = try parseItem()
        alternatives[alternatives.count - 1].append(try parseQuantifiers(after: node))
      }
    }
    // An unclosed group is reported by `parseGroup`, at its opening parenthesis.
    return alternatives
  }

  private mutating func parseItem() throws -> Node {
    guard let scalar = current else { throw rejection("unexpected end of pattern") }
    switch scalar {
    case "(":
      return try parseGroup()
    case "[":
      try skipClass()
      return .atom(.any)
    case "\\":
      return try parseEscape()
    case ".":
      position += 1
      return .atom(.any)
    case "^", "$":
      position += 1
      return .zeroWidth
    case "*", "+", "?":
      throw rejection("'\(scalar)' has nothing to repeat")
    case "{":
      throw rejection("'{' has nothing to repeat")
    default:
      position += 1
      return .atom(Self.literal(scalar))
    }
  }

  private static func literal(_ scalar: Unicode.Scalar) -> FirstCharacters {
    // Both cases: an inline `(?i)` may make the match case-insensitive.
    var set: Set<Unicode.Scalar> = [scalar]
    for variant in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
      if let first = variant.unicodeScalars.first, variant.unicodeScalars.count == 1 { set.insert(first) }
    }
    return .some(set)
  }

  private mutating func parseGroup() throws -> Node {
    let open = position
    position += 1
    if current == "?" {
      position += 1
      switch current {
      case ":", ">":
        position += 1
      case "=", "!":
        throw rejection("lookahead is not allowed", at: open)
      case "<":
        if peek(1) == "=" || peek(1) == "!" { throw rejection("lookbehind is not allowed", at: open) }
        position += 1
        try parseGroupName()
      case "#":
        throw rejection("comments are not allowed", at: open)
      case "P":
        throw rejection("this group syntax is not supported", at: open)
      default:
        // Inline flags: (?i) (?i-m) (?i:…). Free-spacing (x) changes how the rest parses.
        var sawFlag = false
        while let flag = current, "imsw-".unicodeScalars.contains(flag) {
          sawFlag = true
          position += 1
        }
        if current == "x" { throw rejection("free-spacing mode (x) is not allowed", at: position) }
        guard sawFlag else { throw rejection("unknown group syntax", at: open) }
        if current == ")" {
          position += 1
          return .zeroWidth
        }
        guard current == ":" else { throw rejection("unknown group syntax", at: open) }
        position += 1
      }
    }
    let alternatives = try parseAlternatives(depth: 1)
    guard current == ")" else { throw rejection("a group is not closed", at: open) }
    position += 1
    return .group(alternatives, column: open + 1)
  }

  private mutating func parseGroupName() throws {
    let start = position
    while let scalar = current, Self.isASCIILetterOrDigit(scalar) {
      position += 1
    }
    guard position > start, current == ">" else { throw rejection("malformed group name", at: start) }
    position += 1
  }

  private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private mutating func parseEscape() throws -> Node {
    let start = position
    position += 1
    guard let scalar = current else { throw rejection("the pattern ends with '\\'", at: start) }
    position += 1
    switch scalar {
    case "1"..."9":
      throw rejection("backreferences are not allowed", at: start)
    case "k":
      throw rejection("backreferences are not allowed", at: start)
    case "0":
      // Octal: \0ooo.
      var digits = 0
      while digits < 3, let next = current, ("0"..."7").contains(next) {
        position += 1
        digits += 1
      }
      return .atom(.any)
    case "Q":
      return try parseQuoted(start: start)
    case "E":
      return .zeroWidth
    case "b", "B", "A", "z", "Z", "G":
      return .zeroWidth
    case "d", "D", "w", "W", "s", "S", "h", "H", "v", "V", "R", "X":
      return .atom(.any)
    case "t", "n", "r", "f", "a", "e":
      return .atom(.any)
    case "p", "P", "N":
      try skipBraces(required: true, start: start)
      return .atom(.any)
    case "x":
      if current == "{" {
        try skipBraces(required: true, start: start)
      } else {
        try skipHex(count: 2, start: start)
      }
      return .atom(.any)
    case "u":
      try skipHex(count: 4, start: start)
      return .atom(.any)
    case "U":
      try skipHex(count: 8, start: start)
      return .atom(.any)
    case "c":
      guard current != nil else { throw rejection("'\\c' needs a letter", at: start) }
      position += 1
      return .atom(.any)
    default:
      if Self.isASCIILetterOrDigit(scalar) { throw rejection("unknown escape '\\\(scalar)'", at: start) }
      return .atom(Self.literal(scalar))
    }
  }

  /// `\Q…\E`: literal text. It must be closed, or it would swallow what the rule appends.
  private mutating func parseQuoted(start: Int) throws -> Node {
    var firstLiteral: Unicode.Scalar?
    var items: [Node] = []
    while let scalar = current {
      if scalar == "\\", peek(1) == "E" {
        position += 2
        guard let first = firstLiteral else { return .zeroWidth }
        // A quoted run is a sequence of literals: its first character decides overlaps.
        items.insert(.atom(Self.literal(first)), at: 0)
        return .group([items], column: start + 1)
      }
      if firstLiteral == nil { firstLiteral = scalar } else { items.append(.atom(Self.literal(scalar))) }
      position += 1
    }
    throw rejection("'\\Q' is not closed by '\\E'", at: start)
  }

  private mutating func skipBraces(required: Bool, start: Int) throws {
    guard current == "{" else {
      if required { throw rejection("malformed escape", at: start) }
      return
    }
    while let scalar = current, scalar != "}" {
      guard scalar != "[", scalar != "]", scalar != "(", scalar != ")" else {
        throw rejection("malformed escape", at: start)
      }
      position += 1
    }
    guard current == "}" else { throw rejection("malformed escape", at: start) }
    position += 1
  }

  private mutating func skipHex(count: Int, start: Int) throws {
    for _ in 0..<count {
      guard let scalar = current, scalar.properties.isASCIIHexDigit else {
        throw rejection("malformed hexadecimal escape", at: start)
      }
      position += 1
    }
  }

  /// Skips a character class, nested sets included (`[a-z&&[^aeiou]]`, `[[:alpha:]]`).
  private mutating func skipClass() throws {
    let start = position
    var depth = 0
    while let scalar = current {
      switch scalar {
      case "[":
        depth += 1
        position += 1
        if current == "^" { position += 1 }
        // A ']' right after the opening bracket is a literal.
        if current == "]" { position += 1 }
      case "]":
        depth -= 1
        position += 1
        if depth == 0 { return }
      case "\\":
        guard let next = peek(1) else { throw rejection("the pattern ends with '\\'", at: position) }
        if next == "Q" || next == "E" { throw rejection("'\\Q' is not supported in a class", at: position) }
        if ("1"..."9").contains(next) || next == "k" {
          throw rejection("backreferences are not allowed", at: position)
        }
        position += 2
        if "pPNx".unicodeScalars.contains(next), current == "{" { try skipBraces(required: true, start: position - 2) }
      default:
        position += 1
      }
    }
    throw rejection("a character class is not closed", at: start)
  }

  /// Wraps `node` in each quantifier that follows it; a second quantifier on the same item is a
  /// nested quantifier.
  private mutating func parseQuantifiers(after node: Node) throws -> Node {
    guard let scalar = current else { return node }
    let column = position
    let bounds: (min: Int, max: Int?)
    switch scalar {
    case "*": bounds = (0, nil); position += 1
    case "+": bounds = (1, nil); position += 1
    case "?": bounds = (0, 1); position += 1
    case "{": bounds = try parseInterval()
    default: return node
    }
    if case .zeroWidth = node { throw rejection("an anchor cannot be repeated", at: column) }
    // Lazy (`*?`) and possessive (`*+`) forms change how, not how often.
    if current == "?" || current == "+" { position += 1 }
    if let next = current, "*+?{".unicodeScalars.contains(next) {
      throw rejection("nested quantifiers are not allowed", at: position)
    }
    return .repeated(node, min: bounds.min, max: bounds.max, column: column + 1)
  }

  private mutating func parseInterval() throws -> (min: Int, max: Int?) {
    let start = position
    position += 1
    guard let lower = parseNumber() else { throw rejection("malformed repetition count", at: start) }
    var upper: Int? = lower
    if current == "," {
      position += 1
      upper = current == "}" ? nil : parseNumber()
    }
    guard current == "}" else { throw rejection("malformed repetition count", at: start) }
    position += 1
    if lower > Self.maximumRepetition || (upper ?? 0) > Self.maximumRepetition {
      throw rejection("repetition counts above \(Self.maximumRepetition) are not allowed", at: start)
    }
    if let upper, upper < lower { throw rejection("the repetition range is reversed", at: start) }
    return (lower, upper)
  }

  private mutating func parseNumber() -> Int? {
    var value = 0
    var digits = 0
    while let scalar = current, ("0"..."9").contains(scalar) {
      // Saturate: counts are compared with a small limit anyway.
      value = min(value * 10 + Int(scalar.value - 48), Self.maximumRepetition + 1)
      digits += 1
      position += 1
    }
    return digits > 0 ? value : nil
  }

  // MARK: Checking

  /// Walks the tree; `underRepetition` is the column of the innermost enclosing quantifier
  /// that can repeat more than once.
  private static func checkRepetitions(in node: Node, underRepetition: Int?) throws {
    switch node {
    case .atom, .zeroWidth:
      return
    case .group(let alternatives, let column):
      if underRepetition != nil, alternatives.count > 1 {
        let firsts = alternatives.map(firstCharacters(of:))
        for (index, first) in firsts.enumerated() {
          if first.nullable {
            throw Rejection(message: "an alternative that matches nothing is repeated", column: max(column, 1))
          }
          for other in firsts[(index + 1)...] where first.characters.overlaps(other.characters) {
            throw Rejection(
              message: "alternatives that can start alike are repeated (use a character class)", column: max(column, 1))
          }
        }
      }
      for sequence in alternatives {
        for item in sequence { try checkRepetitions(in: item, underRepetition: underRepetition) }
      }
    case .repeated(let inner, let min, let max, let column):
      let isVariable = max != min
      if isVariable, let outer = underRepetition {
        throw Rejection(
          message: "nested quantifiers are not allowed (the outer one is at column \(outer))", column: column)
      }
      let repeatsMoreThanOnce = max.map { $0 > 1 } ?? true
      try checkRepetitions(
        in: inner, underRepetition: repeatsMoreThanOnce ? (underRepetition ?? column) : underRepetition)
    }
  }

  private static func firstCharacters(of sequence: [Node]) -> (characters: FirstCharacters, nullable: Bool) {
    var characters = FirstCharacters.none
    for node in sequence {
      let first = firstCharacters(of: node)
      characters = characters.union(first.characters)
      if !first.nullable { return (characters, false) }
    }
    return (characters, true)
  }

  private static func firstCharacters(of node: Node) -> (characters: FirstCharacters, nullable: Bool) {
    switch node {
    case .atom(let characters):
      return (characters, false)
    case .zeroWidth:
      return (.none, true)
    case .group(let alternatives, _):
      var characters = FirstCharacters.none
      var nullable = false
      for sequence in alternatives {
        let first = firstCharacters(of: sequence)
        characters = characters.union(first.characters)
        nullable = nullable || first.nullable
      }
      return (characters, nullable)
    case .repeated(let inner, let min, _, _):
      let first = firstCharacters(of: inner)
      return (first.characters, first.nullable || min == 0)
    }
  }
}
