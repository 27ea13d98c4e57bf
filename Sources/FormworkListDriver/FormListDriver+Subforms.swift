import Formwork

/// What opening a row's nested form gave (``FormListDriver/openSubform(_:)``).
public enum FormSubformOpening {
  /// The nested form, seeded with the row's value: show it.
  case opened(Form)
  /// The row has no nested form to show; the reason is for the user.
  case refused(String)
}

/// What became of a nested form the user confirmed (``FormListDriver/commitSubform(_:to:)``).
public enum FormSubformCommit: Sendable, Equatable {
  /// Its values were written into the row: close the nested form's screen.
  case committed
  /// It has errors, which it now shows: stay on its screen; nothing was written.
  case invalid
  /// The row refused the values (it cannot be edited now); show the reason and stay.
  case refused(String)
}

extension FormListDriver {
  // MARK: Nested forms

  /// Makes the nested form of a subform row, seeded with the row's value
  /// (`Form.subform(for:)`).
  public func openSubform(_ row: RowID) -> FormSubformOpening {
    do {
      return .opened(try form.subform(for: row))
    } catch {
      return .refused(refusalMessage(for: error))
    }
  }

  /// Done on a nested form's screen (``FormSubformCommit/confirm(_:to:in:)``, the rule every
  /// renderer follows).
  public func commitSubform(_ nested: Form, to row: RowID) -> FormSubformCommit {
    FormSubformCommit.confirm(nested, to: row, in: form)
  }

  /// The words a refusal shows the user (``FormSubformCommit/refusalMessage(for:)``).
  public func refusalMessage(for error: any Error) -> String {
    FormSubformCommit.refusalMessage(for: error)
  }
}

extension FormSubformCommit {
  /// Done on a nested form's screen — the one rule for every renderer (UIKit's Done button,
  /// SwiftUI's): the nested form is validated; when it is valid its values are written into the
  /// row, as the user (`Form.commitSubform(_:to:)`), else its errors show and nothing is
  /// written. Leaving the screen any other way (back, a swipe, cancel, pushing a selector inside
  /// it and coming back) writes nothing.
  ///
  /// ```swift
  /// switch FormSubformCommit.confirm(nested, to: row, in: form) {
  /// case .committed: dismiss()
  /// case .invalid: break                        // the nested form shows its errors
  /// case .refused(let reason): show(reason)
  /// }
  /// ```
  @MainActor
  public static func confirm(_ nested: Form, to row: RowID, in form: Form) -> FormSubformCommit {
    guard nested.validate().isValid else { return .invalid }
    do {
      try form.commitSubform(nested, to: row)
      return .committed
    } catch {
      return .refused(refusalMessage(for: error))
    }
  }

  /// The words a refusal shows the user: a `FormError`'s message (not its description, which
  /// names the code and the place for a developer), each problem of a definition error.
  public static func refusalMessage(for error: any Error) -> String {
    switch error {
    case let error as FormError: return error.message
    case let error as FormDefinitionError: return error.errors.map(\.message).joined(separator: "\n")
    default: return String(describing: error)
    }
  }
}
