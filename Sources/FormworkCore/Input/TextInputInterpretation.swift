import Foundation

extension Form {
  /// Reads text typed into a row the way the row's kind reads it (numbers in the form's locale,
  /// dates in ISO 8601 or the locale's short formats), without changing anything.
  func interpretInput(_ text: String, for node: RowNode) -> InputResult {
    if case .text = node.spec.kind, let format = node.spec.configuration.value.liveFormat {
      return interpretFormatted(text, format, for: node)
    }
    switch node.spec.kind {
    case .text(let style) where style.isNumeric:
      if text.trimmingCharacters(in: .whitespaces).isEmpty { return .accepted(.null) }
      let parser = LocalizedNumberParser(locale: locale)
      if node.spec.formValueType == .int {
        switch parser.integerReading(from: text) {
        case .number(let number): return .accepted(.int(number))
        case .tooLarge: return .rejected(validationMessages.tooLarge(text))
        case .tooSmall: return .rejected(validationMessages.tooSmall(text))
        case .notAWholeNumber: return .rejected(validationMessages.notANumber(text, true))
        }
      }
      switch parser.reading(from: text) {
      case .number(let number): return .accepted(.decimal(number))
      case .tooManyDigits: return .rejected(validationMessages.tooManyDigits(text, Decimal.significantDigitLimit))
      case .notANumber: return .rejected(validationMessages.notANumber(text, false))
      }
    case .stepper, .slider:
      return interpretBoundedNumber(text, for: node)
    case .text:
      // NB: reads the one field; binding the whole configuration would copy it on every keystroke.
      if let limit = node.spec.configuration.value.maxCharacters, text.count > limit {
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
      guard let date = DateInputParser(locale: locale, timeZone: timeZone).date(from: trimmed, style: style) else {
        return .rejected(validationMessages.notADate(text))
      }
      do {
        // A date-only row keeps the date the text writes, not the one its moment falls on.
        let calendarDate = style == .date ? FormDateCoding.calendarDate(from: trimmed) : nil
        return .accepted(try node.spec.normalize(.date(calendarDate ?? date), timeZone: timeZone))
      } catch {
        return .rejected(Self.message(of: error))
      }
    default:
      do {
        return .accepted(try node.spec.normalize(.string(text), timeZone: timeZone))
      } catch {
        return .rejected(Self.message(of: error))
      }
    }
  }

  /// Reads text typed into a live-formatted row as its format writes it: text that does not fit
  /// (letters in a phone mask, a digit too many) is refused with the format in the message,
  /// never cut; a mask not yet filled is a value, which the row's validation calls incomplete.
  private func interpretFormatted(_ text: String, _ format: LiveFormat, for node: RowNode) -> InputResult {
    switch format.value(from: text, locale: locale) {
    case .value(let value), .incomplete(let value):
      do {
        return .accepted(try node.spec.normalize(value, timeZone: timeZone))
      } catch {
        return .rejected(Self.message(of: error))
      }
    case .doesNotFit:
      return .rejected(validationMessages.notInFormat(text, format.sample(locale: locale)))
    }
  }

  /// Reads a number typed into a stepper or slider in the form's locale: text that is not a
  /// finite number is refused as ``ValidationMessages/notANumber``, a number outside the row's
  /// range as ``ValidationMessages/range`` with the bound it passes.
  private func interpretBoundedNumber(_ text: String, for node: RowNode) -> InputResult {
    if text.trimmingCharacters(in: .whitespaces).isEmpty { return .accepted(.null) }
    let parser = LocalizedNumberParser(locale: locale)
    let wholeNumber = node.spec.formValueType == .int
    let number: Decimal
    if wholeNumber {
      switch parser.integerReading(from: text) {
      case .number(let whole): number = Decimal(whole)
      case .tooLarge: return .rejected(validationMessages.tooLarge(text))
      case .tooSmall: return .rejected(validationMessages.tooSmall(text))
      case .notAWholeNumber: return .rejected(validationMessages.notANumber(text, true))
      }
    } else {
      switch parser.reading(from: text) {
      case .number(let parsed): number = parsed
      case .tooManyDigits: return .rejected(validationMessages.tooManyDigits(text, Decimal.significantDigitLimit))
      case .notANumber: return .rejected(validationMessages.notANumber(text, false))
      }
    }
    if let violation = node.spec.rangeViolation(of: number) {
      let bound = ValueDisplay(locale: locale).plain(.decimal(violation.bound))
      return .rejected(validationMessages.range(node.spec.title, violation.comparison, bound))
    }
    do {
      return .accepted(try node.spec.normalize(.decimal(number), timeZone: timeZone))
    } catch {
      return .rejected(Self.message(of: error))
    }
  }
}
