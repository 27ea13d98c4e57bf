import FormworkValues
import Foundation

/// What a form tells the checker about itself: which tags exist, the slot it gave each, the type
/// of each row, and which context values the app supplies.
///
/// The engine implements this once per form build; ``FormExpression/bind(in:expecting:location:)``
/// asks it about every tag a condition names, so evaluation later works with integer slots and
/// never hashes a tag.
///
/// ```swift
/// struct Layout: ExpressionEnvironment {
///   var rows: [String: (slot: Int, type: FormValueType)]
///   var sections: [String: Int]
///   func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)? { rows[tag] }
///   func resolveSection(_ tag: String) -> Int? { sections[tag] }
///   func contextType(_ name: String) -> FormValueType? { name == "role" ? .string : nil }
/// }
/// ```
public protocol ExpressionEnvironment {
  /// The slot and value type of the row with this tag, or `nil` when no row has it.
  ///
  /// A row of type `FormValueType.any` is accepted by every operator and function and checked
  /// at run time instead.
  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)?

  /// The slot of the section with this tag, or `nil` when no section has it.
  func resolveSection(_ tag: String) -> Int?

  /// The type of the context value `$ctx.name`, or `nil` when the app declares no such value.
  ///
  /// Return `FormValueType.any` to accept a name without declaring its type. The default
  /// implementation accepts every name with type `.any`.
  func contextType(_ name: String) -> FormValueType?

  /// The tag of an existing row close to `tag` (a likely typo), for the "did you mean" of an
  /// unknown row; `nil` when there is none. The default implementation suggests nothing.
  func rowTag(closeTo tag: String) -> String?

  /// The multivalued section with this tag, for aggregates (`sum(lines.price)`); `nil` when no
  /// multivalued section has it. The default implementation knows none.
  func resolveMultivaluedSection(_ tag: String) -> ExpressionSectionColumns?

  /// The tag of a multivalued section close to `tag`, for the "did you mean" of an aggregate
  /// over an unknown section. The default implementation suggests nothing.
  func multivaluedSectionTag(closeTo tag: String) -> String?
}

/// What an aggregate (`sum`, `count`, `min`, `max`, `avg`) may read of a multivalued section:
/// the slot its rows are read by, the type of each row's value and, when the template row is a
/// subform, the columns of its value (the nested form's row tags and their types).
///
/// ```swift
/// // Section.multivalued(lines, "Lines") { Row.subform(nil, "Line") { … quantity, price … } }
/// ExpressionSectionColumns(slot: 2, elementType: .object, columns: ["quantity": .int, "price": .decimal])
/// // `sum(lines.quantity * lines.price)` then type-checks; `sum(lines.prise)` suggests 'price'.
/// ```
public struct ExpressionSectionColumns: Sendable, Hashable {
  /// The section's slot, passed to ``ExpressionScope/values(ofSection:)``.
  public var slot: Int
  /// The type of one row's value (`.object` for a subform template).
  public var elementType: FormValueType
  /// The columns of a row's value by name, with their types; empty for rows holding a plain value.
  public var columns: [String: FormValueType]

  /// Describes a multivalued section for aggregates.
  ///
  /// - Parameters:
  ///   - slot: The slot the section's rows are read by.
  ///   - elementType: The type of one row's value.
  ///   - columns: The members of a row's object value and their types; empty when rows hold plain values.
  public init(slot: Int, elementType: FormValueType, columns: [String: FormValueType] = [:]) {
    self.slot = slot
    self.elementType = elementType
    self.columns = columns
  }
}

extension ExpressionEnvironment {
  /// Accepts every context name, with type `FormValueType.any`.
  public func contextType(_ name: String) -> FormValueType? { .any }

  /// Suggests nothing.
  public func rowTag(closeTo tag: String) -> String? { nil }

  /// Knows no multivalued section: every aggregate is a build error.
  public func resolveMultivaluedSection(_ tag: String) -> ExpressionSectionColumns? { nil }

  /// Suggests nothing.
  public func multivaluedSectionTag(closeTo tag: String) -> String? { nil }
}

/// The live state a ``BoundExpression`` reads while it evaluates.
///
/// Slots are the integers the ``ExpressionEnvironment`` handed out when the expression was
/// bound. Every method is total: return `FormValue.null` for a row without a value.
///
/// ```swift
/// struct Snapshot: ExpressionScope {
///   var values: [FormValue], hidden: [Bool], disabled: [Bool], sectionHidden: [Bool]
///   func value(ofRow slot: Int) -> FormValue { values[slot] }
///   func isHidden(row slot: Int) -> Bool { hidden[slot] }
///   func isDisabled(row slot: Int) -> Bool { disabled[slot] }
///   func isHidden(section slot: Int) -> Bool { sectionHidden[slot] }
///   func context(_ name: String) -> FormValue { name == "role" ? "admin" : .null }
/// }
/// ```
public protocol ExpressionScope {
  /// The current value of the row in `slot`.
  func value(ofRow slot: Int) -> FormValue
  /// Whether the row in `slot` is hidden.
  func isHidden(row slot: Int) -> Bool
  /// Whether the row in `slot` is disabled.
  func isDisabled(row slot: Int) -> Bool
  /// Whether the section in `slot` is hidden.
  func isHidden(section slot: Int) -> Bool
  /// The context value `$ctx.name`, or `FormValue.null` when the app has none.
  func context(_ name: String) -> FormValue
  /// The values of the rows of the multivalued section in `slot`, in order (an aggregate reads
  /// them; an empty row is `FormValue.null`). The default implementation has none.
  func values(ofSection slot: Int) -> [FormValue]
  /// What `today()` reads: today's date as a date-only value (midnight UTC of the calendar
  /// date). The default implementation is the system clock's date in the current time zone.
  func today() -> FormValue
}

extension ExpressionScope {
  /// No rows: aggregates see an empty section.
  public func values(ofSection slot: Int) -> [FormValue] { [] }

  /// The system clock's calendar date in the current time zone, as a date-only value.
  public func today() -> FormValue { ExpressionDates.today(now: Date(), in: .current) }
}

/// Something a bound expression reads, for the engine's dependency graph.
///
/// ```swift
/// let bound = try FormExpression("income > 0 && !`first-name`.hidden")
///   .bind(in: layout, expecting: .bool)
/// bound.references   // [.rowValue(1), .rowHidden(8)]: re-evaluate when either changes
/// ```
public enum ExpressionReference: Sendable, Hashable, CustomStringConvertible {
  /// The value of the row in this slot (`income`).
  case rowValue(Int)
  /// Whether the row in this slot is hidden (`income.hidden`).
  case rowHidden(Int)
  /// Whether the row in this slot is disabled (`income.disabled`).
  case rowDisabled(Int)
  /// Whether the section in this slot is hidden (`$section.address.hidden`).
  case sectionHidden(Int)
  /// A context value (`$ctx.role`).
  case context(String)
  /// The rows of the multivalued section in this slot: which there are and their values
  /// (`sum(lines.price)`).
  case sectionValues(Int)

  /// A short rendering for debugging, such as `row 3.hidden` or `$ctx.role`.
  public var description: String {
    switch self {
    case .rowValue(let slot): return "row \(slot)"
    case .rowHidden(let slot): return "row \(slot).hidden"
    case .rowDisabled(let slot): return "row \(slot).disabled"
    case .sectionHidden(let slot): return "section \(slot).hidden"
    case .context(let name): return "$ctx.\(name)"
    case .sectionValues(let slot): return "section \(slot).values"
    }
  }
}
