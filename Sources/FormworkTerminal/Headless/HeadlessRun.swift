import Formwork

/// Fills in a form from answers, without a terminal: for scripts, CI and tests.
///
/// Each answer goes through the path a person's input takes in a renderer: text through
/// `Form.input(_:for:)` (so numbers and dates are parsed as if typed), choices through
/// `Form.choose(_:for:)` and `Form.toggleOption(_:for:)`, the rest (sliders and steppers
/// included, so a number outside their bounds is refused) through `Form.userSetValue(_:for:)`. Answers are applied in
/// the form's order, again and again while an answer reveals a row another answer is for. A
/// form with pages is filled on every page at once, and each issue names its page.
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
    let issues = await HeadlessIssue.issues(of: report, in: form)
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
          .typeMismatch, form.strings.terminal.answerNotAnObject(found: answers), at: FormErrorLocation(path: "$"))
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
        problems += await applyAnswer(value, to: row, tag: tag, in: form)
      }
      for section in form.sectionIDs where !form.isHidden(section: section) {
        guard let state = form.sectionState(of: section), let tag = state.tag, !state.multivaluedOptions.isEmpty,
          let value = pending.removeValue(forKey: tag)
        else { continue }
        progress = true
        problems += applyList(value, to: section, tag: tag, in: form)
      }
    }
    for (tag, _) in pending.sorted(by: { $0.key < $1.key }) {
      let location = FormErrorLocation(tag: tag, path: path(tag))
      if form.rowID(forTag: tag) != nil || form.sectionID(forTag: tag) != nil {
        problems.append(
          FormError(.invalidEdit, form.strings.terminal.answerHidden, at: location))
      } else {
        // The form's own "did you mean", in the form's language.
        let tags = form.tags + form.sectionIDs.compactMap { form.sectionState(of: $0)?.tag }
        let words = form.strings.terminal
        let message = words.answerUnknownTag(closest: closestName(to: tag, among: tags))
        problems.append(FormError(.unknownTag, message, at: location))
      }
    }
    guard problems.isEmpty else { throw AnswersError(problems) }
  }
}
