import Formwork

/// Multi-page forms: the form shows one page at a time (its snapshot holds that page's
/// sections); Ctrl-N goes to the next page (`Form.nextPage()`, which validates this one first)
/// and Ctrl-P to the previous one (`Form.previousPage()`, which never validates). The Submit line
/// reads Next until the last page, where submitting runs `Form.complete()`.
extension FormTerminalSession {
  /// The key that goes to the next page, as the help line and messages name it.
  static let nextPageKey = "Ctrl-N"
  /// The key that goes to the previous page.
  static let previousPageKey = "Ctrl-P"

  /// Whether a visible page follows the one shown.
  var hasNextPage: Bool {
    guard let current = form.currentPage else { return false }
    return form.visiblePageIDs.last != current
  }

  /// Whether a visible page comes before the one shown.
  var hasPreviousPage: Bool {
    guard let current = form.currentPage else { return false }
    return form.visiblePageIDs.first != current
  }

  /// The Submit line's title: Next before the last page, else the session's own title (the
  /// built-in `"Submit"` in the form's language).
  var submitLineTitle: String? {
    guard let title = options.submitTitle else { return nil }
    if hasNextPage { return words.terminal.pageNext }
    return title == Options.defaultSubmitTitle ? words.terminal.submit : title
  }

  /// Ctrl-N or Enter on Next: the next page when this one is valid; else its first error is
  /// focused and the status line says what is wrong. On the last page, the Submit line.
  func goToNextPage() {
    guard !form.pageIDs.isEmpty else { return }
    closeDatePicker()
    closePicker()
    switch form.nextPage() {
    case .moved:
      adoptCurrentPage()
    case .refused(let report):
      showRefusal(report, key: Self.nextPageKey)
    case .completed:
      // A `complete` trigger of this page held: the form ends here, submitted.
      endSubmitted()
    case .noPage:
      if options.submitTitle != nil { setFocus(.submit) }
    }
  }

  /// Ctrl-P: the previous page, without validating.
  func goToPreviousPage() {
    guard !form.pageIDs.isEmpty else { return }
    closeDatePicker()
    closePicker()
    if case .moved = form.previousPage() { adoptCurrentPage() }
  }

  /// Shows a page (going forward validates the pages passed, as Next does), then focuses `row`
  /// when it is on it.
  func show(page: PageID, focusing row: RowID?) {
    guard page != form.currentPage else { return }
    closeDatePicker()
    closePicker()
    do {
      switch try form.go(toPage: page) {
      case .moved: adoptCurrentPage(focusing: row)
      case .refused(let report):
        adoptCurrentPage()
        showRefusal(report, key: Self.nextPageKey)
      case .completed: endSubmitted()
      case .noPage: break
      }
    } catch {
      show(error)
    }
  }

  /// A page the form refused to leave: its first error focused, the problems on the status line.
  private func showRefusal(_ report: ValidationReport, key: String) {
    if let row = report.firstError.flatMap(form.revealRow(for:)), form.indexPath(of: row) != nil {
      setFocus(.row(row))
    }
    show(words.fixThen(report.errors, key: key), .error)
  }

  /// Lays out the page the form shows now: from its top, the focus on `row` (when it is on the
  /// page) or on its first row that can be edited.
  func adoptCurrentPage(focusing row: RowID? = nil) {
    shownPage = form.currentPage
    // The form blurred the rows of the page left; what edited them is gone with them.
    editor = nil
    datePicker = nil
    picker = nil
    focus = nil
    scroll = 0
    layout.invalidateAll()
    let all = targets(tabbing: false)
    if let row, all.contains(.row(row)) {
      setFocus(.row(row))
    } else {
      setFocus(targets(tabbing: true).first ?? all.first)
    }
  }

  /// A page change the session did not make (a condition hid the page shown): follow it.
  func followPageChange() {
    guard form.currentPage != shownPage else { return }
    adoptCurrentPage()
  }

  /// `Step 2 of 4 · Applicant   [#####-----]  3/6 required`: the line under the title of a form
  /// with pages; `nil` for a form without.
  func pageLine(width: Int) -> ScreenLine? {
    guard let page = form.currentPage else { return nil }
    let progress = form.progress
    var bar = ScreenLine()
    if options.showsProgress, progress.requiredCount > 0 {
      let count = words.requiredProgress(answered: progress.answeredCount, of: progress.requiredCount)
      let cells = max(4, min(20, (width - DisplayWidth.of(count)) / 4))
      let filled = Int((progress.answeredShare * Double(cells)).rounded())
      bar.append("[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]")
      bar.append("  " + count, style: .dim)
    }
    let step = words.step(progress.step, of: progress.stepCount, title: form.title(of: page)?.terminalSafe)
    let room = max(1, width - 1 - (bar.width > 0 ? bar.width + 2 : 0))
    var line = ScreenLine(" " + step.truncated(toWidth: room), style: .bold)
    if bar.width > 0, width - line.width - bar.width >= 2 {
      line.append(String(repeating: " ", count: width - line.width - bar.width))
      line.append(bar)
    }
    return line
  }
}
