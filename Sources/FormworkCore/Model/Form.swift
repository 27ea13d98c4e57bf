import FormworkDiff
import Foundation

/// A live form: sections of rows with values, conditions, validation and edit permissions.
///
/// Define a form with the result-builder DSL; building checks the whole definition (duplicate tags,
/// expression errors, dependency cycles) and throws a `FormDefinitionError` listing every problem.
///
/// ```swift
/// let email = RowKey<String>("email")
/// let subscribe = RowKey<Bool>("subscribe")
/// let frequency = RowKey<String>("frequency")
///
/// let form = try Form {
///   Section("Newsletter") {
///     Row.email(email, "Email").rules(.required, .email)
///     Row.switch(subscribe, "Subscribe")
///     Row.selector(frequency, "Frequency", options: [.init("daily", "Daily"), .init("weekly", "Weekly")])
///       .hidden { $0[subscribe] != true }
///   }
/// }
///
/// form[subscribe] = true          // `frequency` appears
/// let update = form.flush()       // one ListUpdate: insert row 2 in section 0
/// ```
///
/// A form lives on the main actor, like the views that render it. Renderers read ``snapshot``,
/// apply each ``FormUpdate`` and forward user input; they never decide visibility or values.
@MainActor
public final class Form {
  // NB: the state every change touches (a keystroke included) opts out of dynamic exclusivity
  // checks, which cost a fifth of a keystroke: only the form's own code mutates it, on the main
  // actor, and no access to it is open while app code runs.
  let storage = FormStorage()
  lazy var engine = ConditionEngine(host: self)

  /// Values the app supplies to conditions (`$ctx.role` in expressions, ``FormReader/context(_:)``).
  public internal(set) var context: [String: FormValue]

  /// Who may edit which rows. Changing it re-evaluates every row's editability.
  public var editPolicy: EditPolicy = .unrestricted {
    didSet { editPolicyChanged() }
  }

  // NB: lazy: most nested forms (a subform value checked, a schema's templates) never word a message.
  /// The messages validation rules use. Replace it to localize or reword them.
  public lazy var validationMessages = ValidationMessages()

  /// The locale used to parse typed numbers and to format values for display, and whose language
  /// the built-in strings speak (`Localization/Form+Localization.swift`).
  public var locale: Locale = .current {
    didSet { localeChanged() }
  }

  /// Problems reported by non-throwing calls (a setter given a wrong key, a condition reading a
  /// row as another type), newest last, at most ``diagnosticsLimit`` of them. Each is also emitted
  /// as ``FormEvent/problem(_:)``, so an app can log them as they happen. The throwing variants
  /// (``setValue(_:forTag:origin:)``…) report the same problems as errors.
  public private(set) var diagnostics: [FormError] = []

  /// How many problems ``diagnostics`` keeps; older ones are dropped (they were emitted).
  public static let diagnosticsLimit = 100

  // Observers.
  @exclusivity(unchecked) var eventObservers: [(flag: CancellationFlag, handler: @MainActor (FormEvent) -> Void)] = []
  var eventDelivery = EventDelivery()
  @exclusivity(unchecked) var updateObservers: [(flag: CancellationFlag, handler: @MainActor (FormUpdate) -> Void)] = []

  // Changes not yet delivered to renderers.
  @exclusivity(unchecked) var pending = PendingChanges()
  /// The change in progress: its depth, queued events and validation (`Form+Changes.swift`).
  @exclusivity(unchecked) var changes = ChangeState()
  /// Undo and redo stacks, and what the change in progress recorded (`History/`).
  @exclusivity(unchecked) var history = HistoryState()
  let contentObservers = FormObserverList<ContentChange>()
  let progressObservers = FormObserverList<FormProgress>()
  let historyObservers = FormObserverList<HistoryChange>()

  /// The origins whose changes become undoable steps. People's edits by default: opening saved
  /// content (a restored draft, a server's data, ``ChangeOrigin/hydration``) is not an edit, so
  /// an undo never empties it. Add ``ChangeOrigin/hydration`` or ``ChangeOrigin/program`` to make
  /// those undoable too, or wrap them in ``undoGroup(_:_:)``.
  public var undoableOrigins: Set<ChangeOrigin> = [.user] {
    didSet { undoableOriginBits = OriginSet(undoableOrigins) }
  }
  @exclusivity(unchecked) var undoableOriginBits = OriginSet([.user])

  /// How many steps ``undo()`` can go back; older steps are forgotten, at once when the limit is
  /// lowered.
  public var undoLimit = 100 {
    didSet { if trimUndoHistory() { notifyHistoryObservers(.trimmed) } }
  }
  /// How updates reach observers; see ``UpdateDelivery``.
  public var updateDelivery: UpdateDelivery = .manual
  var isFlushScheduled = false

  /// The structure shown: the sections and rows renderers were last given.
  var shownSections: [DiffSection<SectionID, RowID>] = []

  @exclusivity(unchecked) var focusedRowID: RowID?
  /// The pages of a multi-page form and the one shown (`Pages/`).
  @exclusivity(unchecked) var pageState = PageState()
  /// The counts behind ``progress``.
  @exclusivity(unchecked) var progressState = ProgressState()
  /// Whether an aggregate ever read a section's rows: until one does, a value change skips its
  /// row's section (one flag read on the keystroke path).
  @exclusivity(unchecked) var aggregatesReadRows = false

  /// The clock validation debounces with; tests inject a manual one.
  public var validationClock: any ValidationClock = SystemValidationClock()
  /// The current instant, which `today()` and `age(…)` in expressions read; tests inject a fixed one.
  ///
  /// ```swift
  /// form.now = { Date(timeIntervalSince1970: 1_709_294_400) }   // 2024-03-01T12:00:00Z
  /// form.timeZone = TimeZone(identifier: "Europe/Paris")!
  /// form.reevaluateAllConditions()   // computed rows reading today() see the new day
  /// ```
  ///
  /// An expression reads it when it is evaluated, that is when something else it reads changes:
  /// a form left open across midnight shows the new day after ``reevaluateAllConditions()``.
  public var now: @Sendable () -> Date = { Date() }
  /// The time zone whose calendar date `today()` is; the device's by default.
  public var timeZone: TimeZone = .current
  /// Running asynchronous checks and validity observers (see `Validation/Form+Validity.swift`).
  @exclusivity(unchecked) var validationState = ValidationState()

  /// Builds a form from sections.
  ///
  /// - Parameters:
  ///   - context: Initial context values for conditions.
  ///   - sections: The sections, from the ``FormBuilder`` DSL.
  /// - Throws: `FormDefinitionError` listing every duplicate tag, type mismatch of an initial
  ///   value, expression error and dependency cycle in the definition.
  /// - Complexity: O(*n* + *e*) for *n* rows and *e* dependencies between conditions.
  public convenience init(context: [String: FormValue] = [:], @FormBuilder _ sections: () -> [Section]) throws {
    try self.init(sections: sections(), context: context)
  }

  /// Builds a form from sections made elsewhere (schemas, loops).
  ///
  /// Sections passed without being kept (a schema's, read for this form) are moved into the
  /// form's rows; sections the caller keeps are copied, and build any number of forms.
  public init(sections: consuming [Section], context: [String: FormValue] = [:]) throws {
    self.context = context
    var problems: [FormError] = []
    storage.reserveCapacity(rows: sections.reduce(0) { $0 + $1.spec.rows.count }, sections: sections.count)
    let pages = sections.map { (page: $0.spec.page, tag: $0.spec.tag) }
    // NB: each spec is moved into its node, its rows into theirs, when the caller gave the
    // sections up (a schema's build): copies retained every part of every row, and the caller's
    // sections released them all again.
    for index in sections.indices {
      problems += insertSectionNode(
        Self.take(&sections[index].spec, leaving: SectionSpec(tag: nil, header: nil, rows: [])),
        at: storage.sections.count)
    }
    problems += buildPages(from: pages)
    problems += attachConditions(rows: storage.orderedRows, sections: storage.sections)
    // Cycles are looked for even beside other problems, and every one is reported at once.
    if let cycle = engine.evaluateAll() {
      let cycles = engine.everyCycle()
      problems += (cycles.isEmpty ? [cycle] : cycles).map(cycleError)
    }
    // A condition that read a row through a key of another type is a definition error too.
    problems += engine.runtimeProblems
    guard problems.isEmpty else { throw FormDefinitionError(problems) }
    applyInitialPolicy()
    // Conditions that read the form's validity saw it while the engine was still settling.
    forgetValidityForConditions()
    settleConditions()
    applyDefaultValues()
    settleComputedBaselines()
    // A form opens on its first visible page.
    openOnFirstVisiblePage()
    // The first snapshot is what renderers start from: nothing is pending.
    shownSections = buildSnapshot()
    for id in pending.reconfigure { storage.node(id)?.isQueuedForReconfigure = false }
    pending = PendingChanges()
  }

  // MARK: Building nodes

  /// `value`, moved out of its place (which keeps `empty`): a function's result is handed to a
  /// `consuming` parameter without a copy.
  // NB: not `consume`, which the compiler cannot check against the iOS 17.4 SDK's library.
  static func take<Value>(_ value: inout Value, leaving empty: Value) -> Value {
    var taken = empty
    swap(&taken, &value)
    return taken
  }

  /// Creates a section and its rows, registering tags. Returns the problems found.
  func insertSectionNode(_ spec: consuming SectionSpec, at index: Int) -> [FormError] {
    var problems: [FormError] = []
    if let tag = spec.tag, storage.section(tag: tag) != nil {
      problems.append(
        FormError(
          .duplicateTag, "section tag '\(tag)' is used by two sections",
          at: FormErrorLocation(section: tag, part: "sections \(sectionPosition(tag: tag)) and \(index + 1)")))
      spec.tag = nil
    }
    problems += sectionRuleProblems(spec)
    if !spec.rules.isEmpty { watchSectionChanges() }
    // Only multivalued sections keep their initial rows (reset, dirty tracking); the others'
    // are moved into their nodes (NB: taken from the end, so none is copied).
    var rows: [RowSpec] = []
    if spec.multivalued == nil {
      swap(&rows, &spec.rows)
      // NB: through the buffer, whose swaps move the rows (an array's swaps copied them).
      rows.withUnsafeMutableBufferPointer { $0.reverse() }
    } else {
      rows = spec.rows.reversed()
    }
    let (multivalued, sectionTag) = (spec.multivalued, spec.tag)
    let section = SectionNode(id: storage.nextSectionID, spec: spec)
    storage.register(section)
    storage.sections.insert(section, at: index)
    section.rows.reserveCapacity(rows.count)
    while !rows.isEmpty {
      // NB: the row taken is handed over as it is returned: a bound copy was copied again.
      let (node, rowProblems) = makeRowNode(rows.removeLast(), in: section)
      problems += rowProblems
      section.rows.append(node)
    }
    if let multivalued, multivalued.options.contains(.insert) {
      var add = RowSpec(tag: nil, kind: .button, valueType: NoValue.self, title: multivalued.addTitle)
      add.excludedFromParameters = true
      let sectionID = section.id
      add.action = { context in
        do {
          try context.form.appendMultivaluedRow(toSection: sectionID)
        } catch {
          // The section went away or its template no longer fits: say so, never drop it.
          context.form.report(
            error as? FormError
              ?? FormError(.invalidEdit, String(describing: error), at: FormErrorLocation(section: sectionTag)))
        }
      }
      if let style = multivalued.addRowStyle { add = styledAddRow(add, style) }
      let node = RowNode(id: storage.nextRowID, spec: add, section: section)
      storage.register(node)
      section.addRow = node
    }
    return problems
  }

  private func sectionPosition(tag: String) -> Int {
    (storage.sections.firstIndex { $0.spec.tag == tag } ?? 0) + 1
  }

  /// Creates a row node (not yet placed in its section's `rows`). Returns it and the problems
  /// found; a duplicate tag leaves the new row untagged so the first one keeps its tag.
  func makeRowNode(_ spec: consuming RowSpec, in section: SectionNode) -> (RowNode, [FormError]) {
    var problems: [FormError] = []
    if case .string("") = spec.initialValue { spec.initialValue = .null }
    if let problem = spec.initialValueProblem {
      problems.append(FormError(.typeMismatch, "initial value: \(problem)", at: .row(spec.tag ?? spec.title)))
    }
    // Typed initial values are of the row's type already; what the type cannot rule out (a NaN,
    // a number outside a stepper's or slider's range) is still a definition error.
    if spec.initialValueIsNormalized, !spec.initialValue.isNull {
      if var problem = spec.initialValue.nonFiniteProblem {
        problem.message = "initial value: \(problem.message)"
        problem.location = .row(spec.tag ?? spec.title)
        problems.append(problem)
        spec.initialValue = .null
      } else if let number = spec.initialValue.numericValue, let violation = spec.rangeViolation(of: number) {
        problems.append(
          FormError(
            .typeMismatch, "initial value: \(number) is outside \(violation.range)", at: .row(spec.tag ?? spec.title)))
        spec.initialValue = .null
      }
    }
    // Dates are normalized however they were given: a date-only row holds calendar dates, and no
    // row holds a year RFC 3339 cannot write.
    spec.normalizeDateBounds(timeZone: timeZone)
    if !spec.initialValueIsNormalized || (spec.holdsDates && !spec.initialValue.isNull) {
      do {
        spec.initialValue = try spec.normalize(spec.initialValue, timeZone: timeZone)
        spec.initialValueIsNormalized = true
      } catch {
        problems.append(
          FormError(.typeMismatch, "initial value: \(Self.message(of: error))", at: .row(spec.tag ?? spec.title)))
        spec.initialValue = .null
      }
    }
    // A nested form's value (a list's entry, the app's append) is checked by the nested rows.
    if spec.subform != nil, case .object = spec.initialValue {
      do {
        spec.initialValue = try checkedSubformValue(spec.initialValue, of: spec, path: ValuePath())
      } catch {
        let detail = (error as? FormInputError)?.errors.map(\.description).joined(separator: "; ")
        problems.append(
          FormError(
            .typeMismatch, "initial value: \(detail ?? Self.message(of: error))", at: .row(spec.tag ?? spec.title)))
        spec.initialValue = .null
      }
    }
    problems += spec.settingProblems()
    let node = RowNode(id: storage.nextRowID, spec: spec, section: section)
    node.refreshValueHooks()
    // One hash for the common case: register, and learn about a duplicate from the same lookup.
    if let existing = storage.register(node) {
      let sectionIndex = storage.sections.firstIndex { $0 === section } ?? 0
      let tag = node.spec.tag ?? ""
      problems.append(
        FormError(
          .duplicateTag,
          "tag '\(tag)' is declared twice: \(storage.place(of: existing)) and section "
            + "'\(section.displayName(position: sectionIndex))', row \(section.rows.count + 1)",
          at: .row(tag)))
      node.spec.tag = nil
    }
    return (node, problems)
  }

  nonisolated static func message(of error: any Error) -> String {
    (error as? FormError)?.message ?? String(describing: error)
  }

  /// Creates the condition nodes of rows and sections, binding expressions. Returns the problems.
  func attachConditions(rows: [RowNode], sections: [SectionNode]) -> [FormError] {
    var problems: [FormError] = []
    for section in sections {
      section.hiddenNode = conditionNode(section.spec.hidden, owner: .section(section, .hidden), problems: &problems)
      section.disabledNode = conditionNode(
        section.spec.disabled, owner: .section(section, .disabled), problems: &problems)
    }
    let dynamicPolicy = editPolicy.isDynamic
    for row in rows {
      row.hiddenNode = conditionNode(row.spec.hidden, owner: .row(row, .hidden), problems: &problems)
      row.requiredNode = conditionNode(row.spec.required, owner: .row(row, .required), problems: &problems)
      row.disabledNode = conditionNode(
        row.spec.disabled, owner: .row(row, .disabled), problems: &problems,
        includesPolicy: dynamicPolicy && row.spec.kind.acceptsInput)
    }
    // Computed values, default values and texts that insert rows are value nodes of the engine.
    problems += attachDerived(rows: rows, sections: sections)
    // Rule definitions (unsafe patterns, `equalTo` a missing row) fail the build like conditions.
    problems += ruleDefinitionProblems(rows: rows)
    return problems
  }

  /// Makes the graph node of one condition, or applies a constant directly (returning -1).
  func conditionNode(
    _ condition: Condition, owner: ConditionEngine.Owner, problems: inout [FormError], includesPolicy: Bool = false
  ) -> Int32 {
    switch condition.storage {
    case .constant(let value):
      // Most conditions are constants: no node, no allocation.
      setConditionFlag(owner, to: value)
      guard includesPolicy else { return -1 }
      return engine.addNode(owner: owner, evaluator: .constant(value), includesPolicy: true)
    case .closure(let closure):
      return engine.addNode(owner: owner, evaluator: .closure(closure), includesPolicy: includesPolicy)
    case .expression(let source):
      do {
        // NB: bound without its location, which is made for an error only (it cost a tenth of binding).
        let bound = try FormExpression(source).bind(
          in: StorageEnvironment(storage: storage, context: context), expecting: .bool)
        return engine.addNode(owner: owner, evaluator: .expression(bound), includesPolicy: includesPolicy)
      } catch let error as FormDefinitionError {
        let location = conditionLocation(owner)
        problems += error.errors.map { error in
          var error = error
          (error.location.tag, error.location.section) = (location.tag, location.section)
          (error.location.path, error.location.part) = (location.path, location.part)
          return error
        }
      } catch let error as FormError {
        let location = conditionLocation(owner)
        var error = error
        if error.location.tag == nil, error.location.section == nil {
          error.location.tag = location.tag
          error.location.section = location.section
        }
        if error.location.part == nil { error.location.part = location.part }
        problems.append(error)
      } catch {
        problems.append(FormError(.invalidExpression, String(describing: error), at: conditionLocation(owner)))
      }
      setConditionFlag(owner, to: false)
      return -1
    }
  }

  /// Where a condition is, for its errors: the row or section and which condition.
  private func conditionLocation(_ owner: ConditionEngine.Owner) -> FormErrorLocation {
    switch owner {
    case .row(let row, let kind):
      return FormErrorLocation(
        tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: kind.description)
    case .section(let section, let kind):
      return FormErrorLocation(section: section.spec.tag ?? section.spec.header?.text ?? "", part: kind.description)
    case .page(let page, let kind):
      return FormErrorLocation(path: "page '\(page.spec.tag ?? page.spec.title)'", part: kind.description)
    case .computedValue(let row):
      return FormErrorLocation(
        tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: "computed value")
    case .text(let target):
      return FormErrorLocation(path: target.description)
    case .options(let row):
      return FormErrorLocation(tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: "options")
    case .trigger(let row, let index, _):
      return FormErrorLocation(
        tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: "trigger \(index + 1) condition")
    }
  }

  func cycleError(_ cycle: [Int32]) -> FormError {
    let names = cycle.map(engine.describe)
    let path = (names + names.prefix(1)).joined(separator: " → ")
    // Located at the cycle's first condition; the message names every step.
    let location = cycle.first.map { conditionLocation(engine.nodes[Int($0)].owner) } ?? FormErrorLocation()
    return FormError(.dependencyCycle, "conditions depend on each other in a cycle: \(path)", at: location)
  }

  // MARK: Diagnostics

  func missingRowProblem(_ tag: String, readBy owner: ConditionEngine.Owner) -> FormError {
    FormError(
      .unknownTag, "reads the row '\(tag)', which the form does not have\(suggestion(for: tag))",
      at: conditionLocation(owner))
  }

  /// Records a problem a non-throwing path met, and emits it.
  func report(_ error: FormError) {
    if diagnostics.count >= Self.diagnosticsLimit {
      diagnostics.removeFirst(diagnostics.count - Self.diagnosticsLimit + 1)
    }
    diagnostics.append(error)
    emit(.problem(error))
  }
}

/// Resolves expression references against a form's storage.
@MainActor
struct StorageEnvironment: @preconcurrency ExpressionEnvironment {
  let storage: FormStorage
  let context: [String: FormValue]

  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)? {
    storage.node(tag: tag).map { ($0.id.rawValue, $0.spec.formValueType) }
  }

  func resolveSection(_ tag: String) -> Int? { storage.section(tag: tag)?.id.rawValue }

  /// A multivalued section's rows; a subform template's nested rows are its columns.
  func resolveMultivaluedSection(_ tag: String) -> ExpressionSectionColumns? {
    guard let section = storage.section(tag: tag), let multivalued = section.spec.multivalued else { return nil }
    let template = multivalued.template
    var columns: [String: FormValueType] = [:]
    if let subform = template.subform {
      for nested in subform.sections() {
        for row in nested.spec.rows {
          if let tag = row.tag { columns[tag] = row.formValueType }
        }
      }
    }
    return ExpressionSectionColumns(slot: section.id.rawValue, elementType: template.formValueType, columns: columns)
  }

  func multivaluedSectionTag(closeTo tag: String) -> String? {
    guard !storage.suggestions.isSpent else { return nil }
    let tags = storage.sections.lazy.filter { $0.spec.multivalued != nil }.compactMap(\.spec.tag)
    return closestName(to: tag, among: tags, budget: storage.suggestions)
  }

  /// Context names are open-ended (apps set them at run time), so every name is accepted; the
  /// type is known when a value is already set.
  func contextType(_ name: String) -> FormValueType? { context[name]?.type ?? .any }

  func rowTag(closeTo tag: String) -> String? {
    // NB: not even the list of rows once the budget is spent (each unknown row would copy it).
    guard !storage.suggestions.isSpent else { return nil }
    return closestName(to: tag, among: storage.orderedRows.lazy.compactMap(\.spec.tag), budget: storage.suggestions)
  }
}
