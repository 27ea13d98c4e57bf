import Formwork

/// Fills in a form from answers, without a terminal: for scripts, CI and tests.
///
/// Each answer goes through the path a person's input takes in a renderer: text through
/// `Form.input(_:for:)` (so numbers and dates are parsed as if typed), choices through
/// `Form.choose(_:for:)` and `Form.toggleOption(_:for:)`, sliders through
/// `Form.slide(_:to:)`, the rest through `Form.userSetValue(_:for:)`. Answers are applied in
/// the form's order, again and again while an answer reveals a row another answer is for.
///
/// ```swift
/// let answers = try FormValue(json: #"{"email": "ada@example.com", "subscribe": true}"#)
/// switch try await HeadlessRun.run(form: form, answers: answers) {
/// case .valid(let submission, _): print(submission.values.jsonString(pretty: true))
/// case .invalid(let issues): for issue in issues { print(issue) }
/// }
/// ```
@MainActor
public enum HeadlessRun {
  /// Applies `answers`, validates (waiting for asynchronous rules) and reports.
  ///
  /// - Parameters:
  ///   - form: The form to fill in.
  ///   - answers: A JSON object of tag → value.
  ///   - parameters: Builds the request parameters; `nil` uses the form's own mapping.
  /// - Returns: The submission when the form is valid, else its issues.
  /// - Throws: ``AnswersError`` listing every answer that cannot be applied, each with its JSON
  ///   path; the form is then left partly filled and not validated.
  public static func run(
    form: Form, answers: FormValue, parameters: (@MainActor @Sendable (Form) throws -> FormValue)? = nil
  ) async throws(AnswersError) -> HeadlessResult {
    try await apply(answers, to: form)
    let report = await form.validateAll()
    let issues = report.issues.map { HeadlessIssue($0, title: form.state(of: $0.row)?.title ?? "") }
    guard report.isValid else { return .invalid(issues.filter { $0.severity == .error }) }
    let built: FormValue
    do {
      built = try parameters?(form) ?? FormIOAdapter.parameters(of: form)
    } catch {
      throw AnswersError([FormError(.invalidSchema, "cannot build the request parameters: \(error)")])
    }
    return .valid(FormSubmission(values: FormIOAdapter.values(of: form), parameters: built), warnings: issues)
  }

  /// Applies answers to a form the way a person's input would, without validating.
  ///
  /// - Throws: ``AnswersError`` with every answer that could not be applied.
  public static func apply(_ answers: FormValue, to form: Form) async throws(AnswersError) {
    guard case .object(let members) = answers else {
      throw AnswersError([
        FormError(
          .typeMismatch, "answers must be a JSON object of tag → value, found \(describe(answers))",
          at: FormErrorLocation(path: "$"))
      ])
    }
    var pending = members
    var problems: [FormError] = []
    var progress = true
    while progress, !pending.isEmpty {
      progress = false
      for row in form.rowIDs where !form.isHidden(row) {
        guard let tag = form.state(of: row)?.tag, let value = pending.removeValue(forKey: tag) else { continue }
        progress = true
        if let problem = await applyAnswer(value, to: row, tag: tag, in: form) { problems.append(problem) }
      }
      for section in form.sectionIDs where !form.isHidden(section: section) {
        guard let state = form.sectionState(of: section), let tag = state.tag, !state.multivaluedOptions.isEmpty,
          let value = pending.removeValue(forKey: tag)
        else { continue }
        progress = true
        if let problem = applyList(value, to: section, tag: tag, in: form) { problems.append(problem) }
      }
    }
    for (tag, _) in pending.sorted(by: { $0.key < $1.key }) {
      let location = FormErrorLocation(tag: tag, path: path(tag))
      if form.rowID(forTag: tag) != nil || form.sectionID(forTag: tag) != nil {
        problems.append(
          FormError(.invalidEdit, "the row is hidden with these answers, so it takes no answer", at: location))
      } else {
        var message = "no row has this tag"
        do { _ = try form.value(forTag: tag) } catch { message = (error as? FormError)?.message ?? message }
        problems.append(FormError(.unknownTag, message, at: location))
      }
    }
    guard problems.isEmpty else { throw AnswersError(problems) }
  }

  // MARK: One answer

  private static func applyAnswer(_ value: FormValue, to row: RowID, tag: String, in form: Form) async -> FormError? {
    guard let state = form.state(of: row) else { return nil }
    let location = FormErrorLocation(tag: tag, path: path(tag))
    func problem(_ message: String, _ code: FormError.Code = .typeMismatch) -> FormError {
      FormError(code, message, at: location)
    }
    if let reason = form.editDenial(of: row) { return problem("the row cannot be edited: \(reason)", .invalidEdit) }
    do {
      switch state.kind {
      case .text(let style):
        switch value {
        case .string(let text): return typed(text, into: row, form: form, problem: problem)
        case .null: return typed("", into: row, form: form, problem: problem)
        case .int where style.isNumeric, .decimal where style.isNumeric: try form.userSetValue(value, for: row)
        default: return problem("expected \(style.isNumeric ? "a number" : "a string"), found \(describe(value))")
        }
      case .date(let style, _):
        switch value {
        case .string(let text): return typed(text, into: row, form: form, problem: problem)
        case .null: return typed("", into: row, form: form, problem: problem)
        case .int where style == .countdown, .decimal where style == .countdown: try form.userSetValue(value, for: row)
        default: return problem("expected a date as text (\(RowRenderer.dateHint(style))), found \(describe(value))")
        }
      case .toggle:
        guard case .bool = value else { return problem("expected true or false, found \(describe(value))") }
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
        guard value.numericValue != nil else { return problem("expected a number, found \(describe(value))") }
        try form.slide(row, to: Double(formValue: value))
      case .stepper, .custom:
        try form.userSetValue(value, for: row)
      case .subform:
        // A nested form's answers go through the nested form, so its own types are checked.
        guard case .object(let members) = value else { return problem("expected an object, found \(describe(value))") }
        let nested = try form.subform(for: row)
        try nested.setValues(members, origin: .user)
        try form.commitSubform(nested, to: row)
      case .info, .button, .inlineEditor:
        return problem("\(state.kind) rows take no answer", .invalidEdit)
      }
    } catch let error as FormError {
      return FormError(error.code, error.message, at: location)
    } catch {
      return problem(String(describing: error))
    }
    return nil
  }

  private static func typed(
    _ text: String, into row: RowID, form: Form, problem: (String, FormError.Code) -> FormError
  ) -> FormError? {
    switch form.input(text, for: row) {
    case .accepted: return nil
    case .truncated:
      let limit = form.state(of: row)?.configuration.maxCharacters ?? 0
      return problem("longer than the row's \(limit) characters", .typeMismatch)
    case .rejected(let message): return problem(message, .typeMismatch)
    case .denied(let reason): return problem("the row cannot be edited: \(reason)", .invalidEdit)
    }
  }

  private static func chooseSeveral(
    _ value: FormValue, row: RowID, form: Form, problem: (String, FormError.Code) -> FormError
  ) -> FormError? {
    let wanted: [FormValue]
    switch value {
    case .list(let items): wanted = items
    case .null: wanted = []
    default: return problem("expected a list of option values, found \(describe(value))", .typeMismatch)
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

  private static func applyList(_ value: FormValue, to section: SectionID, tag: String, in form: Form) -> FormError? {
    let location = FormErrorLocation(section: tag, path: path(tag))
    guard case .list(let items) = value else {
      return FormError(
        .typeMismatch, "expected a list for a multivalued section, found \(describe(value))", at: location)
    }
    do {
      try form.transaction {
        for row in form.rowIDs(inSection: section) { try form.removeRow(row) }
        for item in items { _ = try form.appendMultivaluedRow(toSection: section, value: item) }
      }
    } catch {
      return FormError(.typeMismatch, (error as? FormError)?.message ?? String(describing: error), at: location)
    }
    return nil
  }

  // MARK: Messages

  private static func notAnOption(_ value: FormValue, row: RowID, form: Form) -> String {
    let options = form.state(of: row)?.options.items ?? []
    let list = options.prefix(8).map { "\($0.value.jsonString()) (\($0.title))" }.joined(separator: ", ")
    return "\(value.jsonString()) is not one of the options: \(list)\(options.count > 8 ? ", …" : "")"
  }

  /// `$.email`, or `$["first name"]` for tags that are not plain identifiers.
  static func path(_ tag: String) -> String {
    let plain = tag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !tag.isEmpty
    return plain ? "$.\(tag)" : "$[\(FormValue.string(tag).jsonString())]"
  }

  static func describe(_ value: FormValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "the boolean \(flag)"
    case .int, .decimal: return "the number \(value.jsonString())"
    case .string(let text): return "the string \(FormValue.string(text).jsonString())"
    case .date: return "a date"
    case .list: return "a list"
    case .object: return "an object"
    }
  }
}

/// The outcome of a headless run.
public enum HeadlessResult: Sendable, Equatable {
  /// The form is valid: its values and parameters, and any warnings.
  case valid(FormSubmission, warnings: [HeadlessIssue])
  /// The form is invalid: its errors, in form order.
  case invalid([HeadlessIssue])

  /// ``FormworkExitCode/success`` or ``FormworkExitCode/invalidAnswers``.
  public var exitCode: FormworkExitCode {
    if case .valid = self { return .success }
    return .invalidAnswers
  }

  /// What the command prints on standard output: `{"values": …, "parameters": …}` when valid,
  /// `{"errors": {"tag": ["message", …]}}` when not.
  public var json: FormValue {
    switch self {
    case .valid(let submission, _):
      return submission.jsonObject
    case .invalid(let issues):
      var errors: [String: FormValue] = [:]
      for issue in issues {
        let key = issue.tag ?? issue.title
        if case .list(let messages)? = errors[key] {
          errors[key] = .list(messages + [.string(issue.message)])
        } else {
          errors[key] = .list([.string(issue.message)])
        }
      }
      return .object(["errors": .object(errors)])
    }
  }
}

/// A validation issue of a headless run, by tag.
public struct HeadlessIssue: Sendable, Hashable, CustomStringConvertible {
  public var tag: String?
  /// The row's title, for rows without a tag.
  public var title: String
  public var message: String
  public var severity: ValidationSeverity

  init(_ issue: ValidationIssue, title: String) {
    tag = issue.tag
    self.title = title
    message = issue.message
    severity = issue.severity
  }

  public var description: String {
    "\(tag ?? title): \(severity == .warning ? "warning: " : "")\(message)"
  }
}

/// Answers that cannot be applied to a form: each problem names its tag and JSON path.
///
/// ```
/// answers.json: $.age: typeMismatch: 'abc' is not a whole number
/// answers.json: $.emial: unknownTag: no row has the tag 'emial' (did you mean 'email'?)
/// ```
public struct AnswersError: Error, Sendable, Hashable, CustomStringConvertible {
  public var problems: [FormError]

  public init(_ problems: [FormError]) { self.problems = problems }

  /// ``FormworkExitCode/badAnswersFile``.
  public var exitCode: FormworkExitCode { .badAnswersFile }

  public var description: String {
    problems.map { problem in
      let place = problem.location.path ?? problem.location.description
      return "\(place): \(problem.message)"
    }.joined(separator: "\n")
  }
}
