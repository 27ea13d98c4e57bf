import Formwork
import FormworkDiff
import Foundation

/// What can have focus on screen: a row of the form, or the renderer's own Submit line.
enum FocusTarget: Hashable, Sendable {
  case row(RowID)
  case submit

  var row: RowID? {
    if case .row(let id) = self { return id }
    return nil
  }
}

/// The whole form laid out as lines (the body; the screen shows a window of it).
///
/// Each row's lines are kept between frames and rebuilt only when the form's updates say the
/// row changed (``apply(_:)``: reconfigured rows, inserted rows, reloads) or when the session
/// says so (focus moved, text typed). The painter's line diff then writes only the lines that
/// really differ.
@MainActor
final class FormLayout {
  struct Body {
    var lines: [ScreenLine] = []
    /// The lines of each focusable row.
    var ranges: [FocusTarget: Range<Int>] = [:]
    /// Where to scroll to show a row with its section header (first row of a section).
    var contextStarts: [FocusTarget: Int] = [:]
    /// Where what belongs to a row ends: its section's footer (a menu entry's description)
    /// after the section's last row.
    var contextEnds: [FocusTarget: Int] = [:]

    /// The lines of the row right after the row at `range` (an inline row's editor).
    func rowRange(after range: Range<Int>) -> Range<Int>? {
      ranges.values.first { $0.lowerBound == range.upperBound && !$0.isEmpty }
    }
  }

  private(set) var width = 0
  private(set) var titleWidth = 0
  private var blocks: [RowID: RowBlock] = [:]
  private var sectionHeaders: [SectionID: [ScreenLine]] = [:]
  private var sectionFooters: [SectionID: [ScreenLine]] = [:]
  private var composed: Body?
  /// The Submit line's title in ``composed`` (it reads Next until the last page).
  private var composedSubmitTitle: String?
  private var kinds: [RowID: RowKind] = [:]
  /// How many row blocks were built, for tests of the cache.
  private(set) var blockBuildCount = 0

  private var locale = Locale.current
  /// The built-in words in the form's language.
  private(set) var strings = FormStrings(locale: .current)
  /// The inline editor row shown under each expanded row, found while composing.
  private var companions: [RowID: RowID] = [:]

  var renderer: RowRenderer { RowRenderer(width: width, titleWidth: titleWidth, locale: locale, strings: strings) }

  // MARK: Invalidation

  func invalidateAll() {
    blocks.removeAll(keepingCapacity: true)
    sectionHeaders.removeAll(keepingCapacity: true)
    sectionFooters.removeAll(keepingCapacity: true)
    composed = nil
  }

  func invalidate(_ target: FocusTarget?) {
    if let id = target?.row {
      blocks[id] = nil
      // An inline picker is drawn in the row under its own.
      if let companion = companions[id] { blocks[companion] = nil }
    }
    composed = nil
  }

  func invalidate(section: SectionID, in snapshot: FormSnapshot, at index: Int) {
    sectionHeaders[section] = nil
    sectionFooters[section] = nil
    for row in snapshot.rows(inSection: index) { blocks[row] = nil }
    composed = nil
  }

  /// Forgets exactly what an update says changed.
  ///
  /// A `requiresReload` update (the engine's fallback, or too many changes) forgets every row;
  /// otherwise the stages say which rows came in (their lines may be stale from before they were
  /// hidden), went away or were reloaded, and `reconfigured` says whose content changed in place.
  func apply(_ update: FormUpdate) {
    if update.list.requiresReload {
      invalidateAll()
    } else {
      for stage in update.list.stages {
        for path in stage.itemInserts { if let id = update.snapshot[path] { blocks[id] = nil } }
        for path in stage.itemDeletes + stage.itemReloads { if let id = update.previous[path] { blocks[id] = nil } }
        for index in stage.sectionInserts where index < update.snapshot.sectionCount {
          invalidate(section: update.snapshot.sectionID(at: index), in: update.snapshot, at: index)
        }
        for index in stage.sectionReloads where index < update.previous.sectionCount {
          invalidate(section: update.previous.sectionID(at: index), in: update.previous, at: index)
        }
      }
      for path in update.list.changedItems { if let id = update.snapshot[path] { blocks[id] = nil } }
    }
    for id in update.reconfigured { blocks[id] = nil }
    for id in update.reconfiguredSections {
      sectionHeaders[id] = nil
      sectionFooters[id] = nil
    }
    if update.isStructural || !update.reconfigured.isEmpty || !update.reconfiguredSections.isEmpty { composed = nil }
  }

  // MARK: Reading

  /// A row's kind (kinds never change, so they are remembered).
  func kind(of row: RowID, in form: Form) -> RowKind? {
    if let kind = kinds[row] { return kind }
    let kind = form.state(of: row)?.kind
    kinds[row] = kind
    return kind
  }

  /// Sets the width, measuring the title column once per width from every row's title.
  func prepare(form: Form, width: Int) {
    if form.locale != locale {
      locale = form.locale
      strings = form.strings
      invalidateAll()
    }
    guard width != self.width else { return }
    self.width = width
    let titles = form.rowIDs.compactMap { id -> String? in
      guard let state = form.state(of: id), state.kind != .button else { return nil }
      return state.title
    }
    titleWidth = RowRenderer.titleWidth(forTitles: titles, width: width)
    invalidateAll()
  }

  // MARK: Composing

  /// The body's lines, from cached blocks where possible.
  func body(
    form: Form, focus: FocusTarget?, editing: RowEditing?, customEditors: [String: any CustomRowEditor] = [:],
    submitTitle: String?
  ) -> Body {
    if let composed, composedSubmitTitle == submitTitle { return composed }
    var body = Body()
    body.lines.append(ScreenLine())
    let snapshot = form.snapshot
    for index in 0..<snapshot.sectionCount {
      let section = snapshot.sectionID(at: index)
      if index > 0 { body.lines.append(ScreenLine()) }
      let headerStart = body.lines.count
      body.lines += header(of: section, form: form)
      let rows = snapshot.rows(inSection: index)
      for (position, row) in rows.enumerated() {
        let isFocused = focus == .row(row)
        var rowEditing = isFocused ? editing : nil
        var block: RowBlock?
        if case .inlineEditor(let parent)? = kind(of: row, in: form) {
          companions[parent] = row
          if focus == .row(parent), case .date? = editing { rowEditing = editing }
          if focus == .row(parent), case .options(let picker)? = editing, let state = form.state(of: parent) {
            // An inline selector's list, under its row (not cached: it follows the list's keys).
            block = RowBlock(lines: renderer.inlineOptions(picker, state: state))
          }
        }
        let rowBlock =
          block
          ?? self.block(of: row, form: form, focused: isFocused, editing: rowEditing, customEditors: customEditors)
        let start = body.lines.count
        body.lines += rowBlock.lines
        body.ranges[.row(row)] = start..<body.lines.count
        body.contextStarts[.row(row)] = position == 0 ? headerStart : start
      }
      body.lines += footer(of: section, form: form)
      if let last = rows.last { body.contextEnds[.row(last)] = body.lines.count }
    }
    if let submitTitle {
      body.lines.append(ScreenLine())
      let focused = focus == .submit
      var line = ScreenLine(focused ? "> " : "  ", style: focused ? [.bold, .cyan] : [])
      line.append("[ \(submitTitle) ]", style: focused ? [.bold, .reverse] : .bold)
      body.ranges[.submit] = body.lines.count..<(body.lines.count + 1)
      body.contextStarts[.submit] = body.lines.count - 1
      body.lines.append(line)
    }
    body.lines.append(ScreenLine())
    composed = body
    composedSubmitTitle = submitTitle
    return body
  }

  /// The caret of the row being edited, relative to the body, if any.
  func caret(of target: FocusTarget?, in body: Body) -> Frame.Position? {
    guard let id = target?.row, let block = blocks[id], let column = block.caretColumn,
      let range = body.ranges[.row(id)]
    else {
      return nil
    }
    return Frame.Position(line: range.lowerBound + block.caretLine, column: column)
  }

  private func block(
    of row: RowID, form: Form, focused: Bool, editing: RowEditing?, customEditors: [String: any CustomRowEditor]
  ) -> RowBlock {
    if let block = blocks[row] { return block }
    guard let state = form.state(of: row) else { return RowBlock(lines: []) }
    var custom: (any CustomRowEditor)?
    if case .custom(let name) = state.kind { custom = customEditors[name] }
    let block = renderer.block(for: state, focused: focused, editing: editing, custom: custom)
    blocks[row] = block
    blockBuildCount += 1
    return block
  }

  private func header(of section: SectionID, form: Form) -> [ScreenLine] {
    if let lines = sectionHeaders[section] { return lines }
    var lines: [ScreenLine] = []
    if let text = form.sectionState(of: section)?.header?.text, !text.isEmpty {
      lines = [ScreenLine(text.uppercased(with: locale).terminalSafe.truncated(toWidth: width), style: .bold)]
    }
    sectionHeaders[section] = lines
    return lines
  }

  /// A section's footer text, dimmed, then its issues ("at least one stop"), styled as a row's
  /// messages: the form marks the section reconfigured when either changes (``apply(_:)``).
  private func footer(of section: SectionID, form: Form) -> [ScreenLine] {
    if let lines = sectionFooters[section] { return lines }
    var lines: [ScreenLine] = []
    let state = form.sectionState(of: section)
    if let text = state?.footer?.text, !text.isEmpty {
      lines = text.terminalSafe.wrapped(toWidth: max(8, width - 2)).map { ScreenLine("  " + $0, style: .dim) }
    }
    lines += renderer.sectionIssueLines(state?.issues ?? [])
    sectionFooters[section] = lines
    return lines
  }
}
