import Foundation

/// Multi-page forms: pages, the current page, Back / Next / go to, and what each page shows.
extension Form {
  // MARK: Building

  /// Makes the pages of a definition whose sections were declared in ``Page``s, in order.
  /// Returns the problems: sections outside any page, duplicate page tags, page conditions.
  func buildPages(from sections: [(page: PageMarker?, tag: String?)]) -> [FormError] {
    guard sections.contains(where: { $0.page != nil }) else { return [] }
    var problems: [FormError] = []
    var current: (marker: PageMarker, node: PageNode)?
    var tags: Set<String> = []
    for (index, section) in sections.enumerated() {
      guard let marker = section.page else {
        problems.append(
          FormError(
            .invalidEdit, "a form with pageState.nodes needs every section in a page; section \(index + 1) is in none",
            at: FormErrorLocation(section: section.tag ?? "section \(index + 1)")))
        continue
      }
      if current?.marker !== marker {
        let node = PageNode(id: PageID(rawValue: pageState.nodes.count), spec: marker.spec)
        if let tag = marker.spec.tag, !tags.insert(tag).inserted {
          problems.append(
            FormError(
              .duplicateTag, "page tag '\(tag)' is used by two pageState.nodes",
              at: FormErrorLocation(path: "page '\(tag)'")))
        }
        pageState.nodes.append(node)
        current = (marker, node)
      }
      storage.sections[index].page = current?.node
    }
    for page in pageState.nodes {
      page.hiddenNode = pageConditionNode(page, problems: &problems)
      problems += attachPageTitle(page)
    }
    return problems
  }

  private func pageConditionNode(_ page: PageNode, problems: inout [FormError]) -> Int32 {
    let owner = ConditionEngine.Owner.page(page, .hidden)
    switch page.spec.hidden.storage {
    case .constant(let value):
      page.ownHidden = value
      return -1
    case .closure(let closure):
      return engine.addNode(owner: owner, evaluator: .closure(closure))
    case .expression(let source):
      do {
        let bound = try FormExpression(source).bind(
          in: StorageEnvironment(storage: storage, context: context), expecting: .bool,
          location: FormErrorLocation(path: "page '\(page.spec.tag ?? page.spec.title)'", part: "hidden condition"))
        return engine.addNode(owner: owner, evaluator: .expression(bound))
      } catch let error as FormDefinitionError {
        problems += error.errors
      } catch {
        problems.append(
          FormError(
            .invalidExpression, Self.message(of: error),
            at: FormErrorLocation(path: "page '\(page.spec.tag ?? page.spec.title)'", part: "hidden condition")))
      }
      return -1
    }
  }

  /// A form just built opens on its first visible page, and counts its progress afresh.
  func openOnFirstVisiblePage() {
    if let first = pageState.nodes.firstIndex(where: isVisible) { pageState.currentIndex = first }
    progressState.needsRecount = true
  }

  // MARK: Reading

  /// The pages, in order; empty for a form without pages (it is one page).
  public var pageIDs: [PageID] { pageState.nodes.map(\.id) }

  /// A page's title.
  public func title(of page: PageID) -> String? { self.page(page)?.spec.title }

  /// A page's tag.
  public func tag(of page: PageID) -> String? { self.page(page)?.spec.tag }

  /// The page with a tag.
  public func pageID(forTag tag: String) -> PageID? { pageState.nodes.first { $0.spec.tag == tag }?.id }

  /// Whether a page is hidden now, by its condition or because it has nothing to show (Back and
  /// Next skip it).
  public func isHidden(page: PageID) -> Bool { self.page(page).map { !isVisible($0) } ?? true }

  /// The page shown, or `nil` for a form without pages.
  public var currentPage: PageID? { pageState.nodes.isEmpty ? nil : pageState.nodes[pageState.currentIndex].id }

  /// The pages not hidden now, in order: the steps a person goes through.
  public var visiblePageIDs: [PageID] {
    let visible = pageVisibility()
    return pageState.nodes.indices.filter { visible[$0] }.map { pageState.nodes[$0].id }
  }

  /// The page a row is on.
  public func page(of row: RowID) -> PageID? { storage.node(row)?.section.page?.id }

  /// The page a section is on; `nil` for an unknown section or a form without pages.
  public func page(ofSection section: SectionID) -> PageID? { storage.section(section)?.page?.id }

  /// The page an issue's row or section is on; `nil` for a form without pages.
  public func page(of issue: ValidationIssue) -> PageID? {
    switch issue.subject {
    case .row(let row): return page(of: row)
    case .section(let section): return page(ofSection: section)
    }
  }

  func page(_ id: PageID) -> PageNode? {
    pageState.nodes.indices.contains(id.rawValue) ? pageState.nodes[id.rawValue] : nil
  }

  /// Whether a page is one of the steps: its condition does not hide it and it has something to
  /// show, a visible row or an Add row in a visible section. A page whose rows are all hidden is
  /// skipped and not counted, as SurveyJS treats a page without visible elements.
  ///
  /// - Complexity: O(1) once worked out; O(*s*) for the form's *s* sections (plus the hidden
  ///   rows before the first visible one of each page) after a section of a page changed.
  func isVisible(_ page: PageNode) -> Bool {
    let visible = pageVisibility()
    return visible.indices.contains(page.id.rawValue) && visible[page.id.rawValue]
  }

  /// Every page's ``isVisible(_:)``, by page index, in one pass over the sections; kept until a
  /// section of a page changes what it shows (``markStructureChanged(in:)``).
  func pageVisibility() -> [Bool] {
    if let cached = pageState.visibilityCache, cached.count == pageState.nodes.count { return cached }
    var visible = [Bool](repeating: false, count: pageState.nodes.count)
    for section in storage.sections {
      guard let page = section.page, !visible[page.id.rawValue], !page.ownHidden else { continue }
      if Self.showsSomething(section) { visible[page.id.rawValue] = true }
    }
    pageState.visibilityCache = visible
    return visible
  }

  private static func showsSomething(_ section: SectionNode) -> Bool {
    !section.ownHidden && (section.addRow != nil || section.rows.contains { !$0.isHidden })
  }

  /// The sections of a page, in form order (hidden ones included).
  func sections(of page: PageNode) -> [SectionNode] {
    storage.sections.filter { $0.page === page }
  }

  // MARK: Navigating

  /// Goes to the next visible page, after validating the current one (its visible rows, as
  /// ``validate()`` does); going back never validates.
  ///
  /// ```swift
  /// switch form.nextPage() {
  /// case .moved(let page): title = form.title(of: page)
  /// case .refused(let report): scroll(to: report.errors.first?.row)
  /// case .completed, .noPage: submit()
  /// }
  /// ```
  ///
  /// When a row of the page has a ``TriggerAction/complete`` trigger whose condition holds, a
  /// valid page ends the form instead: ``PageNavigation/completed(_:)``.
  ///
  /// - Returns: Where the form went, or why it did not move. A refusal emits
  ///   ``FormEvent/pageRefused(_:_:)``; a move ``FormEvent/pageChanged(from:to:origin:)`` and one
  ///   update (the new page's sections).
  /// - Complexity: O(*r*) for the *r* rows of the current page, plus O(*s*) for *s* sections
  ///   to rebuild the shown structure at the next flush.
  @discardableResult
  public func nextPage(origin: ChangeOrigin = .user) -> PageNavigation {
    guard !pageState.nodes.isEmpty else { return .noPage }
    guard let target = visiblePage(after: pageState.currentIndex, forward: true) else { return .noPage }
    let report = validate(pageAt: pageState.currentIndex)
    let current = pageState.nodes[pageState.currentIndex]
    guard report.isValid else {
      emit(.pageRefused(current.id, report.errors))
      return .refused(report)
    }
    if completesEarly(on: current) {
      emit(.completedEarly(current.id))
      return .completed(current.id)
    }
    move(toPageAt: target, origin: origin)
    return .moved(pageState.nodes[target].id)
  }

  /// Goes to the previous visible page, without validating.
  @discardableResult
  public func previousPage(origin: ChangeOrigin = .user) -> PageNavigation {
    guard !pageState.nodes.isEmpty, let target = visiblePage(after: pageState.currentIndex, forward: false) else {
      return .noPage
    }
    move(toPageAt: target, origin: origin)
    return .moved(pageState.nodes[target].id)
  }

  /// Goes to a visible page. Going forward validates each page passed, as Next does, and stops
  /// at the first that refuses; going back never validates.
  ///
  /// - Throws: `FormError.Code.unknownIdentity` for a page of no form, and
  ///   `FormError.Code.invalidEdit` for a hidden page.
  @discardableResult
  public func go(toPage page: PageID, origin: ChangeOrigin = .user) throws -> PageNavigation {
    guard let node = self.page(page) else { throw FormError(.unknownIdentity, "no page has the identity \(page)") }
    guard isVisible(node) else {
      throw FormError(.invalidEdit, "page '\(node.spec.title)' is hidden now", at: FormErrorLocation(path: "\(page)"))
    }
    let target = page.rawValue
    if target < pageState.currentIndex {
      move(toPageAt: target, origin: origin)
      return .moved(page)
    }
    while pageState.currentIndex < target {
      switch nextPage(origin: origin) {
      case .moved: continue
      case .refused(let report): return .refused(report)
      case .completed(let page): return .completed(page)
      case .noPage: return .noPage
      }
    }
    return .moved(page)
  }

  /// Validates every visible page: what Done runs on the last page.
  ///
  /// - Returns: Every issue in form order, and the first page holding an error (go there with
  ///   ``go(toPage:origin:)``, which never validates going back).
  public func complete() -> PageCompletion {
    for page in pageState.nodes where isVisible(page) { page.wasSubmitted = true }
    let report = validate()
    let first = report.errors.first.flatMap { self.page(of: $0) }
    return PageCompletion(report: report, firstErrorPage: first)
  }

  /// Whether a completing trigger (``TriggerAction/complete``) of a row of `page` holds (the
  /// row shown or not: the trigger is anchored to the page by it).
  ///
  /// - Complexity: O(*t*) for the *t* completing triggers of the form.
  private func completesEarly(on page: PageNode) -> Bool {
    for index in engine.completionTriggers {
      let node = engine.nodes[Int(index)]
      guard node.isAlive, node.result, case .trigger(let row, _, _) = node.owner else { continue }
      if row.section.page === page, storage.node(row.id) === row { return true }
    }
    return false
  }

  private func visiblePage(after index: Int, forward: Bool) -> Int? {
    var next = index + (forward ? 1 : -1)
    while pageState.nodes.indices.contains(next) {
      if isVisible(pageState.nodes[next]) { return next }
      next += forward ? 1 : -1
    }
    return nil
  }

  /// Validates the visible rows and sections of one page and reports the page's issues.
  private func validate(pageAt index: Int) -> ValidationReport {
    let page = pageState.nodes[index]
    page.wasSubmitted = true
    let pageSections = sections(of: page)
    change {
      for section in pageSections where !section.ownHidden {
        for row in section.rows where !row.isHidden { validateAsSubmitted(row) }
        validateAsSubmitted(section)
      }
    }
    return report(of: pageSections)
  }

  private func move(toPageAt index: Int, origin: ChangeOrigin) {
    guard index != pageState.currentIndex else { return }
    change { show(pageAt: index, origin: origin) }
  }

  /// Shows the page a restored draft was saved on, without validating (the person was there
  /// already); when that page is hidden now, the nearest visible page before it (or the first
  /// visible page when none comes before).
  func showRestoredPage(at index: Int, origin: ChangeOrigin) {
    guard pageState.nodes.indices.contains(index) else { return }
    let target =
      !isVisible(pageState.nodes[index])
      ? visiblePage(after: index, forward: false) ?? visiblePage(after: index, forward: true) : index
    guard let target else { return }
    move(toPageAt: target, origin: origin)
  }

  /// Shows the page of a row when it is another visible page (an undone step), without
  /// validating: the person was there when the step was made.
  func showPage(of row: RowNode, origin: ChangeOrigin) {
    guard let page = row.section.page, page !== pageState.nodes[pageState.currentIndex], isVisible(page) else { return }
    move(toPageAt: page.id.rawValue, origin: origin)
  }

  /// A page appeared or disappeared (by its condition, or its rows): if it was the page shown,
  /// show the nearest visible one.
  func pageVisibilityChanged() {
    guard !pageState.nodes.isEmpty, !isVisible(pageState.nodes[pageState.currentIndex]) else { return }
    let target =
      visiblePage(after: pageState.currentIndex, forward: false)
      ?? visiblePage(after: pageState.currentIndex, forward: true)
    guard let target else { return }
    show(pageAt: target, origin: .program)
  }

  /// Makes another page the one shown: focus and inline editors leave the old page, both pages'
  /// sections are rebuilt at the next flush. Called inside a change.
  /// Shows the page holding `row` without validating (a trigger's ``TriggerAction/showPage``):
  /// nothing when the form has no pages, the page is shown already, or it is hidden.
  func showPage(holding row: RowNode) {
    guard let page = row.section.page, isVisible(page),
      let index = pageState.nodes.firstIndex(where: { $0 === page }), index != pageState.currentIndex
    else { return }
    change { show(pageAt: index, origin: .program) }
  }

  private func show(pageAt index: Int, origin: ChangeOrigin) {
    let from = pageState.nodes[pageState.currentIndex].id
    if let focused = focusedRow, let node = storage.node(focused) { blurIfFocused(node) }
    let leaving = sections(of: pageState.nodes[pageState.currentIndex])
    // Only a shown row can be expanded: look on the page being left.
    if let expanded = leaving.lazy.flatMap(\.rows).first(where: \.isExpanded) { setExpanded(expanded, false) }
    for section in leaving { markStructureChanged(in: section) }
    pageState.currentIndex = index
    for section in sections(of: pageState.nodes[index]) { markStructureChanged(in: section) }
    markSectionListChanged()
    emit(.pageChanged(from: from, to: pageState.nodes[index].id, origin: origin))
  }
}

/// Where ``Form/nextPage(origin:)``, ``Form/previousPage(origin:)`` and
/// ``Form/go(toPage:origin:)`` took the form.
public enum PageNavigation: Sendable, Equatable {
  /// The form shows this page now.
  case moved(PageID)
  /// The current page has errors; the form stays. The report lists them, tied to rows.
  case refused(ValidationReport)
  /// There is no visible page that way (or the form has no pages).
  case noPage
  /// A ``TriggerAction/complete`` trigger of this page holds and the page is valid: the form
  /// ends here (the app submits, as after Done); the pages after it were not validated.
  case completed(PageID)
}

/// What ``Form/complete()`` found.
public struct PageCompletion: Sendable, Equatable {
  /// Every issue of every visible page, in form order.
  public var report: ValidationReport
  /// The first page holding an error, or `nil` when the form is valid.
  public var firstErrorPage: PageID?
}
