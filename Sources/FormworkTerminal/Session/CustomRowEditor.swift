import Formwork

/// A terminal editor for rows of a custom kind (`RowKind.custom(_:)`), as an app
/// registers a cell for the kind on iOS.
///
/// ```swift
/// struct RatingEditor: CustomRowEditor {
///   func text(for state: RowState) -> String {
///     String(repeating: "★", count: state.value.numericValue.map { Int(truncating: $0 as NSNumber) } ?? 0)
///   }
///   var help: String { "←→ rate" }
///   func handle(_ key: Key, state: RowState, form: Form) throws -> Bool {
///     guard key == .left || key == .right else { return false }
///     let stars = (state.value.numericValue.map { Int(truncating: $0 as NSNumber) } ?? 0) + (key == .right ? 1 : -1)
///     try form.userSetValue(.int(min(5, max(0, stars))), for: state.id)
///     return true
///   }
/// }
/// session.editors.register(kind: "rating", editor: RatingEditor())
/// ```
///
/// A custom row without an editor says it is read-only in the terminal.
@MainActor
public protocol CustomRowEditor {
  /// The row's value as the value column shows it.
  func text(for state: RowState) -> String
  /// What the help line says the row takes when focused (`"←→ rate"`).
  var help: String { get }
  /// Handles a key on the focused row. Changes go through the form's input API
  /// (`Form.userSetValue(_:for:)`…); an error thrown is shown on the status line.
  ///
  /// - Returns: Whether the key was used; keys not used move the focus as on any row.
  func handle(_ key: Key, state: RowState, form: Form) throws -> Bool
}

/// The custom row editors of a session, by kind name.
@MainActor
public struct TerminalEditorRegistry {
  private(set) var editors: [String: any CustomRowEditor] = [:]

  public init() {}

  /// Registers the editor of rows of the custom kind `kind`, replacing any earlier one.
  public mutating func register(kind: String, editor: any CustomRowEditor) {
    editors[kind] = editor
  }

  /// The editor of a custom kind, if one is registered.
  public func editor(forKind kind: String) -> (any CustomRowEditor)? { editors[kind] }
}
