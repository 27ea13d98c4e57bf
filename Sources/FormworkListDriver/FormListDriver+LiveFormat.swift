import Formwork
import Foundation

extension FormListDriver {
  // MARK: Formatting while typing

  /// The text and caret an edit leaves in a live-formatted row's field (`RowConfiguration.liveFormat`:
  /// a mask, a currency), in the form's locale; `nil` when the row has no live format, and the
  /// field takes the edit as it always does.
  ///
  /// A field calls it before taking a change (UIKit's `textField(_:shouldChangeCharactersIn:replacementString:)`),
  /// shows the text, puts the caret there, and reports the text (``textDidChange(_:in:)``). Text
  /// that does not fit the format comes back as typed, and the form refuses it with a message.
  ///
  /// ```swift
  /// let edit = TextEdit(text: field.text ?? "", range: 4..<4, replacement: "1")
  /// if let edited = driver.formattedEdit(edit, in: row) { show(edited.text, caret: edited.caret) }
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text and the format.
  public func formattedEdit(_ edit: TextEdit, in row: RowID) -> EditedText? {
    Self.formattedEdit(edit, in: row, of: form)
  }

  /// The rule of ``formattedEdit(_:in:)``, for renderers without a list (SwiftUI's text rows
  /// and the terminal's line editor ask it through `FormPresentation` or the form).
  public static func formattedEdit(_ edit: TextEdit, in row: RowID, of form: Form) -> EditedText? {
    guard let format = form.state(of: row)?.configuration.liveFormat else { return nil }
    return format.apply(edit, locale: form.locale)
  }

  /// The text a field that reports only its new text (SwiftUI's binding) shows once formatted:
  /// the edit from `previous` to `proposed` applied with the row's live format; `nil` for a row
  /// without one. Such a field has no caret to place: it stays where the field puts it (SwiftUI
  /// puts it at the end).
  public static func formattedText(_ proposed: String, previous: String, in row: RowID, of form: Form) -> String? {
    formattedEdit(TextEdit(from: previous, to: proposed), in: row, of: form)?.text
  }
}
