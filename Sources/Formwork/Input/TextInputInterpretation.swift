import Foundation

extension Form {
  /// Reads text typed into a row the way the row's kind reads it (numbers in the form's locale,
  /// dates in ISO 8601 or the locale's short formats), without changing anything.
  func interpretInput(_ text: String, for node: RowNode) -> InputResult {
    let configuration = node.spec.configuration.value
    switch node.spec.kind {
    case .text(let style) where style.isNumeric:
      if text.trimmingCharacters(in: .whitespaces).isEmpty { return .accepted(.null) }
      let parser = LocalizedNumberParser(locale: locale)
      if node.spec.formValueType == .int {
        guard let number = parser.integer(from: text) else {
          return .rejected(validationMessages.notANumber(text, true))
        }
        return .accepted(.int(number))
      }
      guard let number = parser.decimal(from: text) else {
        return .rejected(validationMessages.notANumber(text, false))
      }
      return .accepted(.decimal(number))
    case .text:
      if let limit = configuration.maxCharacters, text.count > limit {
        return .truncated(.string(String(text.prefix(limit))))
      }
      return .accepted(text.isEmpty ? .null : .string(text))
    case .date(let style, _):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return .accepted(.null) }
      if style == .countdown {
        guard let seconds = DateInputParser.duration(from: trimmed) else {
          return .rejected(validationMessages.notADate(text))
        }
        return .accepted((Double(seconds)).formValue)
      }
      guard let date = DateInputParser(locale: locale).date(from: trimmed, style: style) else {
        return .rejected(validationMessages.notADate(text))
      }
      return .accepted(.date(date))
    default:
      do {
        return .accepted(try node.spec.normalize(.string(text)))
      } catch {
        return .rejected(Self.message(of: error))
      }
    }
  }
}
