#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// What the app's builder for custom rows gets: the row's kind name, its state, and the ways to
  /// change it as the user.
  ///
  /// ```swift
  /// FormView(form: form)
  ///   .customRows { row in
  ///     switch row.kind {
  ///     case "rating": RatingStars(value: row.value(as: Int.self) ?? 0) { row.setValue($0) }
  ///     default: row.placeholder
  ///     }
  ///   }
  /// ```
  ///
  /// The builder runs inside the row's own view, which observes only that row: it runs again when
  /// the form reconfigures the row, not when other rows change.
  @MainActor
  public struct CustomRowContext {
    /// The name the row was declared with (`Row.custom(_:kind:_:)`).
    public let kind: String
    /// The row's current state.
    public let state: RowState
    /// The model of the form, for anything else (other rows, ``FormModel/perform(_:)``).
    public let model: FormModel

    /// The row's identity.
    public var id: RowID { state.id }

    /// The row's value as a Swift type, or `nil` when it is empty or of another type.
    ///
    /// ```swift
    /// let stars = row.value(as: Int.self) ?? 0
    /// ```
    public func value<Value: FormValueConvertible>(as type: Value.Type) -> Value? {
      state.value.isNull ? nil : try? Value(formValue: state.value)
    }

    /// Sets the row's value as the user; a row that cannot be edited shows why instead.
    ///
    /// - Throws: ``Formwork/FormError`` when the value is not the row's type or the row cannot be
    ///   edited now.
    public func setValue(_ value: FormValue) throws {
      try model.perform { try $0.userSetValue(value, for: state.id) }
    }

    /// Sets the row's value from a Swift value (`nil` empties it), as the user. A refusal (a
    /// denial, a value the row cannot hold) shows in the form's notice.
    public func setValue<Value: FormValueConvertible>(_ value: Value?) {
      let id = state.id
      model.attempt { form in try form.userSetValue(try value?.encodedFormValue() ?? .null, for: id) }
    }

    /// Taps the row (``Formwork/Form/tap(_:)``): for custom rows this emits the form's events and
    /// returns ``Formwork/TapOutcome/custom(_:)``, or ``Formwork/TapOutcome/denied(_:)``.
    @discardableResult
    public func tap() -> TapOutcome { model.tap(state.id) }

    /// What the form view shows for a custom row the builder does not draw: its title and value.
    public var placeholder: CustomRowPlaceholder { CustomRowPlaceholder(state: state) }
  }

  /// A custom row without a view of its own: its title and its value as text.
  @MainActor
  public struct CustomRowPlaceholder: View {
    let state: RowState

    /// The placeholder for a row's state.
    public init(state: RowState) { self.state = state }

    public var body: some View {
      RowLine(state: state) {
        RowValueText(state: state)
      }
      .rowCellAccessibility(state)
    }
  }

  /// Where a section supplementary goes.
  public enum SupplementaryPlacement: Sendable, Hashable {
    /// Above the section's rows.
    case header
    /// Below the section's rows.
    case footer
  }

  /// What the app's builder for custom section headers and footers gets
  /// (``Formwork/SectionSupplementary/custom(kind:value:)``).
  ///
  /// ```swift
  /// FormView(form: form)
  ///   .customSupplementaries { supplementary in
  ///     if supplementary.kind == "progress" {
  ///       ProgressView(value: supplementary.value.numericValue.map { NSDecimalNumber(decimal: $0).doubleValue } ?? 0)
  ///     } else {
  ///       supplementary.placeholder
  ///     }
  ///   }
  /// ```
  public struct CustomSupplementaryContext: Sendable {
    /// The name the header or footer was declared with (`Section.header(kind:value:)`).
    public let kind: String
    /// The value it was declared with.
    public let value: FormValue
    /// Whether it is the section's header or footer.
    public let placement: SupplementaryPlacement
    /// The section's state.
    public let section: SectionState

    /// What the form view shows for a custom header or footer the builder does not draw: nothing
    /// but a text value, if the value is text.
    @MainActor public var placeholder: SupplementaryPlaceholder { SupplementaryPlaceholder(value: value) }
  }

  /// A custom header or footer without a view of its own: its value when it is a string.
  @MainActor
  public struct SupplementaryPlaceholder: View {
    let value: FormValue

    /// The placeholder for a header's or footer's value.
    public init(value: FormValue) { self.value = value }

    public var body: some View {
      if case .string(let text) = value { Text(text) }
    }
  }
#endif
