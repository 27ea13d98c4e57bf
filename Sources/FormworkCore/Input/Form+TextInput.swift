import Foundation

extension Form {
  // MARK: Text input

  /// Applies text a person typed into a text row, the way the row's kind reads it.
  ///
  /// - String rows take the text, cut to ``RowConfiguration/maxCharacters`` graphemes.
  /// - Integer, decimal and number rows parse it with the form's ``locale`` (`"1.234,5"` in
  ///   German); text that does not parse keeps the last valid value, is kept as typed, and sets
  ///   the row's ``RowState/inputError`` until fixed. A whole number beyond `Int` is refused as
  ///   too large (or too small), a decimal with more than 38 significant digits as such; while
  ///   refused text stands, computed rows reading the row give no value.
  /// - Date rows parse ISO 8601 (`2024-05-01`, `2024-05-01T09:30`) and the locale's short formats.
  ///
  /// The typed row is not reconfigured (its text is already on screen) unless its error state
  /// changed, and typing never changes the list's structure by itself.
  ///
  /// - Returns: What became of the text.
  @discardableResult
  public func input(_ text: String, for row: RowID) -> InputResult {
    guard let node = storage.node(row) else { return .rejected("no row has the identity \(row)") }
    guard node.spec.kind.acceptsInput else { return .rejected("\(node.spec.kind) rows are read-only") }
    if let reason = editDenial(of: node) {
      emit(.denied(row, reason: reason))
      return .denied(reason)
    }
    let result = interpretInput(text, for: node)
    change { applyInput(result, text: text, to: node) }
    return result
  }

  private func applyInput(_ result: InputResult, text: String, to node: RowNode) {
    switch result {
    case .accepted(let value), .truncated(let value):
      if node.inputError != nil || node.inputText != nil {
        // Computed values gave nothing while the refused text stood: they compute again.
        if node.inputError != nil, !node.valueReaders.isEmpty { engine.invalidate(node.valueReaders) }
        if node.inputError != nil, aggregatesReadRows, !node.section.rowsReaders.isEmpty {
          engine.invalidate(node.section.rowsReaders)
        }
        node.inputError = nil
        node.inputText = nil
        markReconfigure(node)
      }
      // A cut text differs from what is on screen: the row must show the kept part.
      if case .truncated = result { markReconfigure(node) }
      commitValue(value, to: node, origin: .user)
    case .rejected(let message):
      // Computed values read the refusal (they give nothing while it stands).
      if node.inputError == nil, !node.valueReaders.isEmpty { engine.invalidate(node.valueReaders) }
      if node.inputError == nil, aggregatesReadRows, !node.section.rowsReaders.isEmpty {
        engine.invalidate(node.section.rowsReaders)
      }
      let changed = node.inputError != message
      node.inputText = text
      node.inputError = message
      if changed { markReconfigure(node) }
      // Unreadable text is an edit too: the row may show why it can't be read.
      node.wasEdited = true
      queueValidation(of: node, .valueChanged(.user))
    case .denied:
      break
    }
  }
}

/// What became of text typed into a row (``Form/input(_:for:)``).
public enum InputResult: Sendable, Equatable {
  /// The text became this value.
  case accepted(FormValue)
  /// The text was cut to the row's maximum length and became this value.
  case truncated(FormValue)
  /// The text does not parse; the row keeps its last valid value and shows this message.
  case rejected(String)
  /// The row cannot be edited, for this reason.
  case denied(String)
}
