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
  /// The lines of the guide, in the form's order.
  public static func lines(for form: Form) async -> [String] {
    var rows: [(tag: String, takes: String, notes: [String])] = []
    for section in form.sectionIDs {
      guard let state = form.sectionState(of: section) else { continue }
      if let tag = state.tag, !state.multivaluedOptions.isEmpty {
        rows.append(
          (
            tag, "\(Self.list(state)), each: \(await element(of: section, in: form))",
            form.isHidden(section: section) ? ["hidden now"] : []
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
        if let page = form.page(of: row), let title = form.title(of: page) { notes.append("page \(title)") }
        if state.isRequired { notes.append("required") }
        if form.isHidden(row) { notes.append("hidden now") }
        if let reason = state.disabledReason { notes.append("cannot be edited: \(reason)") }
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
  /// "a list", with the counts its section rules ask for: "a list of 1 to 5".
  static func list(_ state: SectionState) -> String {
    switch (state.minimumRows, state.maximumRows) {
    case (0, nil): "a list"
    case (let minimum, nil): "a list of at least \(minimum)"
    case (0, let maximum?): "a list of at most \(maximum)"
    case (let minimum, let maximum?) where minimum == maximum: "a list of exactly \(minimum)"
    case (let minimum, let maximum?): "a list of \(minimum) to \(maximum)"
    }
  }

  private static func element(of section: SectionID, in form: Form) async -> String {
    if let first = form.rowIDs(inSection: section).first.flatMap({ form.state(of: $0) }) {
      return await takes(form, first)
    }
    do {
      let probe = try form.appendMultivaluedRow(toSection: section)
      defer {
        do { try form.removeRow(probe) } catch { assertionFailure("a row just added cannot be removed: \(error)") }
      }
      guard let state = form.state(of: probe) else { return "values" }
      return await takes(form, state)
    } catch {
      return "values (\((error as? FormError)?.message ?? String(describing: error)))"
    }
  }

  /// What a row takes as an answer.
  static func takes(_ form: Form, _ state: RowState) async -> String {
    switch state.kind {
    case .text(let style):
      switch style {
      case .integer: return "a whole number (or text that reads as one)"
      case .number, .decimal: return "a number (or text that reads as one)"
      default: return "text"
      }
    case .date(let style, _):
      return style == .countdown
        ? "seconds, or text like 1:30" : "a date as text (\(RowRenderer.dateHint(style)), or ISO 8601)"
    case .toggle: return "true or false"
    case .selector, .segmented: return "one of: " + (await options(form, state))
    case .multipleSelector: return "a list of: " + (await options(form, state))
    case .slider:
      let slider = state.configuration.slider ?? SliderConfiguration()
      return "a number from \(slider.minimum) to \(slider.maximum)"
    case .stepper:
      let stepper = state.configuration.stepper ?? StepperConfiguration()
      return "a number from \(stepper.minimum) to \(stepper.maximum)"
    case .subform:
      do {
        let nested = try form.subform(for: state.id)
        return "an object: {" + nested.tags.joined(separator: ", ") + "}"
      } catch {
        return "an object (its nested form does not build: \(error))"
      }
    case .button: return "true presses it"
    case .custom(let name): return "a value for the custom kind '\(name)'"
    case .info, .inlineEditor: return "nothing"
    }
  }

  private static func options(_ form: Form, _ state: RowState) async -> String {
    await form.loadOptions(for: state.id)
    let items = form.state(of: state.id)?.options.items ?? []
    guard !items.isEmpty else { return "the row's options (none loaded)" }
    let shown = items.prefix(8).map { "\($0.value.jsonString()) (\($0.title))" }
    return shown.joined(separator: ", ") + (items.count > 8 ? ", … \(items.count - 8) more" : "")
  }
}
