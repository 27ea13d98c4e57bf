/// A change of a row's value, as a handler declared with the row receives it: the values before
/// and after the change, typed, who made it, and the form to act on.
///
/// ```swift
/// Row.picker(country, "Country", options: countries)
///   .onChange { change in
///     if change.origin == .user { change.form[postcode] = nil }
///   }
/// ```
@MainActor
public struct RowChange<Value: FormValueConvertible> {
  /// The form the row belongs to.
  public let form: Form
  /// The row whose value changed.
  public let row: RowID
  /// Its tag, if it has one.
  public let tag: String?
  /// The value before the change (`nil` when the row was empty).
  public let oldValue: Value?
  /// The value after the change (`nil` when the row was emptied).
  public let newValue: Value?
  /// Who made the change; with several in one transaction, the last one.
  public let origin: ChangeOrigin
}

extension Row {
  /// Calls `handler` with the old and new values each time a change of the form changes this
  /// row's value, for as long as the form lives: no subscription to keep.
  ///
  /// The handler runs once per change, after its conditions settled, its validation ran and its
  /// events were delivered, so it reads the form as renderers see it. A transaction that changes
  /// the value twice calls it once, from the first value to the last; one that puts the value
  /// back calls it not at all. Changes of every origin call it (the user's, the program's,
  /// hydration, undo): use `onChange { change in }` to tell them apart.
  /// A handler that changes the form starts a change of its own.
  ///
  /// ```swift
  /// Row.switch(allDay, "All-day")
  ///   .onChange { old, new in
  ///     print("all-day: \(old ?? false) → \(new ?? false)")
  ///   }
  /// ```
  ///
  /// Rows of a multivalued section made from a template with a handler each call it.
  public func onChange(_ handler: @escaping @MainActor @Sendable (Value?, Value?) -> Void) -> Row {
    onChange { (change: RowChange<Value>) in handler(change.oldValue, change.newValue) }
  }

  /// Calls `handler` with each change of this row's value, typed, with its origin and the form,
  /// for as long as the form lives.
  ///
  /// ```swift
  /// Row.picker(country, "Country", options: countries)
  ///   .onChange { change in
  ///     guard change.origin == .user else { return }
  ///     change.form[postcode] = nil
  ///   }
  /// ```
  ///
  /// When it runs is said at `onChange { old, new in }`.
  public func onChange(_ handler: @escaping @MainActor @Sendable (RowChange<Value>) -> Void) -> Row {
    with {
      $0.changeHandlers.append { form, change in
        handler(
          RowChange(
            form: form, row: change.row, tag: change.tag,
            oldValue: form.typedHandlerValue(change.oldValue, Value.self, row: change.row),
            newValue: form.typedHandlerValue(change.newValue, Value.self, row: change.row),
            origin: change.origin))
      }
    }
  }
}

extension Section {
  /// Calls `handler` each time a change of the form changes the value of one of this section's
  /// rows (the entries of a multivalued section included), for as long as the form lives.
  ///
  /// ```swift
  /// Section.multivalued(stops, "Stops") { Row.text(nil, "Stop") }
  ///   .onChange { change, form in
  ///     form[summary] = form[stops].joined(separator: " → ")
  ///   }
  /// ```
  ///
  /// It runs as row handlers do (`Row.onChange { old, new in }`), after them.
  public func onChange(_ handler: @escaping @MainActor @Sendable (ValueChange, Form) -> Void) -> Section {
    with { $0.changeHandlers.append { form, change in handler(change, form) } }
  }
}

extension Form {
  /// A row's stored value as the handler's type; the row has that type, so a failure is a bug
  /// worth reporting, never a silent `nil`.
  func typedHandlerValue<Value: FormValueConvertible>(_ value: FormValue, _: Value.Type, row: RowID) -> Value? {
    guard !value.isNull else { return nil }
    do {
      return try Value(formValue: value)
    } catch {
      report(error as? FormError ?? FormError(.typeMismatch, "\(error)"))
      return nil
    }
  }
}
