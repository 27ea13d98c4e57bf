/// A set of Unicode scalars as a pattern's character class, escape or literal describes it.
///
/// Classes are kept as a small tree (ranges, properties, set operations) rather than expanded,
/// so `\p{L}` costs nothing to build; ``PatternProgram`` adds an ASCII bitmap in front of it.
indirect enum ScalarClass: Sendable, Equatable {
  case range(UInt32, UInt32)
  case property(ScalarProperty)
  case union([ScalarClass])
  case intersection(ScalarClass, ScalarClass)
  case subtraction(ScalarClass, ScalarClass)
  case inverted(ScalarClass)
  /// Matches a scalar when it, or one of its simple case mappings, is in the class (`(?i)`).
  case caseless(ScalarClass)

  static func scalar(_ scalar: Unicode.Scalar) -> ScalarClass { .range(scalar.value, scalar.value) }
  static func scalars(_ list: [UInt32]) -> ScalarClass { .union(list.map { .range($0, $0) }) }

  /// What `.` matches without the `s` flag: everything but ICU's line terminators.
  static let dot = ScalarClass.inverted(.property(.lineTerminator))

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .range(let low, let high): return scalar.value >= low && scalar.value <= high
    case .property(let property): return property.contains(scalar)
    case .union(let members): return members.contains { $0.contains(scalar) }
    case .intersection(let left, let right): return left.contains(scalar) && right.contains(scalar)
    case .subtraction(let left, let right): return left.contains(scalar) && !right.contains(scalar)
    case .inverted(let inner): return !inner.contains(scalar)
    case .caseless(let inner): return Self.caseVariants(of: scalar).contains { inner.contains($0) }
    }
  }

  /// The scalar and its single-scalar lower, upper and title case mappings, and the lower case of
  /// its upper case (`ſ` → `S` → `s`), which is how simple case folding relates them.
  /// Case pairs the mappings only give one way: the Kelvin and Ångström signs, long s, and the
  /// capital sharp s (whose lower case is ß, while ß upper-cases to "SS").
  private static let oneWayVariants: [UInt32: Unicode.Scalar] = [
    0x6B: "\u{212A}", 0x4B: "\u{212A}", 0x73: "\u{17F}", 0x53: "\u{17F}", 0xE5: "\u{212B}", 0xC5: "\u{212B}",
    0xDF: "\u{1E9E}",
  ]

  static func caseVariants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    if scalar.isASCII {
      let value = scalar.value
      var variants = [scalar]
      if (0x41...0x5A).contains(value) { variants.append(Unicode.Scalar(value + 32)!) }
      if (0x61...0x7A).contains(value) { variants.append(Unicode.Scalar(value - 32)!) }
      if let extra = oneWayVariants[value] { variants.append(extra) }
      return variants
    }
    let properties = scalar.properties
    var variants = [scalar]
    if let extra = oneWayVariants[scalar.value] { variants.append(extra) }
    func add(_ mapping: String) {
      let scalars = mapping.unicodeScalars
      guard scalars.count == 1, let first = scalars.first, !variants.contains(first) else { return }
      variants.append(first)
    }
    add(properties.lowercaseMapping)
    add(properties.uppercaseMapping)
    add(properties.titlecaseMapping)
    for variant in variants.dropFirst() {
      add(variant.properties.lowercaseMapping)
      add(variant.properties.uppercaseMapping)
    }
    return variants
  }
}

/// The Unicode properties a pattern can name: the ones behind `\d`, `\w`, `\s`, `\h`, `\v`, `.`,
/// general categories (`\p{Lu}`, `\p{L}`) and a few binary properties (`\p{Alphabetic}`).
enum ScalarProperty: Sendable, Equatable {
  case any
  case ascii
  case assigned
  /// `\d`: `\p{Nd}`.
  case decimalDigit
  /// `\w`: alphabetic, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
  case word
  /// `\s`: `\p{White_Space}`.
  case whiteSpace
  /// `\h`: space separators and tab.
  case horizontalSpace
  /// `\v`: line feed, vertical tab, form feed, carriage return, NEL, LS, PS.
  case lineTerminator
  case alphabetic
  case uppercase
  case lowercase
  case hexDigit
  case asciiHexDigit
  case categories([Unicode.GeneralCategory])

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch self {
    case .any: return true
    case .ascii: return scalar.isASCII
    case .assigned: return scalar.properties.generalCategory != .unassigned
    case .decimalDigit: return scalar.properties.generalCategory == .decimalNumber
    case .word:
      if scalar.isASCII {
        let value = scalar.value
        return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
          || value == 0x5F
      }
      let properties = scalar.properties
      switch properties.generalCategory {
      case .decimalNumber, .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
      default: return properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
      }
    case .whiteSpace: return scalar.properties.isWhitespace
    case .horizontalSpace: return scalar.value == 0x09 || scalar.properties.generalCategory == .spaceSeparator
    case .lineTerminator:
      let value = scalar.value
      return (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
    case .alphabetic: return scalar.properties.isAlphabetic
    case .uppercase: return scalar.properties.isUppercase
    case .lowercase: return scalar.properties.isLowercase
    case .hexDigit: return scalar.properties.isHexDigit
    case .asciiHexDigit: return scalar.properties.isASCIIHexDigit
    case .categories(let categories): return categories.contains(scalar.properties.generalCategory)
    }
  }

  /// The property a `\p{…}` or `[:…:]` name stands for, matched loosely as ICU does (case,
  /// spaces, `_` and `-` ignored; `gc=` and `General_Category=` prefixes allowed).
  static func named(_ name: String) -> ScalarProperty? {
    var key = String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != " " && $0 != "-" })
    for prefix in ["generalcategory=", "gc="] where key.hasPrefix(prefix) {
      key.removeFirst(prefix.count)
    }
    if let categories = categoryNames[key] { return .categories(categories) }
    switch key {
    case "any": return .any
    case "ascii": return .ascii
    case "assigned": return .assigned
    case "alpha", "alphabetic": return .alphabetic
    case "upper", "uppercase": return .uppercase
    case "lower", "lowercase": return .lowercase
    case "space", "whitespace", "wspace": return .whiteSpace
    case "digit": return .decimalDigit
    case "xdigit", "hexdigit", "hex": return .hexDigit
    case "asciihexdigit", "ahex": return .asciiHexDigit
    case "punct": return .categories(categoryNames["p"]!)
    case "cntrl": return .categories([.control])
    default: return nil
    }
  }

  private static let categoryNames: [String: [Unicode.GeneralCategory]] = {
    let groups: [(short: String, long: String, members: [(String, String, Unicode.GeneralCategory)])] = [
      (
        "l", "letter",
        [
          ("lu", "uppercaseletter", .uppercaseLetter), ("ll", "lowercaseletter", .lowercaseLetter),
          ("lt", "titlecaseletter", .titlecaseLetter), ("lm", "modifierletter", .modifierLetter),
          ("lo", "otherletter", .otherLetter),
        ]
      ),
      (
        "m", "mark",
        [
          ("mn", "nonspacingmark", .nonspacingMark), ("mc", "spacingmark", .spacingMark),
          ("me", "enclosingmark", .enclosingMark),
        ]
      ),
      (
        "n", "number",
        [
          ("nd", "decimalnumber", .decimalNumber), ("nl", "letternumber", .letterNumber),
          ("no", "othernumber", .otherNumber),
        ]
      ),
      (
        "p", "punctuation",
        [
          ("pc", "connectorpunctuation", .connectorPunctuation), ("pd", "dashpunctuation", .dashPunctuation),
          ("ps", "openpunctuation", .openPunctuation), ("pe", "closepunctuation", .closePunctuation),
          ("pi", "initialpunctuation", .initialPunctuation), ("pf", "finalpunctuation", .finalPunctuation),
          ("po", "otherpunctuation", .otherPunctuation),
        ]
      ),
      (
        "s", "symbol",
        [
          ("sm", "mathsymbol", .mathSymbol), ("sc", "currencysymbol", .currencySymbol),
          ("sk", "modifiersymbol", .modifierSymbol), ("so", "othersymbol", .otherSymbol),
        ]
      ),
      (
        "z", "separator",
        [
          ("zs", "spaceseparator", .spaceSeparator), ("zl", "lineseparator", .lineSeparator),
          ("zp", "paragraphseparator", .paragraphSeparator),
        ]
      ),
      (
        "c", "other",
        [
          ("cc", "control", .control), ("cf", "format", .format), ("cs", "surrogate", .surrogate),
          ("co", "privateuse", .privateUse), ("cn", "unassigned", .unassigned),
        ]
      ),
    ]
    var names: [String: [Unicode.GeneralCategory]] = [:]
    for group in groups {
      names[group.short] = group.members.map(\.2)
      names[group.long] = group.members.map(\.2)
      for member in group.members {
        names[member.0] = [member.2]
        names[member.1] = [member.2]
      }
    }
    names["lc"] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]
    names["casedletter"] = names["lc"]
    return names
  }()
}
