import Formwork

/// Fills in a form at a terminal: draws it, turns keys into the form's own input calls, and
/// ends with the submitted values or a cancellation.
///
/// ```swift
/// let form = try Form { … }
/// let session = FormTerminalSession(form: form, title: "Sign up")
/// switch try await session.run(on: SystemTerminal()) {
/// case .submitted(let submission): print(submission.values.jsonString(pretty: true))
/// case .cancelled: print("cancelled")
/// }
/// ```
///
/// The session never decides visibility, values or validity: it reads `RowState`s and the
/// form's snapshot, and forwards input (`Form.input(_:for:)`, `Form.tap(_:)`,
/// `Form.choose(_:for:)`, `Form.step(_:by:)`…). Focus is reported with `Form.focus(_:)`
/// and `Form.blur(_:)` so blur-triggered validation runs as in any renderer.
///
/// Keys: ↑/↓ visit every visible row except information rows (disabled ones too, so Enter on
/// one shows why it is disabled); Tab/Shift-Tab visit only rows that can be edited now. Text
/// rows are edited in place. Enter/Space toggle switches and checks, open selectors and press
/// buttons; ←/→ change steppers, sliders and segmented rows. Ctrl-S (or the Submit line)
/// validates and, when valid, submits. Ctrl-C or Ctrl-D cancels.
@MainActor
public final class FormTerminalSession {
  /// How a session presents and submits its form.
  public struct Options: Sendable {
    /// The title of the Submit line the renderer adds after the form; `nil` for none (a form
    /// with its own submit button lists its tag in ``submitButtonTags``).
    public var submitTitle: String?
    /// Tags of the form's buttons that submit after running their action.
    public var submitButtonTags: Set<String>
    /// Builds the request parameters on submit; `nil` uses the form's own mapping.
    public var parameters: (@MainActor @Sendable (Form) throws -> FormValue)?
    /// Whether Ctrl-S submits (a menu made of buttons turns it off).
    public var submitsWithKey: Bool

    public init(
      submitTitle: String? = "Submit", submitButtonTags: Set<String> = [],
      parameters: (@MainActor @Sendable (Form) throws -> FormValue)? = nil, submitsWithKey: Bool = true
    ) {
      self.submitTitle = submitTitle
      self.submitButtonTags = submitButtonTags
      self.parameters = parameters
      self.submitsWithKey = submitsWithKey
    }
  }

  /// How a session ended.
  public enum Outcome: Sendable, Equatable {
    /// The form was valid and submitted.
    case submitted(FormSubmission)
    /// The person cancelled (Ctrl-C, Ctrl-D, or input ended).
    case cancelled
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
  public var statusText: String? { message?.text }

  var focus: FocusTarget?
  /// The editor of the focused text or date row.
  var editor: LineEditor?
  /// The text the editor started with: a date is committed only when it changed.
  var editorOrigin = ""
  var picker: OptionPicker?
  var message: StatusMessage?
  var scroll = 0
  var bodyHeight = TerminalSize.standard.rows - 3
  /// Where the focus was in the list of all targets, to land nearby when its row disappears.
  var focusPosition = 0
  let layout = FormLayout()
  var wantsFullRedraw = false
  var isBusy = false
  var submittingButton: String?
  /// A nested form being edited full screen (a subform row's).
  var child: ChildSession?
  var wake: (() -> Void)?
  private var subscriptions: [FormSubscription] = []

  /// A session on `form`.
  ///
  /// - Parameters:
  ///   - form: The form to fill in.
  ///   - title: The title shown on the first line.
  ///   - options: The Submit line, submit buttons and parameters.
  public init(form: Form, title: String, options: Options = Options()) {
    self.form = form
    self.title = title
    self.options = options
    subscriptions.append(form.onUpdate { [weak self] update in self?.layout.apply(update) })
    subscriptions.append(form.observe { [weak self] event in self?.observe(event) })
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

  // MARK: Frames

  /// The screen for the form as it is now.
  ///
  /// Delivers the form's pending update first (the layout rebuilds exactly the rows it names)
  /// and keeps the focused row in view.
  public func frame(size: TerminalSize) -> Frame {
    if let child { return child.session.frame(size: size) }
    isBusy = true
    defer { isBusy = false }
    form.flush()
    reconcileFocus()
    form.flush()
    layout.prepare(form: form, width: max(10, size.columns - 1))
    let body = layout.body(form: form, focus: focus, editor: editor, submitTitle: options.submitTitle)
    let chrome = size.rows >= 4
    bodyHeight = max(1, chrome ? size.rows - 3 : size.rows)
    scrollToFocus(in: body)

    var viewport = (0..<bodyHeight).map { index in
      scroll + index < body.lines.count ? body.lines[scroll + index] : ScreenLine()
    }
    var cursor: Frame.Position?
    if var picker, let state = form.state(of: picker.row) {
      drawPicker(&picker, state: state, over: &viewport, body: body)
      self.picker = picker
    } else if let caret = layout.caret(of: focus, in: body), (scroll..<(scroll + bodyHeight)).contains(caret.line) {
      cursor = Frame.Position(line: caret.line - scroll + (chrome ? 1 : 0), column: caret.column)
    }
    guard chrome else { return Frame(lines: viewport, cursor: cursor) }
    return Frame(
      lines: [titleLine(body: body, width: size.columns - 1)] + viewport + [statusLine(), helpLine()], cursor: cursor)
  }

  private func scrollToFocus(in body: FormLayout.Body) {
    if let focus, let range = body.ranges[focus] {
      let context = body.contextStarts[focus] ?? range.lowerBound
      let all = targets(tabbing: false)
      if focus == all.first {
        scroll = 0
      } else if focus == all.last {
        scroll = body.lines.count
      } else if context < scroll {
        scroll = context
      }
      if range.upperBound > scroll + bodyHeight { scroll = range.upperBound - bodyHeight }
      if range.lowerBound < scroll { scroll = range.lowerBound }
    }
    scroll = min(max(0, scroll), max(0, body.lines.count - bodyHeight))
  }

  private func drawPicker(
    _ picker: inout OptionPicker, state: RowState, over viewport: inout [ScreenLine], body: FormLayout.Body
  ) {
    let width = layout.width
    let box = picker.box(state: state, maxWidth: width, maxHeight: bodyHeight)
    let boxWidth = box.map(\.width).max() ?? 0
    let anchor = (body.ranges[.row(picker.row)]?.lowerBound ?? scroll) - scroll
    let top = anchor + 1 + box.count <= bodyHeight ? anchor + 1 : max(0, bodyHeight - box.count)
    let valueColumn = layout.renderer.valueColumn
    let column = valueColumn + boxWidth <= width ? valueColumn : max(0, width - boxWidth)
    for (offset, line) in box.enumerated() where top + offset < viewport.count {
      viewport[top + offset] = viewport[top + offset].overlaid(with: line, atColumn: column)
    }
  }

  private func titleLine(body: FormLayout.Body, width: Int) -> ScreenLine {
    let above = scroll > 0
    let below = scroll + bodyHeight < body.lines.count
    let hint = above && below ? "↑↓ more" : above ? "↑ more" : below ? "↓ more" : ""
    var line = ScreenLine(
      " " + title.terminalSafe.truncated(toWidth: max(1, width - DisplayWidth.of(hint) - 2)), style: .bold)
    let gap = width - line.width - DisplayWidth.of(hint)
    if !hint.isEmpty, gap > 0 { line.append(String(repeating: " ", count: gap) + hint, style: .dim) }
    return line
  }

  private func statusLine() -> ScreenLine {
    guard let message else { return ScreenLine() }
    let style: TerminalStyle
    switch message.kind {
    case .info: style = .green
    case .warning: style = .yellow
    case .error: style = [.bold, .red]
    }
    return ScreenLine(" " + message.text, style: style)
  }

  private func helpLine() -> ScreenLine {
    ScreenLine(" " + HelpText.text(for: self), style: .dim)
  }

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

  /// Moves the focus; the row left is blurred (a date typed there is committed first).
  func setFocus(_ target: FocusTarget?) {
    guard target != focus else { return }
    commitDateIfEdited()
    let previous = focus
    layout.invalidate(previous)
    focus = target
    editor = nil
    picker = nil
    switch target {
    case .row(let id):
      form.focus(id)
      if let state = form.state(of: id), state.disabledReason == nil, Self.isTyped(state.kind) {
        editor = LineEditor(text: state.editingText)
        editorOrigin = state.editingText
      }
    case .submit, nil:
      if let row = previous?.row { form.blur(row) }
    }
    if let target, let position = targets(tabbing: false).firstIndex(of: target) { focusPosition = position }
    layout.invalidate(target)
  }

  /// After an update, a focused row that disappeared hands focus to the row now in its place.
  private func reconcileFocus() {
    guard let row = focus?.row, form.indexPath(of: row) == nil else { return }
    let all = targets(tabbing: false)
    editor = nil
    focus = nil
    setFocus(all.isEmpty ? nil : all[min(focusPosition, all.count - 1)])
  }

  /// Whether rows of this kind are edited as text in the terminal (dates are typed too).
  static func isTyped(_ kind: RowKind) -> Bool {
    switch kind {
    case .text, .date: return true
    default: return false
    }
  }

  func commitDateIfEdited() {
    guard let row = focus?.row, let editor, case .date? = layout.kind(of: row, in: form), editor.text != editorOrigin
    else { return }
    form.input(editor.text, for: row)
    editorOrigin = editor.text
    layout.invalidate(focus)
  }
}
