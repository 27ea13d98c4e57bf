import Formwork

extension HeadlessRun {
  // MARK: One answer

  /// Applies one answer; the problems it has, each with its path.
  static func applyAnswer(_ value: FormValue, to row: RowID, tag: String, in form: Form) async -> [FormError] {
    switch form.state(of: row)?.kind {
    case .subform?: return await applySubform(value, to: row, tag: tag, in: form)
    case .button?: return press(value, row: row, tag: tag, in: form).map { [$0] } ?? []
    default: return await applyValue(value, to: row, tag: tag, in: form).map { [$0] } ?? []
    }
  }

  private static func applyValue(_ value: FormValue, to row: RowID, tag: String, in form: Form) async -> FormError? {
    guard let state = form.state(of: row) else { return nil }
    let location = FormErrorLocation(tag: tag, path: path(tag))
    func problem(_ message: String, _ code: FormError.Code = .typeMismatch) -> FormError {
      FormError(code, message, at: location)
    }
    let words = form.strings.terminal
    if let reason = form.editDenial(of: row) { return problem(words.answerCannotEdit(reason), .invalidEdit) }
    do {
      switch state.kind {
      case .text(let style):
        switch value {
        case .string(let text): return typed(text, into: row, form: form, problem: problem)
        case .null: return typed("", into: row, form: form, problem: problem)
        case .int where style.isNumeric, .decimal where style.isNumeric: try form.userSetValue(value, for: row)
        default:
          return problem(
            style.isNumeric ? words.answerExpectedNumber(found: value) : words.answerExpectedText(found: value))
        }
      case .date(let style, _):
        switch value {
        case .string(let text): return typed(text, into: row, form: form, problem: problem)
        case .null: return typed("", into: row, form: form, problem: problem)
        case .int where style == .countdown, .decimal where style == .countdown: try form.userSetValue(value, for: row)
        default: return problem(words.answerExpectedDate(format: RowRenderer.dateHint(style), found: value))
        }
      case .toggle:
        guard case .bool = value else { return problem(words.answerExpectedBool(found: value)) }
        try form.userSetValue(value, for: row)
      case .selector, .segmented:
        await form.loadOptions(for: row)
        guard value.isNull || form.state(of: row)?.options.items.contains(where: { $0.value == value }) == true else {
          return problem(notAnOption(value, row: row, form: form))
        }
        try form.choose(value, for: row)
      case .multipleSelector:
        await form.loadOptions(for: row)
        return chooseSeveral(value, row: row, form: form, problem: problem)
      case .slider:
        // Not `slide(_:to:)`, which keeps a value within the bounds: an answer outside them is
        // refused, as a stepper's is.
        guard value.numericValue != nil else { return problem(words.answerExpectedNumber(found: value)) }
        try form.userSetValue(value, for: row)
      case .stepper:
        guard value.numericValue != nil || value.isNull else {
          return problem(words.answerExpectedNumber(found: value))
        }
        try form.userSetValue(value, for: row)
      case .custom, .columnPicker, .ranking:
        try form.userSetValue(value, for: row)
      case .info, .button, .inlineEditor, .subform:
        return problem(words.answerTakesNoAnswer, .invalidEdit)
      }
    } catch let error as FormError {
      return FormError(error.code, error.message, at: location)
    } catch {
      return problem(String(describing: error))
    }
    return nil
  }

  /// `true` presses a button (its action runs: it may reveal rows other answers are for);
  /// `false` leaves it.
  static func press(_ value: FormValue, row: RowID, tag: String, in form: Form) -> FormError? {
    let location = FormErrorLocation(tag: tag, path: path(tag))
    guard case .bool(let pressed) = value else {
      return FormError(.typeMismatch, form.strings.terminal.answerButtonTakesTrue(found: value), at: location)
    }
    guard pressed else { return nil }
    if case .denied(let reason) = form.tap(row) {
      return FormError(.invalidEdit, form.strings.terminal.answerButtonDenied(reason), at: location)
    }
    return nil
  }

  /// A nested form's answers go through the nested form the same way, so its own types are
  /// checked; its problems are named by their path through the row (`$.address.city`).
  static func applySubform(_ value: FormValue, to row: RowID, tag: String, in form: Form) async -> [FormError] {
    let location = FormErrorLocation(tag: tag, path: path(tag))
    guard case .object = value else {
      return [FormError(.typeMismatch, form.strings.terminal.answerExpectedObject(found: value), at: location)]
    }
    if let reason = form.editDenial(of: row) {
      return [FormError(.invalidEdit, form.strings.terminal.answerCannotEdit(reason), at: location)]
    }
    do {
      let nested = try form.subform(for: row)
      do {
        try await apply(value, to: nested)
      } catch {
        return error.problems.map { problem in
          let inner = problem.location
          let nestedPath = inner.path.map { path(tag) + $0.dropFirst() } ?? path(tag)
          return FormError(
            problem.code, problem.message,
            at: FormErrorLocation(tag: inner.tag.map { "\(tag).\($0)" } ?? tag, path: nestedPath))
        }
      }
      try form.commitSubform(nested, to: row)
    } catch {
      let message = (error as? FormError)?.message ?? String(describing: error)
      return [FormError((error as? FormError)?.code ?? .typeMismatch, message, at: location)]
    }
    return []
  }

  static func typed(
    _ text: String, into row: RowID, form: Form, problem: (String, FormError.Code) -> FormError
  ) -> FormError? {
    switch form.input(text, for: row) {
    case .accepted: return nil
    case .truncated:
      let limit = form.state(of: row)?.configuration.maxCharacters ?? 0
      return problem(form.strings.terminal.atMostCharacters(limit), .typeMismatch)
    case .rejected(let message): return problem(message, .typeMismatch)
    case .denied(let reason): return problem(form.strings.terminal.answerCannotEdit(reason), .invalidEdit)
    }
  }

  static func chooseSeveral(
    _ value: FormValue, row: RowID, form: Form, problem: (String, FormError.Code) -> FormError
  ) -> FormError? {
    let wanted: [FormValue]
    switch value {
    case .list(let items): wanted = items
    case .null: wanted = []
    default: return problem(form.strings.terminal.answerExpectedChoices(found: value), .typeMismatch)
    }
    let options = form.state(of: row)?.options.items.map(\.value) ?? []
    if let stranger = wanted.first(where: { !options.contains($0) }) {
      return problem(notAnOption(stranger, row: row, form: form), .typeMismatch)
    }
    var current: [FormValue] = []
    if case .list(let items)? = form.state(of: row)?.value { current = items }
    do {
      for option in options where wanted.contains(option) != current.contains(option) {
        try form.toggleOption(option, for: row)
      }
    } catch {
      return problem((error as? FormError)?.message ?? String(describing: error), .invalidEdit)
    }
    return nil
  }

  static func applyList(_ value: FormValue, to section: SectionID, tag: String, in form: Form) -> [FormError] {
    let location = FormErrorLocation(section: tag, path: path(tag))
    guard case .list(let items) = value else {
      return [FormError(.typeMismatch, form.strings.terminal.answerExpectedList(found: value), at: location)]
    }
    do {
      // Values in: the rule for empty entries, and each bad entry's own path (`$.lines[0].quantity`).
      try form.setValues([tag: .list(items)])
    } catch let error as FormInputError {
      return error.errors
    } catch {
      return [FormError(.typeMismatch, (error as? FormError)?.message ?? String(describing: error), at: location)]
    }
    return []
  }

  // MARK: Messages

  static func notAnOption(_ value: FormValue, row: RowID, form: Form) -> String {
    let options = form.state(of: row)?.options.items ?? []
    let list = options.prefix(8).map { "\($0.value.jsonString()) (\($0.title))" }.joined(separator: ", ")
    return form.strings.terminal.answerNotAnOption(value.jsonString(), options: list + (options.count > 8 ? ", …" : ""))
  }

  /// `$.email`, or `$["first name"]` for tags that are not plain identifiers.
  static func path(_ tag: String) -> String {
    let plain = tag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !tag.isEmpty
    return plain ? "$.\(tag)" : "$[\(FormValue.string(tag).jsonString())]"
  }
}
