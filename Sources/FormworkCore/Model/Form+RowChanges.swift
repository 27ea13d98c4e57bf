import Foundation

/// Changing a row's definition at run time: its title, its placeholder, its formatter, a choice
/// row's options, a date row's style (an "All-day" switch turning a date-and-time row into a
/// date row). Each is a change through the funnel: renderers reconfigure the row in place
/// (``FormUpdate/reconfigured``), nothing moves.
extension Form {
  // MARK: Title and placeholder

  /// Changes a row's title at run time ("Stop 2", "Amount in EUR").
  ///
  /// ```swift
  /// try form.setTitle("Amount in EUR", forRow: amountID)
  /// form.flush()?.reconfigured   // [amountID]
  /// ```
  ///
  /// - Throws: `FormError` (`.unknownIdentity`) for a row the form does not have, and
  ///   (`.invalidEdit`) for a row whose title is a ``FormText`` that inserts rows' values or has
  ///   several languages: that title follows its rows and the locale, so it is changed by
  ///   changing them.
  /// - Complexity: O(1).
  public func setTitle(_ title: String, forRow id: RowID) throws {
    let node = try runTimeChangeableRow(id)
    if node.spec.texts?.title != nil { throw Self.liveTextRefusal(node, part: "title") }
    guard node.spec.title != title else { return }
    change {
      node.spec.title = title
      markReconfigure(node)
    }
  }

  /// Changes the text an empty text row shows; `nil` removes it.
  ///
  /// - Throws: `FormError` as ``setTitle(_:forRow:)`` does, for a placeholder that is a
  ///   ``FormText`` following rows or languages.
  /// - Complexity: O(1).
  public func setPlaceholder(_ placeholder: String?, forRow id: RowID) throws {
    let node = try runTimeChangeableRow(id)
    if node.spec.texts?.placeholder != nil { throw Self.liveTextRefusal(node, part: "placeholder") }
    guard node.spec.configuration.value.placeholder != placeholder else { return }
    change {
      node.spec.configuration.modify { $0.placeholder = placeholder }
      markReconfigure(node)
    }
  }

  /// Changes how a row shows its value ("1,234.50 €" after the currency changed); `nil` shows
  /// it the kind's way. The value is untouched.
  ///
  /// ```swift
  /// let euros = ValueFormatter(id: "eur") { value in "\(value.numericValue ?? 0) €" }
  /// try form.setFormatter(euros, forRow: amountID)
  /// ```
  ///
  /// - Throws: `FormError` (`.unknownIdentity`) for a row the form does not have.
  /// - Complexity: O(1).
  public func setFormatter(_ formatter: ValueFormatter?, forRow id: RowID) throws {
    let node = try runTimeChangeableRow(id)
    guard node.spec.configuration.value.formatter != formatter else { return }
    change {
      node.spec.configuration.modify { $0.formatter = formatter }
      markReconfigure(node)
    }
  }

  // MARK: Options

  /// Changes the options of a selector, multiple selector or segmented row at run time (the
  /// models of the make chosen, the rooms free on the day picked).
  ///
  /// A choice that is no longer among the options is cleared (a multiple selector loses that
  /// option only) once the change settles, by the rule that clears an option hidden by
  /// ``Row/option(_:shownWhen:)-(_,Condition)``; conditions on options still apply to the new
  /// list, and rows offering this row's options (``Row/options(from:_:)``) follow. Observers get
  /// ``FormEvent/optionsChanged(_:_:)``; renderers reconfigure the row in place. A row whose
  /// options came from a loader keeps these instead. Like the other run-time changes, it is a
  /// change of the definition, not an edit: it adds no undo step (a choice it clears is a
  /// program change).
  ///
  /// ```swift
  /// let models = [SelectorOption("model3", "Model 3"), SelectorOption("modelY", "Model Y")]
  /// try form.setOptions(models, forRow: modelID)
  /// ```
  ///
  /// - Throws: `FormError`, with nothing changed: (`.unknownIdentity`) for a row the form does
  ///   not have; (`.invalidEdit`) for a row that has no options or takes them from another row;
  ///   (`.invalidSetting`) for two options with one value; (`.typeMismatch`) for an option whose
  ///   value the row cannot hold.
  /// - Complexity: O(*n*) in the number of options, plus the effects of the change (rows reading
  ///   the options, a cleared choice).
  public func setOptions<Option: FormValueConvertible>(_ options: [SelectorOption<Option>], forRow id: RowID) throws {
    try setOptions(options.map { OptionItem(value: $0.value.formValue, title: $0.title, group: $0.group) }, forRow: id)
  }

  /// Changes a choice row's options at run time, given as ``OptionItem``s (values as data, as
  /// schemas give them). It is what the overload taking ``SelectorOption``s does: see it for
  /// what follows and what is refused.
  ///
  /// ```swift
  /// try form.setOptions([OptionItem(value: "s", title: "Small")], forRow: sizeID)
  /// ```
  ///
  /// - Complexity: O(*n*) in the number of options, plus the effects of the change.
  public func setOptions(_ options: [OptionItem], forRow id: RowID) throws {
    let node = try runTimeChangeableRow(id)
    let name = node.spec.tag ?? id.description
    let location = FormErrorLocation.row(node.spec.tag ?? node.spec.title)
    switch node.spec.kind {
    case .selector, .multipleSelector, .segmented: break
    default:
      throw FormError(
        .invalidEdit, "row '\(name)' is a \(node.spec.kind) row: it has no options to change", at: location)
    }
    if node.spec.optionRules?.source != nil {
      throw FormError(
        .invalidEdit, "row '\(name)' offers another row's options: change that row's options", at: location)
    }
    let items = try options.map { item in
      var item = item
      item.value = try checkedOptionValue(item.value, of: node, location: location)
      return item
    }
    // After conversion: "1" and 1 are one value of an integer row.
    if let duplicate = RowSpec.duplicateOptionProblem(in: items, at: location) { throw duplicate }
    if case .fixed(let current)? = node.spec.options, current == items { return }
    change {
      if node.optionsNode >= 0 {
        // The conditions on options run again over the new list and show what holds.
        engine.invalidate([node.optionsNode])
      } else {
        // Before the definition changes: until a change, the options shown are the definition's.
        showOptions(items, of: node)
      }
      node.spec.options = .fixed(items)
    }
  }

  /// An option's value in the row's type: a multiple selector holds a list of them.
  private func checkedOptionValue(_ value: FormValue, of node: RowNode, location: FormErrorLocation) throws
    -> FormValue
  {
    do {
      if case .multipleSelector = node.spec.kind {
        guard case .list(let values) = try node.spec.normalize(.list([value]), timeZone: timeZone), values.count == 1
        else { return value }
        return values[0]
      }
      return try node.spec.normalize(value, timeZone: timeZone)
    } catch {
      throw FormError(
        .typeMismatch, "option \(value.jsonString()) does not fit the row: \(Self.message(of: error))", at: location)
    }
  }

  // MARK: Date style

  /// Changes what a date row asks for: a date, a time, or both. The value keeps its meaning:
  /// a date and time becomes the calendar date it falls on in ``timeZone``; a date becomes
  /// midnight of that date in ``timeZone``; a time keeps its moment. The initial value follows
  /// the same way, so a reset and ``isDirty`` still compare like with like; an open inline
  /// picker closes.
  ///
  /// ```swift
  /// // Eureka's "All-day" switch: the start is a date while it is on
  /// try form.setDateStyle(form[allDay] == true ? .date : .dateTime, forRow: startsID)
  /// ```
  ///
  /// - Throws: `FormError` (`.unknownIdentity`) for a row the form does not have, and
  ///   (`.invalidEdit`) for a row that is not a date, time or date-and-time row, or a change to
  ///   or from a countdown (its value is a duration, not a moment).
  /// - Complexity: O(1), plus the effects of the value's change (conditions reading the row).
  public func setDateStyle(_ style: DateStyle, forRow id: RowID) throws {
    let node = try runTimeChangeableRow(id)
    guard case .date(let current, let inline) = node.spec.kind, current != .countdown, style != .countdown else {
      throw FormError(
        .invalidEdit,
        "row '\(node.spec.tag ?? id.description)' is not a date, time or date-and-time row: its style cannot "
          + "become \(style.rawValue)", at: .row(node.spec.tag ?? node.spec.title))
    }
    guard current != style else { return }
    let value = Self.moment(node.value, from: current, to: style, in: timeZone)
    let initial = Self.moment(node.spec.initialValue, from: current, to: style, in: timeZone)
    change {
      if node.isExpanded { setExpanded(node, false) }
      node.spec.kind = .date(style, inline: inline)
      node.spec.normalizeDateBounds(timeZone: timeZone)
      do {
        node.spec.initialValue = try node.spec.normalize(initial, timeZone: timeZone)
        commitValue(try node.spec.normalize(value, timeZone: timeZone), to: node, origin: .program, isEdit: false)
      } catch {
        // A date that fitted the row fits it in another style; should it not, the row says so.
        report(
          error as? FormError
            ?? FormError(.typeMismatch, Self.message(of: error), at: .row(node.spec.tag ?? node.spec.title)))
      }
      markReconfigure(node)
    }
  }

  /// A date row's value in another style: a calendar date (midnight UTC) leaving a date row is
  /// midnight of that date in `timeZone`; other moments stay, and a date row's normalization
  /// takes the date they fall on.
  static func moment(_ value: FormValue, from current: DateStyle, to style: DateStyle, in timeZone: TimeZone)
    -> FormValue
  {
    guard current == .date, style != .date, case .date(let date) = value else { return value }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
    var local = Calendar(identifier: .gregorian)
    local.timeZone = timeZone
    let fields = utc.dateComponents([.era, .year, .month, .day], from: date)
    return local.date(from: fields).map(FormValue.date) ?? value
  }

  /// Why a text that follows rows or languages (a `FormText`) cannot be set by hand.
  private static func liveTextRefusal(_ node: RowNode, part: String) -> FormError {
    FormError(
      .invalidEdit,
      "row '\(node.spec.tag ?? node.id.description)' has a \(part) that inserts values or has several languages: "
        + "it follows its rows and the locale", at: .row(node.spec.tag ?? node.spec.title))
  }

  private func runTimeChangeableRow(_ id: RowID) throws -> RowNode {
    guard let node = storage.node(id), !node.isCompanion else {
      throw FormError(.unknownIdentity, "no row has the identity \(id)")
    }
    return node
  }
}
