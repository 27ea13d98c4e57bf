import Foundation

// Options that depend on the form (``Row/option(_:shownWhen:)-(_,Condition)``,
// ``Row/options(from:_:)``) are one value node of the engine per row: it reads the conditions of
// the row's options and the other row's options through the tracking `FormReader`, so it runs
// again only when something it read changed. Its result is the list of options shown, which
// the funnel writes into the row's ``OptionsState`` (`Model/Form+ConditionEffects.swift`):
// renderers, `choose` and `toggleOption` only ever see the options shown.

extension Form {
  /// How one option's condition is evaluated: a constant, a closure, or a bound expression.
  enum OptionCheck {
    case constant(Bool)
    case closure(@MainActor @Sendable (FormReader) -> Bool)
    case expression(BoundExpression)
  }

  /// Binds the conditions of a row's options and adds the node choosing the options shown.
  func attachOptionRules(_ rules: OptionRules, to row: RowNode, problems: inout [FormError]) {
    let location = derivedLocation(row, part: "options")
    if case .load? = row.spec.options {
      problems.append(
        FormError(
          .invalidSetting, "options shown on a condition or taken from another row need fixed options, not a loader",
          at: location))
      return
    }
    let fixed = row.spec.options?.fixedItems ?? []
    let checks = optionChecks(rules.conditions, of: row, fixed: fixed, copied: rules.source != nil, problems: &problems)
    let enabling = optionChecks(
      rules.enabledConditions, of: row, fixed: fixed, copied: rules.source != nil, enabling: true,
      problems: &problems)
    let source = rules.source
    row.optionsNode = engine.addDerivedNode(owner: .options(row), of: .row(row.id)) { reader in
      reader.form.shownOptions(of: row, from: source, checks: checks, enabling: enabling, reader: reader)
    }
  }

  /// Binds the conditions of a row's options (shown, or enabled when `enabling`).
  private func optionChecks(
    _ conditions: [(value: FormValue, condition: Condition)], of row: RowNode, fixed: [OptionItem], copied: Bool,
    enabling: Bool = false, problems: inout [FormError]
  ) -> [(value: FormValue, check: OptionCheck)] {
    let location = derivedLocation(row, part: "options")
    var checks: [(value: FormValue, check: OptionCheck)] = []
    for (value, condition) in conditions {
      if !copied, !fixed.contains(where: { $0.value == value }) {
        problems.append(
          FormError(
            .invalidSetting, "a condition is given for \(value.jsonString()), which is not one of the options",
            at: location))
        continue
      }
      switch condition.storage {
      case .constant(let holds): checks.append((value, .constant(holds)))
      case .closure(let closure): checks.append((value, .closure(closure)))
      case .expression(let source):
        // Options are named by their place among the fixed ones (a schema's list), else by value.
        let name = fixed.firstIndex { $0.value == value }.map { "\($0 + 1)" } ?? value.jsonString()
        let place = derivedLocation(row, part: "option \(name) \(enabling ? "enabled condition" : "condition")")
        do {
          let bound = try FormExpression(source, location: place).bind(
            in: StorageEnvironment(storage: storage, context: context), expecting: .bool, location: place)
          checks.append((value, .expression(bound)))
        } catch let error as FormDefinitionError {
          problems += error.errors
        } catch {
          problems.append(FormError(.invalidExpression, Self.message(of: error), at: place))
        }
      }
    }
    return checks
  }

  /// The options `row` shows now, as the value the engine compares (see ``optionItems(from:)``).
  private func shownOptions(
    of row: RowNode, from source: (tag: String, mode: CopiedOptions)?,
    checks: [(value: FormValue, check: OptionCheck)], enabling: [(value: FormValue, check: OptionCheck)],
    reader: FormReader
  ) -> FormValue {
    var items: [OptionItem]
    if let source {
      items = offeredOptions(from: source.tag, mode: source.mode)
    } else {
      items = row.spec.options?.fixedItems ?? []
    }
    for (value, check) in checks where !Self.holds(check, reader: reader) {
      items.removeAll { $0.value == value }
    }
    for (value, check) in enabling where !Self.holds(check, reader: reader) {
      for index in items.indices where items[index].value == value { items[index].isEnabled = false }
    }
    return .list(
      items.map {
        .list([$0.value, .string($0.title), $0.group.map(FormValue.string) ?? .null, .bool($0.isEnabled)])
      })
  }

  /// The options another row shows, all of them or those it has (not) chosen, with reads
  /// recorded.
  private func offeredOptions(from tag: String, mode: CopiedOptions) -> [OptionItem] {
    guard let other = storage.node(tag: tag) else {
      engine.recordMissingTag(tag)
      return []
    }
    engine.recordRead(.rowOptions(other.id))
    let items = other.optionsState.items
    guard mode != .all else { return items }
    engine.recordRead(.value(other.id))
    let chosen: [FormValue]
    switch other.value {
    case .null: chosen = []
    case .list(let values): chosen = values
    case let value: chosen = [value]
    }
    return items.filter { chosen.contains($0.value) == (mode == .selected) }
  }

  private static func holds(_ check: OptionCheck, reader: FormReader) -> Bool {
    switch check {
    case .constant(let holds): return holds
    case .closure(let closure): return closure(reader)
    case .expression(let bound): return bound.holds(ExpressionAdapter(reader: reader))
    }
  }

  /// The options encoded by ``shownOptions(of:from:checks:enabling:reader:)``: a list of
  /// `[value, title, group, enabled]` lists.
  static func optionItems(from value: FormValue) -> [OptionItem] {
    guard case .list(let entries) = value else { return [] }
    return entries.compactMap { entry in
      guard case .list(let parts) = entry, parts.count == 4, case .string(let title) = parts[1] else { return nil }
      var group: String?
      if case .string(let text) = parts[2] { group = text }
      return OptionItem(value: parts[0], title: title, group: group, isEnabled: parts[3] != .bool(false))
    }
  }
}
