/// What a condition closure reads the form through. Every read is recorded as a dependency, so
/// the condition is re-evaluated exactly when something it read changes.
///
/// ```swift
/// Row.text(company, "Company")
///   .hidden { !($0[isBusiness] ?? false) }            // value of another row
///   .disabled { $0.isHidden(plan) }                  // hidden state of another row
/// Section("Billing").hidden { $0.isSectionHidden("shipping") && $0.context("role") != "admin" }
/// ```
@MainActor
public struct FormReader {
  let form: Form

  /// The typed value of a row; `nil` when empty or unknown (a row added later with this tag is
  /// read then). An unknown tag is reported once in ``Form/diagnostics``, with a suggestion.
  ///
  /// A key of another type than the row's is a mistake: the read gives `nil` and the problem is
  /// reported in ``Form/runtimeProblems`` (and fails the build when the form is being built).
  public subscript<Value>(key: RowKey<Value>) -> Value? {
    guard let node = form.storage.node(tag: key.tag) else {
      form.engine.recordMissingTag(key.tag)
      return nil
    }
    form.engine.recordRead(.value(node.id))
    if node.inputError != nil { form.engine.readRefusedInput = true }
    do {
      try form.checkKeyType(Value.self, of: node)
      guard !node.value.isNull else { return nil }
      return try Value(formValue: node.value)
    } catch {
      let problem = error as? FormError ?? FormError(.typeMismatch, String(describing: error), at: .row(key.tag))
      form.engine.reportReadProblem(problem)
      return nil
    }
  }

  /// The dynamic value of a row by tag; `.null` when unknown.
  public func value(forTag tag: String) -> FormValue {
    guard let node = form.storage.node(tag: tag) else {
      form.engine.recordMissingTag(tag)
      return .null
    }
    form.engine.recordRead(.value(node.id))
    if node.inputError != nil { form.engine.readRefusedInput = true }
    return node.value
  }

  /// Whether a row is hidden (by its own condition or its section's).
  public func isHidden<Value>(_ key: RowKey<Value>) -> Bool { isHidden(tag: key.tag) }

  /// Whether a row is hidden, by tag; `false` when unknown.
  public func isHidden(tag: String) -> Bool {
    guard let node = form.storage.node(tag: tag) else {
      form.engine.recordMissingTag(tag)
      return false
    }
    form.engine.recordRead(.rowHidden(node.id))
    form.engine.recordRead(.sectionHidden(node.section.id))
    if let page = node.section.page { form.engine.recordRead(.pageHidden(page.id)) }
    return node.isHidden
  }

  /// Whether a row is disabled (by its condition, its section or the edit policy).
  public func isDisabled<Value>(_ key: RowKey<Value>) -> Bool { isDisabled(tag: key.tag) }

  /// Whether a row is disabled, by tag; `false` when unknown.
  public func isDisabled(tag: String) -> Bool {
    guard let node = form.storage.node(tag: tag) else {
      form.engine.recordMissingTag(tag)
      return false
    }
    form.engine.recordRead(.rowDisabled(node.id))
    form.engine.recordRead(.sectionDisabled(node.section.id))
    return node.isDisabled
  }

  /// Whether a section is hidden, by tag; `false` when unknown.
  public func isSectionHidden(_ tag: String) -> Bool {
    guard let section = form.storage.section(tag: tag) else { return false }
    form.engine.recordRead(.sectionHidden(section.id))
    return section.ownHidden
  }

  /// Whether the whole form passes its rules now (``Form/isValid``): what a submit button's
  /// `disabled` condition reads to follow validity, as Flix's login does.
  ///
  /// ```swift
  /// Row.button("Log in") { context in … }.disabled { !$0.isFormValid }
  /// ```
  ///
  /// Conditions reading it are re-evaluated when validity changes; while none does, the form
  /// does not track validity.
  public var isFormValid: Bool {
    form.engine.recordRead(.formValidity)
    return form.trackedValidity
  }

  /// A context value the app supplied (``Form/setContext(_:_:)``); `.null` when unset.
  public func context(_ name: String) -> FormValue {
    form.engine.recordRead(.context(name))
    return form.context[name] ?? .null
  }
}
