import Formwork

/// The words the terminal shows around a form, in the form's language (`Form.locale`).
///
/// The terminal's own words come from its tables (``TerminalStrings``, `form.strings.terminal`),
/// the words every renderer shows from the core's (`.controls`, `.counts`, `.validation`), both
/// in the form's language, so a form reads in one language with every renderer.
/// Key names (`Enter`, `Ctrl-S`, `Alt-Z`) stay as printed on keyboards; every word around them
/// is in the tables.
struct TerminalWords {
  let strings: FormStrings
  let terminal: TerminalStrings

  @MainActor init(_ form: Form) { self.init(strings: form.strings) }

  init(strings: FormStrings) {
    self.strings = strings
    terminal = strings.terminal
  }

  var controls: FormStrings.Controls { strings.controls }
  var counts: FormStrings.Counts { strings.counts }

  /// A number as the form's locale writes it.
  func number(_ value: Int) -> String { strings.number(value) }

  /// A help item: the keys, then what they do (`Ctrl-S submit`).
  func help(_ keys: String, _ action: String) -> String { keys + " " + action }

  /// `2 problems: Name is required. (fix, then Ctrl-S)`.
  func fixThen(_ errors: [ValidationIssue], key: String) -> String {
    terminal.fixThenSubmit(problems: errors.count, firstMessage: errors.first?.message ?? "", key: key)
  }

  /// `Must be at least 2026-01-01.`: a date picker kept within a bound; `Minutes go in steps
  /// of 15: 07 became 00.`: typed minutes put on the interval.
  func bound(_ bound: DatePicker.BoundReached) -> String {
    switch bound {
    case .earliest(let date): return strings.validation.range("≥", date)
    case .latest(let date): return strings.validation.range("≤", date)
    case .minuteStep(let typed, let minute, let interval):
      return terminal.minuteStep(typed: Self.twoDigits(typed), minute: Self.twoDigits(minute), step: interval)
    }
  }

  /// `07`: a minute as the picker's field shows it.
  private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

  /// The question and its answers on the status line: a space between them, unless either
  /// side is full-width punctuation (`？（`), which carries its own.
  static func joined(_ question: String, _ answers: String) -> String {
    let wide = [question.last, answers.first].contains { $0.map { DisplayWidth.of(String($0)) == 2 } ?? false }
    return question + (wide ? "" : " ") + answers
  }

  /// `3/6 required`.
  func requiredProgress(answered: Int, of total: Int) -> String {
    "\(number(answered))/\(number(total)) \(controls.required)"
  }

  /// `Step 2 of 4 · Applicant` (the page title is the form's own).
  func step(_ step: Int, of count: Int, title: String?) -> String {
    strings.pages.step(step, of: count, title: title)
  }
}
