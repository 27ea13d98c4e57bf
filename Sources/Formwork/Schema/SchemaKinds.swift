import Foundation

/// The value a schema row of some kind holds, which decides its Swift type.
enum SchemaValueKind: Equatable {
  case string, int, decimal, double, date, bool
  /// The type of the options' values (ints, strings, decimals, or anything).
  case choice
  /// A list of the options' values.
  case choices
  /// Any value (info and custom rows).
  case any
  /// No value (buttons, labels).
  case none
}

/// The row kinds a schema names, by the names ``RowKind/description`` gives them.
enum SchemaKinds {
  static func resolve(_ name: String) -> (kind: RowKind, value: SchemaValueKind)? {
    if name.hasPrefix("custom:"), name.count > 7 { return (.custom(String(name.dropFirst(7))), .any) }
    return table[name]
  }

  static var names: [String] { table.keys.sorted() + ["custom:<name>"] }

  private static let table: [String: (kind: RowKind, value: SchemaValueKind)] = {
    var table: [String: (kind: RowKind, value: SchemaValueKind)] = [:]
    for style in TextStyle.allCases {
      let value: SchemaValueKind
      switch style {
      case .integer: value = .int
      case .decimal, .number: value = .decimal
      default: value = .string
      }
      table[style.rawValue] = (.text(style), value)
    }
    for style in DateStyle.allCases {
      let value: SchemaValueKind = style == .countdown ? .double : .date
      for inline in [false, true] {
        let kind = RowKind.date(style, inline: inline)
        table[kind.description] = (kind, value)
      }
    }
    for style in ToggleStyle.allCases { table[style.rawValue] = (.toggle(style), .bool) }
    for presentation in SelectorPresentation.allCases {
      table[RowKind.selector(presentation).description] = (.selector(presentation), .choice)
      table[RowKind.multipleSelector(presentation).description] = (.multipleSelector(presentation), .choices)
    }
    // Short names for the default presentation.
    table["selector"] = (.selector(.push), .choice)
    table["multipleSelector"] = (.multipleSelector(.push), .choices)
    table["stepper"] = (.stepper, .decimal)
    table["slider"] = (.slider, .double)
    table["segmented"] = (.segmented, .choice)
    table["info"] = (.info, .any)
    table["button"] = (.button, .none)
    table["label"] = (.info, .none)
    return table
  }()
}

extension SchemaValueKind {
  /// The Swift type rows of this kind hold, given the options' values for choices.
  func swiftType(options: [OptionItem]) -> any FormValueConvertible.Type {
    switch self {
    case .string: return String.self
    case .int: return Int.self
    case .decimal: return Decimal.self
    case .double: return Double.self
    case .date: return Date.self
    case .bool: return Bool.self
    case .any: return FormValue.self
    case .none: return NoValue.self
    case .choice: return Self.optionType(options)
    case .choices:
      switch Self.optionType(options) {
      case is Int.Type: return [Int].self
      case is String.Type: return [String].self
      case is Decimal.Type: return [Decimal].self
      default: return [FormValue].self
      }
    }
  }

  /// Ints when every option is an int, strings when every option is a string, decimals when
  /// every option is a number; anything otherwise.
  private static func optionType(_ options: [OptionItem]) -> any FormValueConvertible.Type {
    let values = options.map(\.value)
    guard !values.isEmpty else { return FormValue.self }
    if values.allSatisfy({ if case .int = $0 { return true } else { return false } }) { return Int.self }
    if values.allSatisfy({ if case .string = $0 { return true } else { return false } }) { return String.self }
    if values.allSatisfy({ $0.numericValue != nil }) { return Decimal.self }
    return FormValue.self
  }
}
