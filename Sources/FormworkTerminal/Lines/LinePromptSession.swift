import Formwork
import Foundation

/// Fills in a form one question per line, for screen readers: no cursor addressing, no
/// redraws, every line said once, in the form's language.
///
/// ```
/// Newsletter sign-up
/// Answer each question, then press Enter. Enter alone keeps the answer in brackets, …
/// Email, required: ada@example
/// ! Enter a valid email address.
/// Email, required [ada@example]: ada@example.com
/// Frequency (a number from the list) [Weekly]:
///   1. Daily
///   2. Weekly
/// ```
///
/// Each shown row is asked in the form's order, page by page (Next checks the page first, as
/// in the full-screen session); a row that appears because of an answer is asked when its turn
/// comes. What a row says is wrong is said under the answer and the row is asked again. At the
/// end the form is validated and, when valid, submitted; otherwise its problems are said and
/// the rows concerned are asked again. As ``FormTerminalSession`` does, the session only
/// forwards input to the form (`input`, `choose`, `userSetValue`, `tap`, pages) and reads
/// `RowState`s.
@MainActor
public final class LinePromptSession {
  public let form: Form
  /// Said first.
  public let title: String
  /// The Submit line's title and the form's submit buttons, as the full-screen session takes them.
  public let options: FormTerminalSession.Options

  /// Called after each answer the form took (a row answered or cleared, a button pressed, a
  /// nested form filled in): a draft saves it at once.
  public var onAnswer: (@MainActor () -> Void)?

  private var asked: Set<RowID> = []
  /// Notices waiting to be said, before the next question.
  private var notices: [String] = []
  private var saidSections: Set<SectionID> = []
  private var saidPage: PageID?

  /// A session on `form`.
  public init(form: Form, title: String, options: FormTerminalSession.Options = .init()) {
    self.form = form
    self.title = title
    self.options = options
  }

  var words: TerminalWords { TerminalWords(form) }

  /// Says `text` on a line of its own before the next question (a draft restored, a save that
  /// failed); a problem starts with `! `, as what a row says is wrong does.
  ///
  /// ```swift
  /// session.showNotice("Draft restored from answers.draft.json (4 answers)")
  /// ```
  public func showNotice(_ text: String, isError: Bool = false) {
    notices.append((isError ? "! " : "") + text.terminalSafe)
  }

  private func sayNotices(_ lines: any LineDevice) {
    for notice in notices { say(lines, notice) }
    notices.removeAll()
  }

  private enum Step { case next, quit }

  /// Asks every question, then submits; ends when the form is submitted or input ends
  /// (``FormTerminalSession/Outcome/cancelled``).
  public func run(on lines: any LineDevice) async -> FormTerminalSession.Outcome {
    say(lines, title.terminalSafe)
    say(lines, words.terminal.linesIntro)
    while true {
      sayNotices(lines)
      form.flush()
      sayPage(lines)
      if let row = nextRow() {
        asked.insert(row)
        if await ask(row, on: lines) == .quit { return .cancelled }
        if await offerActions(of: row, on: lines) == .quit { return .cancelled }
        continue
      }
      if form.currentPage != nil, form.visiblePageIDs.last != form.currentPage {
        switch form.nextPage() {
        case .moved: continue
        case .refused(let report): reopen(report, on: lines)
        case .completed: return submitted(button: nil, on: lines)
        case .noPage: break
        }
        continue
      }
      if let outcome = await submit(on: lines) { return outcome }
    }
  }

  // MARK: Order

  /// The first shown row not asked yet, in screen order (a submit button waits for the end).
  private func nextRow() -> RowID? {
    let snapshot = form.snapshot
    for index in 0..<snapshot.sectionCount {
      for row in snapshot.rows(inSection: index) where !asked.contains(row) {
        guard let state = form.state(of: row) else { continue }
        if case .inlineEditor = state.kind { continue }
        if state.kind == .button, let tag = state.tag, options.submitButtonTags.contains(tag) { continue }
        return row
      }
    }
    return nil
  }

  private func sayPage(_ lines: any LineDevice) {
    guard let page = form.currentPage, page != saidPage else { return }
    saidPage = page
    let progress = form.progress
    say(lines, words.step(progress.step, of: progress.stepCount, title: form.title(of: page)?.terminalSafe))
  }

  private func saySection(of row: RowID, on lines: any LineDevice) {
    guard let state = form.state(of: row), !saidSections.contains(state.section) else { return }
    saidSections.insert(state.section)
    let section = form.sectionState(of: state.section)
    if let header = section?.header?.text, !header.isEmpty { say(lines, header.terminalSafe) }
    if let footer = section?.footer?.text, !footer.isEmpty { say(lines, footer.terminalSafe) }
  }

  // MARK: One row

  private func ask(_ row: RowID, on lines: any LineDevice) async -> Step {
    saySection(of: row, on: lines)
    guard let state = form.state(of: row) else { return .next }
    let title = state.title.terminalSafe
    if case .info = state.kind {
      let detail = state.displayValue.isEmpty ? (state.configuration.noValueText ?? "") : state.displayValue
      say(lines, detail.isEmpty ? title : "\(title): \(detail.terminalSafe)")
      return .next
    }
    if let reason = state.disabledReason {
      let value = state.displayValue.isEmpty ? "" : ": \(state.displayValue.terminalSafe)"
      say(lines, "\(title)\(value) (\(words.controls.disabled): \(reason.terminalSafe))")
      return .next
    }
    switch state.kind {
    case .button: return await press(row, title: title, on: lines)
    case .subform: return await fillNested(row, title: title, on: lines)
    case .columnPicker: return await askColumns(row, title: title, on: lines)
    case .custom(let kind):
      say(lines, "\(title): \(words.terminal.cannotEdit(kind: kind))")
      return .next
    default: break
    }
    // Focused while asked, blurred once answered: rules that run on leaving a row run here too.
    form.focus(row)
    defer { form.blur(row) }
    while true {
      sayNotices(lines)
      guard let state = form.state(of: row) else { return .next }
      let choices = await self.choices(for: state)
      // A list goes under its question, one choice a line; the answer after "> ".
      lines.write(
        choices.isEmpty ? question(for: state) : question(for: state).trimmingCharacters(in: .whitespaces) + "\n")
      // An option that cannot be chosen now says so, as the screen shows it dimmed.
      for (index, choice) in choices.enumerated() {
        let disabled = choice.isEnabled ? "" : " (\(words.controls.disabled))"
        say(lines, "  \(index + 1). \(choice.title.terminalSafe)\(disabled)")
      }
      if !choices.isEmpty { lines.write("> ") }
      guard let answer = await readAnswer(for: state, on: lines) else { return .quit }
      if answer.isEmpty { return .next }
      if let refusal = await apply(answer, to: state, choices: choices) {
        say(lines, "! " + refusal)
        continue
      }
      form.blur(row)
      form.focus(row)
      form.flush()
      onAnswer?()
      guard let after = form.state(of: row) else { return .next }
      let problems = ([after.inputError].compactMap { $0 } + after.errors.map(\.message))
      for warning in after.warnings { say(lines, words.controls.warningMessage(warning.message)) }
      guard !problems.isEmpty else { return .next }
      for problem in problems { say(lines, "! " + problem.terminalSafe) }
    }
  }

  /// A picker with columns, one question a column (`Height, Feet [5 ft]`, its options listed
  /// under it): a number or a title chooses in that column, Enter alone keeps its choice, `-`
  /// clears the row.
  private func askColumns(_ row: RowID, title: String, on lines: any LineDevice) async -> Step {
    form.focus(row)
    defer { form.blur(row) }
    var column = 0
    while let state = form.state(of: row), column < state.configuration.pickerColumns.count {
      sayNotices(lines)
      let options = state.configuration.pickerColumns[column].options
      var text = title
      if let name = state.configuration.pickerColumns[column].title { text += ", " + name.terminalSafe }
      if state.isRequired { text += ", " + words.controls.required }
      if case .list(let chosen) = state.value, column < chosen.count,
        let current = options.first(where: { $0.value == chosen[column] })
      {
        text += " [\(current.title.terminalSafe)]"
      }
      say(lines, text)
      for (index, option) in options.enumerated() { say(lines, "  \(index + 1). \(option.title.terminalSafe)") }
      lines.write("> ")
      guard let answer = await lines.readLine() else { return .quit }
      do {
        if answer.isEmpty {
          column += 1
        } else if answer.trimmingCharacters(in: .whitespaces) == Self.clear {
          try form.choose(.null, for: row)
          break
        } else if let index = choice(answer, in: options) {
          try form.choose(options[index].value, column: column, for: row)
          column += 1
        } else {
          say(lines, "! " + words.terminal.linesNotAChoice(answer))
        }
      } catch {
        say(lines, "! " + ((error as? FormError)?.message ?? String(describing: error)))
      }
    }
    form.flush()
    onAnswer?()
    return .next
  }

  /// `Email, required (…) [ada@example]: `: the title, whether it is required, what it takes,
  /// the answer kept by Enter alone.
  private func question(for state: RowState) -> String {
    var text = state.title.terminalSafe
    if state.isRequired { text += ", " + words.controls.required }
    let hint = self.hint(for: state)
    if !hint.isEmpty { text += " (\(hint))" }
    let current = currentAnswer(of: state)
    if !current.isEmpty { text += " [\(current.terminalSafe)]" }
    return text + ": "
  }

  private func hint(for state: RowState) -> String {
    let terminal = words.terminal
    switch state.kind {
    case .text(.textArea): return terminal.linesTextArea
    case .text: return state.configuration.placeholder ?? ""
    case .date(let style, _): return RowRenderer.dateHint(style)
    case .toggle: return terminal.linesYesNo
    case .selector, .segmented: return terminal.linesChooseOne
    case .multipleSelector: return terminal.linesChooseSeveral
    case .ranking: return terminal.linesRank
    case .stepper:
      let stepper = state.configuration.stepper ?? StepperConfiguration()
      return range(Double(truncating: stepper.minimum as NSNumber), Double(truncating: stepper.maximum as NSNumber))
    case .slider:
      let slider = state.configuration.slider ?? SliderConfiguration()
      return range(slider.minimum, slider.maximum)
    default: return ""
    }
  }

  private func range(_ minimum: Double, _ maximum: Double) -> String {
    let display = ValueDisplay(locale: form.locale)
    return words.terminal.linesRange(
      minimum: display.plain(minimum.formValue), maximum: display.plain(maximum.formValue))
  }

  private func currentAnswer(of state: RowState) -> String {
    switch state.kind {
    case .text(let style): return TextWindow.masked(state.editingText, secure: style.isSecure)
    case .toggle: return state.value == .bool(true) ? words.strings.values.on : words.strings.values.off
    case .date: return state.inputError != nil ? state.editingText : state.displayValue
    default: return state.displayValue
    }
  }

  private func choices(for state: RowState) async -> [OptionItem] {
    switch state.kind {
    case .selector, .segmented, .multipleSelector:
      await form.loadOptions(for: state.id)
      return form.state(of: state.id)?.options.items ?? []
    case .ranking:
      // In the order the row holds them: the answer may keep it.
      return form.rankedOptions(of: state.id)
    default:
      return []
    }
  }

  /// A line, or for a text area the lines up to an empty one; `nil` when input ended.
  private func readAnswer(for state: RowState, on lines: any LineDevice) async -> String? {
    guard let first = await lines.readLine() else { return nil }
    guard state.kind == .text(.textArea), !first.isEmpty, first != Self.clear else { return first }
    var text = [first]
    while let next = await lines.readLine(), !next.isEmpty { text.append(next) }
    return text.joined(separator: "\n")
  }

  /// What clears an answer.
  static let clear = "-"

  /// Gives the answer to the form as the row's kind takes it; what was refused, if anything.
  private func apply(_ answer: String, to state: RowState, choices: [OptionItem]) async -> String? {
    let row = state.id
    let clears = answer.trimmingCharacters(in: .whitespaces) == Self.clear
    do {
      switch state.kind {
      case .text, .date:
        switch form.input(clears ? "" : answer, for: row) {
        case .accepted, .truncated: return nil
        case .rejected(let message): return message
        case .denied(let reason): return reason
        }
      case .toggle:
        guard let on = yesOrNo(answer) else { return words.terminal.linesNotYesNo }
        try form.userSetValue(.bool(on), for: row)
      case .selector, .segmented:
        if clears {
          try form.choose(.null, for: row)
          return nil
        }
        guard let index = choice(answer, in: choices) else { return words.terminal.linesNotAChoice(answer) }
        try form.choose(choices[index].value, for: row)
      case .multipleSelector, .ranking:
        var values: [FormValue] = []
        if !clears {
          for part in answer.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "、" || $0 == "，" }) {
            guard let index = choice(String(part), in: choices) else {
              return words.terminal.linesNotAChoice(String(part))
            }
            values.append(choices[index].value)
          }
        }
        // A ranking cleared is unranked; the form says which option a ranking misses.
        let ranksNothing = state.kind == .ranking && clears
        try form.userSetValue(ranksNothing ? .null : .list(values), for: row)
      case .stepper, .slider:
        if clears {
          try form.userSetValue(.null, for: row)
          return nil
        }
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        guard
          let number = Decimal(string: trimmed, locale: form.locale)
            ?? Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        else { return words.strings.validation.notANumber(trimmed, wholeNumber: false) }
        try form.userSetValue(.decimal(number), for: row)
      default:
        return nil
      }
    } catch let error as FormError {
      return error.message
    } catch {
      return String(describing: error)
    }
    return nil
  }

  /// `3` or a choice's title (any case); `nil` for neither.
  private func choice(_ answer: String, in choices: [OptionItem]) -> Int? {
    let trimmed = answer.trimmingCharacters(in: .whitespaces)
    if let number = Int(trimmed), choices.indices.contains(number - 1) { return number - 1 }
    return choices.firstIndex {
      $0.title.compare(trimmed, options: [.caseInsensitive], locale: form.locale) == .orderedSame
    }
  }

  /// `y`/`n` (or the language's On/Off); `nil` for anything else.
  private func yesOrNo(_ answer: String) -> Bool? {
    let trimmed = answer.trimmingCharacters(in: .whitespaces).lowercased(with: form.locale)
    if trimmed == "y" || trimmed == words.strings.values.on.lowercased(with: form.locale) { return true }
    if trimmed == "n" || trimmed == words.strings.values.off.lowercased(with: form.locale) { return false }
    return nil
  }

  /// Asks `y or n` until one is given; `nil` when input ended.
  private func confirm(_ question: String, on lines: any LineDevice) async -> Bool? {
    while true {
      lines.write("\(question) (\(words.terminal.linesYesNo)): ")
      guard let answer = await lines.readLine() else { return nil }
      if answer.isEmpty { return false }
      if let yes = yesOrNo(answer) { return yes }
      say(lines, "! " + words.terminal.linesNotYesNo)
    }
  }

  private func press(_ row: RowID, title: String, on lines: any LineDevice) async -> Step {
    guard let yes = await confirm(words.terminal.linesPress(title), on: lines) else { return .quit }
    guard yes else { return .next }
    let section = form.state(of: row)?.section
    let rowsBefore = section.map { form.rowIDs(inSection: $0).count } ?? 0
    if case .denied(let reason) = form.tap(row) { say(lines, "! " + reason.terminalSafe) }
    form.flush()
    onAnswer?()
    // A list's Add button: its new row is asked next, then the button again (another one?).
    if let section, form.rowIDs(inSection: section).count > rowsBefore { asked.remove(row) }
    return .next
  }

  /// A row's own actions (its swipe actions on a phone), offered once the row is answered or
  /// said: numbered, leading ones first, one chosen by its number or title and performed, then
  /// offered again until Enter alone. An action that changes a row the person cannot edit is
  /// refused with why, as on the screen.
  private func offerActions(of row: RowID, on lines: any LineDevice) async -> Step {
    while true {
      let actions = [SwipeEdge.leading, .trailing].flatMap { edge in
        form.swipeActions(of: row, edge: edge).enumerated().map {
          (edge: edge, index: $0.offset, title: $0.element.title)
        }
      }
      guard !actions.isEmpty, let state = form.state(of: row) else { return .next }
      say(lines, words.terminal.linesRowActions(state.title.terminalSafe))
      for (number, action) in actions.enumerated() { say(lines, "  \(number + 1). \(action.title.terminalSafe)") }
      lines.write("> ")
      guard let answer = await lines.readLine() else { return .quit }
      if answer.isEmpty { return .next }
      let items = actions.map { OptionItem(value: .string($0.title), title: $0.title) }
      guard let chosen = choice(answer, in: items) else {
        say(lines, "! " + words.terminal.linesNotAChoice(answer))
        continue
      }
      if case .denied(let reason) = form.performSwipeAction(actions[chosen].index, edge: actions[chosen].edge, on: row)
      {
        say(lines, "! " + reason.terminalSafe)
      }
      form.flush()
      onAnswer?()
    }
  }

  private func fillNested(_ row: RowID, title: String, on lines: any LineDevice) async -> Step {
    guard let yes = await confirm(words.terminal.linesOpenNested(title), on: lines) else { return .quit }
    guard yes else { return .next }
    do {
      guard case .presentSubform = form.tap(row) else { return .next }
      let nested = try form.subform(for: row)
      let session = LinePromptSession(
        form: nested, title: "\(self.title) › \(title)", options: .init(submitTitle: words.controls.done))
      switch await session.run(on: lines) {
      case .submitted:
        try form.commitSubform(nested, to: row)
        onAnswer?()
      case .cancelled, .back: return .quit
      }
    } catch {
      say(lines, "! " + ((error as? FormError)?.message ?? String(describing: error)))
    }
    say(lines, title.terminalSafe + ": " + (form.state(of: row)?.displayValue.terminalSafe ?? ""))
    return .next
  }

  // MARK: Submitting

  /// Validates the whole form; when valid, the submission, else `nil` after saying what is
  /// wrong (the rows concerned are asked again). A form submitted by its buttons asks which.
  private func submit(on lines: any LineDevice) async -> FormTerminalSession.Outcome? {
    var button: String?
    if options.submitTitle == nil, !options.submitButtonTags.isEmpty {
      let buttons = form.rowIDs.filter {
        guard let state = form.state(of: $0), let tag = state.tag else { return false }
        return options.submitButtonTags.contains(tag) && form.indexPath(of: $0) != nil
      }
      let titles = buttons.compactMap { form.state(of: $0)?.title }
      lines.write("\(words.terminal.linesSubmitWith) (\(words.terminal.linesChooseOne)):\n")
      for (index, title) in titles.enumerated() { say(lines, "  \(index + 1). \(title.terminalSafe)") }
      lines.write("> ")
      guard let answer = await lines.readLine() else { return .cancelled }
      let items = zip(buttons, titles).map { OptionItem(value: .string("\($0.0)"), title: $0.1) }
      guard let index = choice(answer, in: items) else {
        if !answer.isEmpty { say(lines, "! " + words.terminal.linesNotAChoice(answer)) }
        return nil
      }
      let row = buttons[index]
      button = form.state(of: row)?.tag
      if case .denied(let reason) = form.tap(row) {
        say(lines, "! " + reason.terminalSafe)
        return nil
      }
    }
    _ = form.complete()
    let report = await form.validateAll()
    guard report.isValid else {
      reopen(report, on: lines)
      return nil
    }
    return submitted(button: button, on: lines)
  }

  /// The submission of a validated form (by the last step, or by a Next that a
  /// `TriggerAction.complete` trigger turned into the end of the form).
  private func submitted(button: String?, on lines: any LineDevice) -> FormTerminalSession.Outcome {
    do {
      let parameters = try options.parameters?(form) ?? FormIOAdapter.parameters(of: form)
      let submission = FormSubmission(
        values: FormIOAdapter.values(of: form), parameters: parameters, button: button)
      say(lines, words.terminal.submittedTitle(title.terminalSafe))
      return .submitted(submission)
    } catch {
      say(lines, "! " + words.terminal.parametersFailed(String(describing: error)))
      return .cancelled
    }
  }

  /// Says a refusal's problems (`2 problems:`, then each with its row's title) and asks their
  /// rows again, from the page of the first.
  private func reopen(_ report: ValidationReport, on lines: any LineDevice) {
    let errors = report.errors
    say(lines, words.counts.problems(errors.count) + ":")
    for issue in errors {
      let row = form.revealRow(for: issue)
      let title = row.flatMap { form.state(of: $0)?.title }.map { $0.terminalSafe + ": " } ?? ""
      say(lines, "  ! " + title + issue.message.terminalSafe)
    }
    if let page = report.firstError.flatMap(form.page(of:)), page != form.currentPage {
      do {
        _ = try form.go(toPage: page)
      } catch {
        say(lines, "! " + ((error as? FormError)?.message ?? String(describing: error)))
      }
    }
    for issue in errors {
      if let row = form.revealRow(for: issue) { asked.remove(row) }
    }
    saidPage = nil
  }

  private func say(_ lines: any LineDevice, _ text: String) {
    lines.write(text + "\n")
  }
}
