import Formwork

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
  /// `{"errors": {"path": ["message", …]}}` when not, by each row's ``HeadlessIssue/path``.
  /// A form with pages adds the page of each path: `"pages": {"path": "Applicant"}`.
  public var json: FormValue {
    switch self {
    case .valid(let submission, _):
      return submission.jsonObject
    case .invalid(let issues):
      var errors: [String: FormValue] = [:]
      var pages: [String: FormValue] = [:]
      for issue in issues {
        let key = issue.path
        if case .list(let messages)? = errors[key] {
          errors[key] = .list(messages + [.string(issue.message)])
        } else {
          errors[key] = .list([.string(issue.message)])
        }
        if let page = issue.page { pages[key] = .string(page) }
      }
      guard !pages.isEmpty else { return .object(["errors": .object(errors)]) }
      return .object(["errors": .object(errors), "pages": .object(pages)])
    }
  }
}

/// A validation issue of a headless run, by the row's place in the answers.
public struct HeadlessIssue: Sendable, Hashable, CustomStringConvertible {
  public var tag: String?
  /// The row's title, for rows without a tag.
  public var title: String
  /// Where the row is in the answers: its tag (`email`), its place in a list (`unloading[1]`,
  /// from 0), a nested form's row after its row (`unloading[1].contact`), else its title.
  public var path: String
  public var message: String
  public var severity: ValidationSeverity
  /// The title of the page the row is on, in a form with pages (a nested form's rows are on
  /// their row's page).
  public var page: String?

  init(_ issue: ValidationIssue, title: String, path: String, message: String? = nil, page: String? = nil) {
    tag = issue.tag
    self.title = title
    self.path = path
    self.message = message ?? issue.message
    severity = issue.severity
    self.page = page
  }

  /// `email: Enter a valid email address.`, after its page in a form with pages
  /// (`Applicant › email: …`).
  public var description: String {
    let place = page.map { "\($0) › \(path)" } ?? path
    return "\(place): \(severity == .warning ? "warning: " : "")\(message)"
  }

  /// A report's issues with their paths; a nested form row with errors adds its nested rows'
  /// errors, so an answer file can be fixed where it is wrong.
  @MainActor
  static func issues(
    of report: ValidationReport, in form: Form, prefix: String = "", page outerPage: String? = nil
  ) async -> [HeadlessIssue] {
    var issues: [HeadlessIssue] = []
    for issue in report.issues {
      guard let row = issue.row else {
        // A section's own issue ("at least one stop"): its path is the section's tag.
        let section = issue.section.flatMap(form.sectionState(of:))
        let title = section?.header?.text ?? ""
        let page = outerPage ?? form.page(of: issue).flatMap(form.title(of:))
        issues.append(HeadlessIssue(issue, title: title, path: prefix + (issue.tag ?? title), page: page))
        continue
      }
      let state = form.state(of: row)
      let path = prefix + (answerPath(of: row, in: form) ?? state?.title ?? "")
      let page = outerPage ?? form.page(of: row).flatMap(form.title(of:))
      issues.append(HeadlessIssue(issue, title: state?.title ?? "", path: path, page: page))
      let firstOfRow = report.issues.first { $0.row == issue.row } == issue
      guard firstOfRow, issue.severity == .error, state?.kind == .subform else { continue }
      let nested: Form
      do {
        nested = try form.subform(for: row)
      } catch {
        let message = "cannot check its nested form: \((error as? FormError)?.message ?? String(describing: error))"
        issues.append(HeadlessIssue(issue, title: state?.title ?? "", path: path, message: message, page: page))
        continue
      }
      let nestedReport = await nested.validateAll()
      issues += await Self.issues(of: nestedReport, in: nested, prefix: path + ".", page: page).filter {
        $0.severity == .error
      }
    }
    return issues
  }

  /// A row's tag; for a row without one in a tagged section (a list's rows), `section[index]`.
  @MainActor
  static func answerPath(of row: RowID, in form: Form) -> String? {
    guard let state = form.state(of: row) else { return nil }
    if let tag = state.tag { return tag }
    guard let sectionTag = form.sectionState(of: state.section)?.tag,
      let index = form.rowIDs(inSection: state.section).firstIndex(of: row)
    else { return nil }
    return "\(sectionTag)[\(index)]"
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
