import Formwork

/// What a file of answers can say for a form: one line per tag, with what the row takes.
///
/// ```
/// name        text                   required
/// frequency   one of: "daily" (Daily), "weekly" (Weekly)   required, hidden now
/// vat         text                   page Company, required, hidden now
/// unloading   a list of objects: {contact, phone, address}
/// ```
///
/// `formwork run EXAMPLE --list-tags` prints it.
@MainActor
public enum AnswerGuide {
  /// The lines of the guide, in the form's order and language (tags, option values and JSON's
  /// `true` and `false` stay as the answers give them).
  public static func lines(for form: Form) async -> [String] {
    let words = form.strings.terminal
    var rows: [(tag: String, takes: String, notes: [String])] = []
    for section in form.sectionIDs {
      guard let state = form.sectionState(of: section) else { continue }
      if let tag = state.tag, !state.multivaluedOptions.isEmpty {
        let list = words.guideList(minimum: state.minimumRows, maximum: state.maximumRows)
        rows.append(
          (
            tag, words.guideEach(list: list, element: await element(of: section, in: form)),
            form.isHidden(section: section) ? [words.guideHiddenNow] : []
          ))
        continue
      }
      for row in form.rowIDs(inSection: section) {
        guard let state = form.state(of: row), let tag = state.tag else { continue }
        switch state.kind {
        case .info, .inlineEditor: continue
        default: break
        }
        var notes: [String] = []
        if let page = form.page(of: row), let title = form.title(of: page) { notes.append(words.guidePage(title)) }
        if state.isRequired { notes.append(form.strings.controls.required) }
        if form.isHidden(row) { notes.append(words.guideHiddenNow) }
        if let reason = state.disabledReason { notes.append(words.guideCannotBeEdited(reason)) }
        rows.append((tag, await takes(form, state), notes))
      }
    }
    let width = min(24, (rows.map(\.tag.count).max() ?? 0) + 2)
    return rows.map { row in
      let notes = row.notes.isEmpty ? "" : "  (" + row.notes.joined(separator: ", ") + ")"
      return row.tag.padding(toLength: max(width, row.tag.count + 1), withPad: " ", startingAt: 0) + row.takes + notes
    }
  }

  /// What each value of a list takes: its first row's answer, or (for an empty list) that of a
  /// row added and removed again to see it.
  private static func element(of section: SectionID, in form: Form) async -> String {
    if let first = form.rowIDs(inSection: section).first.flatMap({ form.state(of: $0) }) {
      return await takes(form, first)
    }
    let words = form.strings.terminal
    do {
      let probe = try form.appendMultivaluedRow(toSection: section)
      defer {
        do { try form.removeRow(probe) } catch { assertionFailure("a row just added cannot be removed: \(error)") }
      }
      guard let state = form.state(of: probe) else { return words.guideValues }
      return await takes(form, state)
    } catch {
      return words.guideValuesFailed((error as? FormError)?.message ?? String(describing: error))
    }
  }

  /// What a row takes as an answer.
  static func takes(_ form: Form, _ state: RowState) async -> String {
    let words = form.strings.terminal
    switch state.kind {
    case .text(let style):
      switch style {
      case .integer: return words.guideWholeNumber
      case .number, .decimal: return words.guideNumber
      default: return words.guideText
      }
    case .date(let style, _):
      return style == .countdown ? words.guideSeconds : words.guideDate(format: RowRenderer.dateHint(style))
    case .toggle: return words.guideTrueOrFalse
    case .selector, .segmented: return words.guideOneOf(await options(form, state))
    case .multipleSelector, .ranking: return words.guideListOf(await options(form, state))
    case .columnPicker:
      // One value a column: "a list of: 4 (4 ft), 5 (5 ft); 0 (0 in), 11 (11 in)".
      let columns = state.configuration.pickerColumns.map { column in
        column.options.prefix(8).map { "\($0.value.jsonString()) (\($0.title))" }.joined(separator: ", ")
          + (column.options.count > 8 ? ", " + words.guideMore(column.options.count - 8) : "")
      }
      return words.guideListOf(columns.joined(separator: "; "))
    case .slider:
      let slider = state.configuration.slider ?? SliderConfiguration()
      return words.linesRange(minimum: "\(slider.minimum)", maximum: "\(slider.maximum)")
    case .stepper:
      let stepper = state.configuration.stepper ?? StepperConfiguration()
      return words.linesRange(minimum: "\(stepper.minimum)", maximum: "\(stepper.maximum)")
    case .subform:
      do {
        return words.guideObject(fields: try form.subform(for: state.id).tags)
      } catch {
        return words.guideObjectFailed("\(error)")
      }
    case .button: return words.guideButton
    case .custom(let name): return words.guideCustom(kind: name)
    case .info, .inlineEditor: return words.guideNothing
    }
  }

  private static func options(_ form: Form, _ state: RowState) async -> String {
    await form.loadOptions(for: state.id)
    let items = form.state(of: state.id)?.options.items ?? []
    guard !items.isEmpty else { return form.strings.terminal.guideNoOptions }
    let shown = items.prefix(8).map { "\($0.value.jsonString()) (\($0.title))" }
    return shown.joined(separator: ", ")
      + (items.count > 8 ? ", " + form.strings.terminal.guideMore(items.count - 8) : "")
  }
}
