import Foundation

// Computed rows, default values worked out from other rows, and texts that insert rows or come
// in several languages. All three are evaluated by the form's condition engine, with the same
// read tracking as conditions (`Engine/Form+Derived.swift`).

extension Row {
  // MARK: Computed value

  /// Makes the row's value follow an expression over other rows: read-only, and recomputed
  /// whenever a row it reads changes (and only then).
  ///
  /// ```swift
  /// Row.decimal(price, "Price")
  /// Row.integer(quantity, "Quantity")
  /// Row.decimal(total, "Total").computed("price * quantity")
  /// ```
  ///
  /// The expression is bound and type-checked when the form is built: an unknown row, a result
  /// of another type than the row's (a `/` giving a decimal for an integer row), or a cycle
  /// through computed rows and conditions is a `FormDefinitionError` located at the row.
  ///
  /// A computed value is not an edit: it reveals no validation issue, is not an undo step (undoing
  /// the edit it followed recomputes it), and is emitted as ``FormEvent/valueChanged(_:)`` with
  /// the origin ``ChangeOrigin/computed``. It is part of the form's values and parameters;
  /// values given to it (``Form/setValue(_:forTag:origin:)``, user input) are refused, and
  /// hydration, drafts and ``Form/setValues(_:origin:)`` leave it to its expression.
  ///
  /// - Complexity: Each recomputation is O(size of the expression).
  public func computed(_ expression: String) -> Row { with { $0.computed = .expression(expression) } }

  /// Makes the row's value follow a Swift closure over other rows; its reads through the
  /// ``FormReader`` are tracked, as a condition's are. See ``computed(_:)-(String)``.
  ///
  /// ```swift
  /// Row.decimal(total, "Total").computed { form in
  ///   guard let price = form[price], let quantity = form[quantity] else { return nil }
  ///   return price * Decimal(quantity)
  /// }
  /// ```
  public func computed(_ closure: @escaping @MainActor @Sendable (FormReader) -> Value?) -> Row {
    with { $0.computed = .closure(Self.erase(closure)) }
  }

  // MARK: Default value

  /// Gives the row its initial value from an expression over other rows and context values,
  /// evaluated when the form is built and again on ``Form/reset()``.
  ///
  /// ```swift
  /// Row.text(greeting, "Greeting").defaultValue(expression: "'Dear ' + name")
  /// Row.date(due, "Due").defaultValue(expression: "$ctx.today")
  /// ```
  ///
  /// The rule: once every row has its definition's value and every condition and computed row
  /// is settled, default values are evaluated in definition order (one may read a row whose
  /// default came before it); a non-null result becomes the row's value and its initial value,
  /// which dirty tracking compares with. A null result keeps the definition's value. Unlike
  /// ``computed(_:)-(String)``, the row stays editable and does not follow later changes; a row
  /// added later to a multivalued section evaluates its default when it is added.
  public func defaultValue(expression: String) -> Row { with { $0.defaultValue = .expression(expression) } }

  /// Gives the row its initial value from a Swift closure; see ``defaultValue(expression:)``.
  public func defaultValue(_ closure: @escaping @MainActor @Sendable (FormReader) -> Value?) -> Row {
    with { $0.defaultValue = .closure(Self.erase(closure)) }
  }

  private static func erase(
    _ closure: @escaping @MainActor @Sendable (FormReader) -> Value?
  ) -> @MainActor @Sendable (FormReader) -> FormValue {
    { reader in
      guard let value = closure(reader) else { return .null }
      do {
        return try value.encodedFormValue()
      } catch {
        reader.form.engine.reportReadProblem(FormError(.typeMismatch, Form.message(of: error)))
        return .null
      }
    }
  }

  // MARK: Texts

  /// The row's title as a ``FormText``: inserting rows (`"Total for \(row: name)"`), or in
  /// several languages (`.localized([...])`).
  ///
  /// ```swift
  /// Row.label("").title("Hello \(row: name)")
  /// ```
  public func title(_ text: FormText) -> Row { with { $0.setTitle(text) } }

  /// The placeholder as a ``FormText``; see ``title(_:)``.
  public func placeholder(_ text: FormText) -> Row { with { $0.setPlaceholder(text) } }
}

extension RowSpec {
  /// Sets the title: a plain text is stored as it is; any other is evaluated by the engine.
  mutating func setTitle(_ text: FormText) {
    if let plain = text.plainText {
      title = plain
      if texts?.title != nil { texts?.title = nil }
    } else {
      title = text.summary
      texts = RowTexts(title: text, placeholder: texts?.placeholder)
    }
  }

  /// Sets the placeholder; see ``setTitle(_:)``.
  mutating func setPlaceholder(_ text: FormText) {
    if let plain = text.plainText {
      configuration.value.placeholder = plain
      if texts?.placeholder != nil { texts?.placeholder = nil }
    } else {
      configuration.value.placeholder = text.summary
      texts = RowTexts(title: texts?.title, placeholder: text)
    }
  }
}

extension Section {
  /// A header as a ``FormText``: inserting rows or in several languages. Renderers update the
  /// header in place (``FormUpdate/reconfiguredSections``) when a row it reads changes.
  ///
  /// ```swift
  /// Section().header("Order for \(row: name)")
  /// ```
  public func header(_ text: FormText) -> Section {
    with { spec in
      spec.header = .text(text.plainText ?? text.summary)
      spec.headerText = text.plainText == nil ? text : nil
    }
  }

  /// A footer as a ``FormText``; see ``header(_:)-(FormText)``.
  public func footer(_ text: FormText) -> Section {
    with { spec in
      spec.footer = .text(text.plainText ?? text.summary)
      spec.footerText = text.plainText == nil ? text : nil
    }
  }
}
