import Foundation

/// A text a value node keeps up to date: where its result is written and who is told.
@MainActor
enum TextTarget {
  case rowTitle(RowNode)
  case rowPlaceholder(RowNode)
  case sectionHeader(SectionNode)
  case sectionFooter(SectionNode)
  case pageTitle(PageNode)

  var description: String {
    switch self {
    case .rowTitle(let row): return "row '\(row.spec.tag ?? row.id.description)' title"
    case .rowPlaceholder(let row): return "row '\(row.spec.tag ?? row.id.description)' placeholder"
    case .sectionHeader(let section): return "section '\(section.spec.tag ?? section.id.description)' header"
    case .sectionFooter(let section): return "section '\(section.spec.tag ?? section.id.description)' footer"
    case .pageTitle(let page): return "page '\(page.spec.tag ?? page.spec.title)' title"
    }
  }
}

// Computed rows, default values and texts that insert rows are more owners in the condition
// engine: a value node reads the form through a tracking `FormReader`, is ranked with the
// conditions, and is re-evaluated only when something it read changed. Its result is applied
// here, inside the change funnel, like a condition's effects.
extension Form {
  // MARK: Attaching

  /// Creates the value nodes of new rows and sections (computed values, texts) and binds their
  /// expressions and templates. Returns the problems, each located at its row or section.
  func attachDerived(rows: [RowNode], sections: [SectionNode]) -> [FormError] {
    var problems: [FormError] = []
    for section in sections {
      if let text = section.spec.headerText {
        attachText(text, to: .sectionHeader(section), owner: .section(section.id), problems: &problems)
      }
      if let text = section.spec.footerText {
        attachText(text, to: .sectionFooter(section), owner: .section(section.id), problems: &problems)
      }
      for rule in section.spec.rules {
        guard let text = rule.messageText else { continue }
        _ = boundVariants(
          of: text,
          location: FormErrorLocation(
            section: section.spec.tag ?? section.spec.header?.text, part: "rule '\(rule.id)' message"),
          problems: &problems)
      }
    }
    for row in rows {
      // NB: one read of the shared extras for the common row with none of these.
      guard row.spec.hasDerivedParts else { continue }
      if let computed = row.spec.computed {
        let location = derivedLocation(row, part: "computed value")
        if let produce = derivedProducer(computed, for: row, location: location, problems: &problems) {
          row.isComputed = true
          _ = engine.addDerivedNode(owner: .computedValue(row), of: .row(row.id)) { reader in
            // Nothing is computed from text that was refused: the row still holds the last value
            // that fitted, which is not what the person sees.
            let engine = reader.form.engine
            let outer = engine.readRefusedInput
            engine.readRefusedInput = false
            let value = produce(reader)
            let refused = engine.readRefusedInput
            engine.readRefusedInput = outer
            return refused ? .null : value
          }
        }
      }
      if let defaultValue = row.spec.defaultValue {
        let location = derivedLocation(row, part: "default value")
        if let produce = derivedProducer(defaultValue, for: row, location: location, problems: &problems) {
          engine.defaultProducers.append((row, produce))
        }
      }
      if let title = row.spec.texts?.title {
        attachText(title, to: .rowTitle(row), owner: .row(row.id), problems: &problems)
      }
      if let placeholder = row.spec.texts?.placeholder {
        attachText(placeholder, to: .rowPlaceholder(row), owner: .row(row.id), problems: &problems)
      }
      if let rules = row.spec.optionRules { attachOptionRules(rules, to: row, problems: &problems) }
      if !row.spec.triggers.isEmpty { attachTriggers(of: row, problems: &problems) }
    }
    for row in rows where !row.spec.rules.isEmpty {
      for rule in row.spec.rules {
        guard let text = rule.messageText else { continue }
        _ = boundVariants(
          of: text, location: derivedLocation(row, part: "rule '\(rule.id)' message"), problems: &problems)
      }
    }
    return problems
  }

  /// Adds the title node of a page whose title inserts rows or has several languages.
  func attachPageTitle(_ page: PageNode) -> [FormError] {
    guard let text = page.spec.titleText else { return [] }
    var problems: [FormError] = []
    attachText(text, to: .pageTitle(page), owner: .form, problems: &problems)
    return problems
  }

  /// A rule's own message when it fails: its ``FormText`` made now, in the form's locale, or its
  /// plain message.
  func overridingMessage(of rule: AnyRule) -> String? { overridingMessage(rule.message, rule.messageText) }

  /// A message made now from its ``FormText`` (in the form's locale), or the plain one.
  func overridingMessage(_ message: String?, _ text: FormText?) -> String? {
    guard let text else { return message }
    var problems: [FormError] = []
    guard let variants = boundVariants(of: text, location: FormErrorLocation(), problems: &problems) else {
      return message
    }
    let index = FormText.variantIndex(in: text.variants, localeIdentifier: locale.identifier)
    return render(variants[index].parts, reader: FormReader(form: self))
  }

  func derivedLocation(_ row: RowNode, part: String) -> FormErrorLocation {
    FormErrorLocation(tag: row.spec.tag ?? row.spec.title, section: row.section.spec.tag, part: part)
  }

  /// The closure evaluating a computed or default value: the Swift closure, or the expression
  /// bound against the form and checked against the row's type.
  private func derivedProducer(
    _ derived: DerivedValue, for row: RowNode, location: FormErrorLocation, problems: inout [FormError]
  ) -> (@MainActor (FormReader) -> FormValue)? {
    switch derived {
    case .closure(let closure):
      return closure
    case .expression(let source):
      do {
        let bound = try FormExpression(source, location: location).bind(
          in: StorageEnvironment(storage: storage, context: context), expecting: row.spec.formValueType,
          location: location)
        return { reader in bound.evaluate(ExpressionAdapter(reader: reader)) }
      } catch let error as FormDefinitionError {
        problems += error.errors
      } catch {
        problems.append(FormError(.invalidExpression, Self.message(of: error), at: location))
      }
      return nil
    }
  }

  /// Binds a text's variants (parsing templates, resolving tags) and adds its node; a plain text
  /// in one language needs none and is written at once.
  private func attachText(
    _ text: FormText, to target: TextTarget, owner: DerivedOwner, problems: inout [FormError]
  ) {
    guard let variants = boundVariants(of: text, location: textLocation(target), problems: &problems) else { return }
    let languages = text.variants.map { ($0.language, FormText.Content.parts([])) }
    let produce: @MainActor (FormReader) -> FormValue = { reader in
      reader.form.engine.recordRead(.locale)
      let index = FormText.variantIndex(in: languages, localeIdentifier: reader.form.locale.identifier)
      return .string(reader.form.render(variants[index].parts, reader: reader))
    }
    _ = engine.addDerivedNode(owner: .text(target), of: owner, produce)
  }

  /// A text's variants as parts, templates parsed and rows checked; `nil` with the problems when
  /// one variant does not check.
  private func boundVariants(
    of text: FormText, location: FormErrorLocation, problems: inout [FormError]
  ) -> [(language: String, parts: [FormText.Part])]? {
    var variants: [(language: String, parts: [FormText.Part])] = []
    var failed = false
    for variant in text.variants {
      let parts: [FormText.Part]
      switch variant.content {
      case .parts(let given): parts = given
      case .template(let template):
        switch FormText.parseTemplate(template) {
        case .success(let parsed): parts = parsed
        case .failure(let problem):
          var place = location
          place.column = problem.column
          problems.append(
            FormError(.invalidExpression, "text '\(Self.quoted(template))': \(problem.message)", at: place))
          failed = true
          continue
        }
      }
      // Each unknown row once per text, the text quoted by its start: a server's text may
      // repeat one name a thousand times in 30 KB.
      var reported: Set<String> = []
      for case .row(let tag) in parts where storage.node(tag: tag) == nil && reported.insert(tag).inserted {
        problems.append(
          FormError(
            .invalidExpression,
            "text '\(Self.quoted(text.summary))' reads row '\(tag)', which the form does not have"
              + suggestion(for: tag, budget: storage.suggestions), at: location))
        failed = true
      }
      variants.append((variant.language, parts))
    }
    return failed ? nil : variants
  }

  /// A text as a message quotes it: whole up to 60 characters, else its start and "…".
  static func quoted(_ text: String) -> String {
    let head = text.prefix(61)
    return head.count > 60 ? String(head.dropLast()) + "…" : text
  }

  private func textLocation(_ target: TextTarget) -> FormErrorLocation {
    switch target {
    case .rowTitle(let row): return derivedLocation(row, part: "title")
    case .rowPlaceholder(let row): return derivedLocation(row, part: "placeholder")
    case .sectionHeader(let section):
      return FormErrorLocation(section: section.spec.tag ?? section.id.description, part: "header")
    case .sectionFooter(let section):
      return FormErrorLocation(section: section.spec.tag ?? section.id.description, part: "footer")
    case .pageTitle(let page):
      return FormErrorLocation(path: "page '\(page.spec.tag ?? page.spec.title)'", part: "title")
    }
  }

  /// A text's parts with rows shown as their display value and context values as plain text.
  func render(_ parts: [FormText.Part], reader: FormReader) -> String {
    var text = ""
    for part in parts {
      switch part {
      case .literal(let literal): text += literal
      case .row(let tag):
        _ = reader.value(forTag: tag)
        if let node = storage.node(tag: tag) { text += displayText(of: node) }
      case .context(let name):
        text += ValueDisplay(locale: locale).plain(reader.context(name))
      }
    }
    return text
  }

  // MARK: Default values

  /// Evaluates the default values of `rows` (all when `nil`) in definition order, on the settled
  /// form, and makes each non-null result the row's value and initial value. Called when the form
  /// is built (outside any change: nothing is delivered yet) and inside the change of a reset or
  /// an insertion.
  func applyDefaultValues(of rows: [RowNode]? = nil) {
    guard !engine.defaultProducers.isEmpty else { return }
    let reader = FormReader(form: self)
    let wanted = rows.map { Set($0.map(ObjectIdentifier.init)) }
    for (row, produce) in engine.defaultProducers {
      guard storage.node(row.id) === row, wanted?.contains(ObjectIdentifier(row)) ?? true else { continue }
      // The funnel's settling step (clears and validity readers included), not a bare propagation.
      settleConditions()
      let result = produce(reader)
      guard !result.isNull else { continue }
      let value: FormValue
      do {
        value = try normalized(result, for: row)
      } catch {
        var problem = error as? FormError ?? FormError(.typeMismatch, Self.message(of: error))
        problem.location = derivedLocation(row, part: "default value")
        report(problem)
        continue
      }
      row.spec.initialValue = value
      if changes.depth > 0 {
        commitValue(value, to: row, origin: .program, isEdit: false)
      } else if row.value != value {
        row.value = value
        engine.invalidate(row.valueReaders)
        if aggregatesReadRows, !row.section.rowsReaders.isEmpty { engine.invalidate(row.section.rowsReaders) }
      }
    }
    settleConditions()
  }

  /// Makes the settled values of new computed rows their initial values: what dirty tracking
  /// compares with. Their first evaluation may have read a computed row not yet evaluated.
  func settleComputedBaselines(of rows: [RowNode]? = nil) {
    guard !engine.computedProducers.isEmpty else { return }
    for row in rows ?? storage.orderedRows where row.isComputed { row.spec.initialValue = row.value }
  }

  /// Forgets the default values of rows leaving the form.
  func forgetDefaultValues(of row: RowNode) {
    guard !engine.defaultProducers.isEmpty else { return }
    engine.defaultProducers.removeAll { $0.row === row }
  }
}

extension RowSpec {
  /// Whether the row has a computed value, a default value or texts (one shared-box read).
  var hasDerivedParts: Bool {
    computed != nil || defaultValue != nil || texts != nil || optionRules != nil || !triggers.isEmpty
  }
}

extension Form {
  /// Refuses a value given to a computed row: it follows its expression.
  func refuseComputed(_ node: RowNode) throws {
    guard node.isComputed else { return }
    let source = node.spec.computed?.summary ?? ""
    throw FormError(
      .invalidEdit, "row '\(node.spec.tag ?? node.spec.title)' is computed (\(source)); its value cannot be set",
      at: location(of: node))
  }
}
