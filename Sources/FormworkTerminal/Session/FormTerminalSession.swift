import Formwork
import Foundation

/// Fills in a form at a terminal: draws it, turns keys into the form's own input calls, and
/// ends with the submitted values, a cancellation, or a step back.
///
/// ```swift
/// let form = try Form { … }
/// let session = FormTerminalSession(form: form, title: "Sign up")
/// switch try await session.run(on: SystemTerminal()) {
/// case .submitted(let submission): print(submission.values.jsonString(pretty: true))
/// case .cancelled, .back: print("cancelled")
/// }
/// ```
///
/// The session never decides visibility, values or validity: it reads `RowState`s and the
/// form's snapshot, and forwards input (`Form.input(_:for:)`, `Form.tap(_:)`,
/// `Form.choose(_:for:)`, `Form.step(_:by:)`, `Form.removeRow(_:)`…). Focus is reported with
/// `Form.focus(_:)` and `Form.blur(_:)` so blur-triggered validation runs as in any renderer.
///
/// Keys: ↑/↓ visit every visible row except information rows (disabled ones too, so Enter on
/// one shows why it is disabled); Tab/Shift-Tab visit only rows that can be edited now. Text
/// rows are edited in place. Enter/Space toggle switches and checks, open selectors, date
/// pickers and nested forms, and press buttons; ←/→ change steppers, sliders and segmented rows
/// (digits type a stepper's value; a click on their `<` `>`, a segment or the bar changes them).
/// Alt-↑/Alt-↓ move a row of a multivalued section and Alt-Delete deletes it. Ctrl-S (or the
/// Submit line) validates and, when valid, submits. In a form with pages, Ctrl-N and Ctrl-P go
/// to the next and previous page (Next validates the page first). Alt-Z and Alt-Shift-Z undo
/// and redo through `Form.undo()` and `Form.redo()`. `?` (or F1) shows every key.
/// Esc goes back (or quits, with ``Options/escapeQuits``); Ctrl-C or Ctrl-D cancels, asking
/// first when the form has changes.
@MainActor
public final class FormTerminalSession {
  /// How a session presents and submits its form.
  public struct Options: Sendable {
    /// The title of the Submit line the renderer adds after the form; `nil` for none (a form
    /// with its own submit button lists its tag in ``submitButtonTags``). On a page before the
    /// last of a multi-page form the line reads Next (`form.strings.terminal.pageNext`) and goes to
    /// the next page.
    public var submitTitle: String?
    /// Tags of the form's buttons that submit after running their action.
    public var submitButtonTags: Set<String>
    /// Builds the request parameters on submit; `nil` uses the form's own mapping.
    public var parameters: (@MainActor @Sendable (Form) throws -> FormValue)?
    /// Whether Ctrl-S submits (a menu made of buttons turns it off).
    public var submitsWithKey: Bool
    /// Whether Esc (and `q` on a row that takes no text) ends the session with
    /// ``Outcome/back``, asking first when the form has changes.
    public var allowsBack: Bool
    /// Whether Esc (and `q` on a row that takes no text) quits, as Ctrl-C does, where there is
    /// nothing to go back to (a form run on its own, ``allowsBack`` off): ``Outcome/cancelled``,
    /// asking first when the form has changes.
    public var escapeQuits: Bool
    /// Whether typing letters on a row that takes no text focuses the next row whose title
    /// starts with them (a menu).
    public var typeToSelect: Bool
    /// Whether the title line shows how many required rows are answered.
    public var showsProgress: Bool

    /// The default ``submitTitle``: shown as the built-in "Submit" in the form's language
    /// (`form.strings.terminal.submit`).
    public static let defaultSubmitTitle = "Submit"

    public init(
      submitTitle: String? = defaultSubmitTitle, submitButtonTags: Set<String> = [],
      parameters: (@MainActor @Sendable (Form) throws -> FormValue)? = nil, submitsWithKey: Bool = true,
      allowsBack: Bool = true, escapeQuits: Bool = false, typeToSelect: Bool = false, showsProgress: Bool = true
    ) {
      self.escapeQuits = escapeQuits
      self.submitTitle = submitTitle
      self.submitButtonTags = submitButtonTags
      self.parameters = parameters
      self.submitsWithKey = submitsWithKey
      self.allowsBack = allowsBack
      self.typeToSelect = typeToSelect
      self.showsProgress = showsProgress
    }
  }

  /// How a session ended.
  public enum Outcome: Sendable, Equatable {
    /// The form was valid and submitted.
    case submitted(FormSubmission)
    /// The person cancelled (Ctrl-C, Ctrl-D, or input ended).
    case cancelled
    /// The person went back (Esc, or `q` on a row that takes no text) while
    /// ``Options/allowsBack`` is on: a menu shows again.
    case back
  }

  /// A nested form on screen instead of this one, and the row it fills.
  struct ChildSession {
    let session: FormTerminalSession
    let row: RowID
  }

  /// A message on the status line.
  struct StatusMessage: Equatable {
    enum Kind { case info, warning, error }
    var text: String
    var kind: Kind
  }

  public let form: Form
  /// The title on the first line.
  public let title: String
  public let options: Options
  /// How the session ended, once it has.
  public internal(set) var outcome: Outcome?
  /// The status line's text, if any.
  public var statusText: String? { child?.session.statusText ?? prompt?.question ?? message?.text }
  /// Editors for custom row kinds (see ``CustomRowEditor``); nested forms use them too.
  public var editors = TerminalEditorRegistry()
  /// The current date, for a date picker's "today" (tests fix it).
  public var now: @Sendable () -> Date = { Date() }

  var focus: FocusTarget?
  /// The editor of the focused text row.
  var editor: LineEditor?
  /// The picker of the focused date row, while it is open.
  var datePicker: DatePicker?
  /// The column ←/→ reached on the focused picker with columns while Enter opened it; `nil`
  /// while it is closed.
  var wheelColumn: Int?
  var picker: OptionPicker?
  /// A question on the status line waiting for y/n.
  var prompt: Prompt?
  /// Whether the help screen is shown over the form.
  var showsHelp = false
  /// The first group of the help screen shown (it scrolls when it does not fit).
  var helpScroll = 0
  /// Letters typed to select a row by its title (``Options/typeToSelect``).
  var typedPrefix = ""
  /// Digits typed on the focused stepper since it was focused or stepped.
  var typedNumber = ""
  var message: StatusMessage?
  var scroll = 0
  /// The focus the last frame was scrolled to, to bring a newly focused row's context into view once.
  var framedFocus: FocusTarget?
  var bodyHeight = TerminalSize.standard.rows - 3
  /// Where the focus was in the list of all targets, to land nearby when its row disappears.
  var focusPosition = 0
  let layout = FormLayout()
  var wantsFullRedraw = false
  /// Set by Ctrl-Z: the run loop suspends the process (the terminal restored) and redraws after.
  var wantsSuspend = false
  var isBusy = false
  var submittingButton: String?
  /// A nested form being edited full screen (a subform row's).
  var child: ChildSession?
  /// Whether this session is a nested form's (Esc and Ctrl-S mean back and done).
  var isNested = false
  var wake: (() -> Void)?
  /// The screen lines of the body's first line, for mouse clicks.
  var bodyTop = 1
  /// The columns the last frame was laid out in, to mirror clicks back in a right-to-left form.
  var frameWidth = TerminalSize.standard.columns - 1
  /// The page laid out (`nil` without pages): when the form shows another, the session follows.
  var shownPage: PageID?
  private var subscriptions: [FormSubscription] = []

  /// A session on `form`.
  ///
  /// - Parameters:
  ///   - form: The form to fill in.
  ///   - title: The title shown on the first line.
  ///   - options: The Submit line, submit buttons, parameters and keys.
  public init(form: Form, title: String, options: Options = Options()) {
    self.form = form
    self.title = title
    self.options = options
    subscriptions.append(form.onUpdate { [weak self] update in self?.layout.apply(update) })
    subscriptions.append(form.observe { [weak self] event in self?.observe(event) })
    shownPage = form.currentPage
    if let first = targets(tabbing: true).first ?? targets(tabbing: false).first { setFocus(first) }
  }

  private func observe(_ event: FormEvent) {
    switch event {
    case .denied(_, let reason):
      message = StatusMessage(text: reason, kind: .warning)
    case .actionPerformed(let row):
      if let tag = form.state(of: row)?.tag, options.submitButtonTags.contains(tag) { submittingButton = tag }
    default:
      break
    }
    // Asynchronous work (a rule finishing, options arriving) changes the form between keys.
    if !isBusy { wake?() }
  }

  /// The words shown around the form, in its language.
  var words: TerminalWords { TerminalWords(form) }

  /// Whether what was entered outlives a cancelled session (the app keeps a draft of it): the
  /// quit question then says so instead of warning that it is lost.
  public var keepsDraft = false

  // MARK: Focus

  /// The rows that can take focus, in screen order, then the Submit line.
  ///
  /// ↑/↓ (`tabbing == false`) visit every visible row but information rows and inline editors;
  /// Tab also skips rows that cannot be edited now.
  func targets(tabbing: Bool) -> [FocusTarget] {
    // Keys handled in one batch see the structure their changes made.
    form.flush()
    var result: [FocusTarget] = []
    let snapshot = form.snapshot
    for index in 0..<snapshot.sectionCount {
      for row in snapshot.rows(inSection: index) {
        switch layout.kind(of: row, in: form) {
        case .info, .inlineEditor, nil: continue
        default: break
        }
        if tabbing, form.editDenial(of: row) != nil { continue }
        result.append(.row(row))
      }
    }
    if options.submitTitle != nil { result.append(.submit) }
    return result
  }

  /// Moves the focus; the row left is blurred (a date being picked is committed first).
  func setFocus(_ target: FocusTarget?) {
    guard target != focus else { return }
    closeDatePicker()
    closePicker()
    let previous = focus
    layout.invalidate(previous)
    focus = target
    editor = nil
    wheelColumn = nil
    typedNumber = ""
    switch target {
    case .row(let id):
      form.focus(id)
      if let state = form.state(of: id), state.disabledReason == nil, case .text = state.kind {
        editor = LineEditor(text: state.editingText)
      }
    case .submit, nil:
      if let row = previous?.row { form.blur(row) }
    }
    if let target, let position = targets(tabbing: false).firstIndex(of: target) { focusPosition = position }
    layout.invalidate(target)
  }

  /// Focuses a row (a menu opening on the entry chosen last), scrolled into view on the next frame.
  public func focus(_ row: RowID) {
    if targets(tabbing: false).contains(.row(row)) { setFocus(.row(row)) }
  }

  /// After an update, a focused row that disappeared hands focus to the row now in its place.
  func reconcileFocus() {
    guard let row = focus?.row, form.indexPath(of: row) == nil else { return }
    let all = targets(tabbing: false)
    editor = nil
    datePicker = nil
    focus = nil
    setFocus(all.isEmpty ? nil : all[min(focusPosition, all.count - 1)])
  }

  /// Shows `text` on the status line.
  func show(_ text: String, _ kind: StatusMessage.Kind) {
    message = StatusMessage(text: text, kind: kind)
  }

  /// Shows a refused change: the form's message for a ``FormError``, the error itself otherwise.
  func show(_ error: any Error) {
    guard let error = error as? FormError else { return show(String(describing: error), .error) }
    show(error.message, error.code == .invalidEdit ? .warning : .error)
  }
}
