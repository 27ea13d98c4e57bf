#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A view that shows one row inside a cell: the built-in rows' views, and the views an app
  /// registers for its custom row kinds (``FormCellRegistry/register(kind:content:)``).
  ///
  /// ```swift
  /// final class RatingView: UIView, FormCellContentView {
  ///   private let stars = StarsControl()
  ///   func configure(with cell: FormCellDescriptor, context: FormCellContext) {
  ///     stars.value = cell.state?.value.intValue ?? 0
  ///     stars.onChange = { context.edit(.setValue(.int($0))) }
  ///   }
  /// }
  /// ```
  ///
  /// The same view type works in table and collection views: the built-in cells host it.
  @MainActor
  public protocol FormCellContentView: UIView {
    /// Shows a row. Called when the cell is dequeued for a row and again, on the same view, each
    /// time the row changes (reconfigured in place: keep the caret of a focused field).
    func configure(with cell: FormCellDescriptor, context: FormCellContext)
    /// Takes keyboard focus, for keyboard navigation. Returns whether it did; the default does not.
    func beginEditing() -> Bool
  }

  extension FormCellContentView {
    public func beginEditing() -> Bool { false }
  }

  /// A cell class an app registers for a custom row kind (``FormCellRegistry/register(kind:tableCell:)``,
  /// nibs too): it configures itself from the row's descriptor.
  @MainActor
  public protocol FormConfigurableCell: AnyObject {
    /// Shows a row; called on dequeue and again, on the same cell, when the row changes.
    func configure(with cell: FormCellDescriptor, context: FormCellContext)
    /// Takes keyboard focus, for keyboard navigation. Returns whether it did.
    func beginEditing() -> Bool
  }

  extension FormConfigurableCell {
    public func beginEditing() -> Bool { false }
  }

  /// What a row's view can do: change the row as the user, report focus and keys, and reach the
  /// keyboard accessory. Every call goes through the `FormListDriver`.
  @MainActor
  public struct FormCellContext {
    /// The row the view shows.
    public let row: RowID
    /// The driver of the list.
    public let driver: FormListDriver
    weak var coordinator: FormListCoordinator?

    /// The form.
    public var form: Form { driver.form }

    /// Changes the row as the user; a refusal shows its reason and sets the control back.
    @discardableResult
    public func edit(_ edit: FormControlEdit) -> FormEditResult {
      let result = driver.edit(row, edit)
      if case .denied(let reason) = result { coordinator?.showDenial(reason) }
      return result
    }

    /// Reports the text of a text input after the user changed it.
    @discardableResult
    public func textDidChange(_ text: String) -> FormTextEditResult {
      let result = driver.textDidChange(text, in: row)
      if case .denied(let reason) = result { coordinator?.showDenial(reason) }
      return result
    }

    /// The text the row's field shows after a reconfigure, or `nil` to keep its own (the driver's
    /// `FormListDriver.replacementText(forField:of:isEditing:)`).
    public func replacementText(forField current: String, isEditing: Bool) -> String? {
      driver.replacementText(forField: current, of: row, isEditing: isEditing)
    }

    /// The user started or stopped dragging the row's control (a slider): while the finger is
    /// down, updates do not reconfigure the row.
    public func continuousEdit(began: Bool) {
      if began { driver.beginContinuousEdit(row) } else { driver.endContinuousEdit(row) }
    }

    /// The text and caret an edit leaves in a live-formatted row's field, or `nil` for a row
    /// without a live format (the driver's `FormListDriver.formattedEdit(_:in:)`).
    public func formattedEdit(_ edit: TextEdit) -> EditedText? { driver.formattedEdit(edit, in: row) }

    /// The text a field may hold: `proposed` cut to the row's maximum length.
    public func limitedText(_ proposed: String) -> String { driver.limitedText(proposed, for: row) }

    /// Whether the row's input may take focus; when it may not, shows why (a row that cannot be
    /// edited). Inputs ask before they become first responder.
    public func shouldBeginEditing() -> Bool {
      switch driver.shouldBeginEditing(row) {
      case .allow:
        return true
      case .deny(let reason):
        if let reason { coordinator?.showDenial(reason) }
        return false
      }
    }

    /// Reports that the row's input took focus.
    public func didBeginEditing() { driver.didBeginEditing(row) }

    /// Reports that the row's input lost focus.
    public func didEndEditing() { driver.didEndEditing(row) }

    /// Handles the return key: focus moves to the next input, or editing ends.
    public func returnKeyPressed() { driver.returnKeyPressed(in: row) }

    /// The return key the row's field shows now ("next" when an input follows, "done" on the last).
    public var returnKey: ReturnKey {
      driver.keyboard(for: row).returnKey ?? .default
    }

    /// The previous / next / done bar to use as the input accessory view.
    public var keyboardAccessory: UIView? { coordinator?.keyboardAccessory }

    /// Shows why the row cannot be edited.
    public func showDenial(_ reason: String) { coordinator?.showDenial(reason) }

    /// Tells the list that the row's height changed (a growing text area).
    public func invalidateHeight() { coordinator?.invalidateHeight(of: row) }

    /// The state of another row (an inline editor reads the row it edits).
    public func state(of row: RowID) -> RowState? { driver.form.state(of: row) }
  }
#endif
