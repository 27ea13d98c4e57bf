import FormworkCore
import Foundation

/// The value a schema row of some kind holds, which decides its Swift type.
enum SchemaValueKind: Equatable {
  case string, int, decimal, double, date, bool
  /// The type a registered custom kind holds.
  case custom(any FormValueConvertible.Type)
  /// The type of the options' values (ints, strings, decimals, or anything).
  case choice
  /// A list of the options' values.
  case choices
  /// Any value (info and custom rows).
  case any
  /// No value (buttons, labels).
  case none

  static func == (lhs: SchemaValueKind, rhs: SchemaValueKind) -> Bool {
    switch (lhs, rhs) {
    case (.custom(let left), .custom(let right)): return left == right
    case (.string, .string), (.int, .int), (.decimal, .decimal), (.double, .double), (.date, .date),
      (.bool, .bool), (.choice, .choice), (.choices, .choices), (.any, .any), (.none, .none):
      return true
    default: return false
    }
  }
}

/// The row kinds a schema names, by the names `RowKind.description` gives them.
enum SchemaKinds {
  /// The kind a schema names: a built-in one, or `custom:<name>` the registry knows. An unknown
  /// name is reported at `path` with a suggestion.
  static func resolve(_ name: String, at path: @autoclosure () -> String, reader: inout SchemaReader)
    -> (kind: RowKind, value: SchemaValueKind)?
  {
    // NB: the kinds this read met are searched first: a schema uses a few kinds, and comparing
    // a name with a few is cheaper than hashing it. Then the table: it has no "custom:" name.
    let count = name.utf8.count
    for known in reader.kinds where known.name.utf8.count == count && known.name == name { return known.resolved }
    if let found = table[name] {
      if reader.kinds.count < 8 { reader.kinds.append((name, found)) }
      return found
    }
    if name.hasPrefix("custom:") {
      let custom = String(name.dropFirst(7))
      guard let entry = reader.registered(custom, in: reader.registry.rowKinds, what: "custom row kind", at: path())
      else { return nil }
      return (.custom(custom), .custom(entry.valueType))
    }
    let hint = SchemaReader.hint(for: name, among: names, maximumDistance: 2)
    reader.fail("unknown row kind '\(name)'\(hint)", at: path())
    return nil
  }

  static var names: [String] { table.keys.sorted() + ["custom:<name>"] }

  /// The built-in kind names, sorted.
  static var builtInNames: [String] { table.keys.sorted() }

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
    // A list of one option's value a column, of any types: the row checks it against them.
    table["columnPicker"] = (.columnPicker, .any)
    // Every option's value once, in ranked order: a list of the options' type.
    table["ranking"] = (.ranking, .choices)
    table["info"] = (.info, .any)
    table["button"] = (.button, .none)
    table["label"] = (.info, .none)
    table["subform"] = (.subform, .any)
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
    case .custom(let type): return type
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
    // NB: the options themselves, not a list of their values made for this.
    guard !options.isEmpty else { return FormValue.self }
    if options.allSatisfy({ if case .int = $0.value { return true } else { return false } }) { return Int.self }
    if options.allSatisfy({ if case .string = $0.value { return true } else { return false } }) { return String.self }
    if options.allSatisfy({ $0.value.numericValue != nil }) { return Decimal.self }
    return FormValue.self
  }
}
