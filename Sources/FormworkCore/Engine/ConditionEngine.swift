/// Something a condition can read. Each is "produced" by at most one condition node.
enum DependencySource: Hashable, Sendable {
  case value(RowID)
  case rowHidden(RowID)
  case rowDisabled(RowID)
  /// The options a row shows (``OptionsState``), when they depend on the form.
  case rowOptions(RowID)
  case sectionHidden(SectionID)
  case sectionDisabled(SectionID)
  /// Which rows a (multivalued) section holds, in order, and their values: an aggregate reads it.
  case sectionRows(SectionID)
  case pageHidden(PageID)
  case context(String)
  /// A tag no row has (yet): a row inserted later with this tag re-evaluates the reader.
  case missingTag(String)
  /// Whether the whole form is valid (a submit button enabled by validity).
  case formValidity
  /// The form's locale (localized texts pick their variant by it).
  case locale
}

/// What owns a value or text node besides its conditions: removed with it.
enum DerivedOwner: Hashable {
  case row(RowID)
  case section(SectionID)
  case form
}

/// The dependency graph of a form's conditions, and its incremental evaluator.
///
/// Each non-constant condition (a row's or section's hidden, disabled or required condition,
/// and a row's edit policy when the policy is dynamic) is a node. A node's inputs are what its last
/// evaluation read; its output is one ``DependencySource`` (a row's hidden state, say). Nodes are
/// ranked topologically, so a change re-evaluates its readers transitively, in rank order, each
/// node at most once, and nothing else.
// NB: the propagation state opts out of dynamic exclusivity checks (see `Form`): every change
// touches it, only the engine mutates it, on the main actor.
@MainActor
final class ConditionEngine {
  enum Owner {
    case row(RowNode, ConditionKind)
    case section(SectionNode, ConditionKind)
    case page(PageNode, ConditionKind)
    /// A computed row's value (`Schema`'s `computed`, ``Row/computed(_:)-(String)``): the node
    /// produces the row's ``DependencySource/value(_:)``.
    case computedValue(RowNode)
    /// A text with interpolated rows or localized variants (`FormText`): a title, a header…
    case text(TextTarget)
    /// The options a row shows: its options shown on a condition, or another row's options.
    case options(RowNode)
    /// A row's trigger (the index among its triggers): it fires when its condition becomes true.
    case trigger(RowNode, Int, TriggerRun)
  }

  enum Evaluator {
    case closure(@MainActor @Sendable (FormReader) -> Bool)
    case expression(BoundExpression)
    case constant(Bool)
    /// A value rather than a flag: computed rows and texts. The host compares and applies it.
    case derived(@MainActor (FormReader) -> FormValue)
  }

  struct Node {
    var owner: Owner
    var evaluator: Evaluator
    /// Whether the form's edit policy also decides this (row disabled nodes only).
    var includesPolicy: Bool
    var rank: Int32 = 0
    var sources: [DependencySource] = []
    var result = false
    var isAlive = true
  }

  /// What the engine reads and tells: the form, seen through a narrow protocol.
  unowned let host: any ConditionEngineHost
  @exclusivity(unchecked) var nodes: [Node] = []
  var contextReaders: [String: [Int32]] = [:]
  var missingTagReaders: [String: [Int32]] = [:]
  @exclusivity(unchecked) var formValidityReaders: [Int32] = []
  /// Texts whose variant depends on the form's locale (localized `FormText`s).
  var localeReaders: [Int32] = []
  /// The nodes computing rows' values, by row: empty for forms without computed rows, so the
  /// lookups below cost one check for them.
  @exclusivity(unchecked) var computedProducers: [RowID: Int32] = [:]
  /// Whether the evaluation running read a row showing text that was refused (too large, not a
  /// number): a computed value then gives nothing rather than a result from the last value
  /// that fitted.
  var readRefusedInput = false
  /// The value and text nodes a row or section owns besides its conditions, removed with it.
  var derivedNodes: [DerivedOwner: [Int32]] = [:]
  /// The rows with a default value and how to evaluate it, in definition order.
  var defaultProducers: [(row: RowNode, produce: @MainActor (FormReader) -> FormValue)] = []
  /// The triggers whose condition became true during propagation, for the funnel to run.
  @exclusivity(unchecked) var firedTriggers: [(row: RowNode, run: TriggerRun)] = []
  /// The nodes of triggers completing the form (``TriggerAction/complete``), read by Next.
  var completionTriggers: [Int32] = []

  // Reads recorded while a node evaluates.
  @exclusivity(unchecked) private var isRecording = false
  @exclusivity(unchecked) private var recorded: [DependencySource] = []

  // The work queue: node indices by rank, and whether each node is in it.
  @exclusivity(unchecked) private var heap = RankHeap()
  @exclusivity(unchecked) private var queued: [Bool] = []

  private var suspendsRanking = false

  /// Statistics, for tests and benchmarks.
  private(set) var evaluationCount = 0

  /// Problems found at run time (a closure that started reading in a cycle).
  var runtimeProblems: [FormError] = []
  /// The node being evaluated (-1 between evaluations), for the place of a problem it meets.
  private var evaluating: Int32 = -1
  /// The tags no row has that evaluations read and that were reported.
  private var reportedMissingTags: Set<String> = []

  init(host: any ConditionEngineHost) { self.host = host }

  // MARK: Reading

  func recordRead(_ source: DependencySource) {
    guard isRecording else { return }
    // Conditions read a handful of things; a linear check beats hashing here.
    if !recorded.contains(source) { recorded.append(source) }
  }

  /// Records a read of a tag no row has (a row added later with it is read then) and reports
  /// it in the form's diagnostics, once per tag: a closure's misspelled key is otherwise a
  /// silent `nil` (expressions are checked when they are bound).
  func recordMissingTag(_ tag: String) {
    recordRead(.missingTag(tag))
    guard isRecording, evaluating >= 0, !reportedMissingTags.contains(tag) else { return }
    reportedMissingTags.insert(tag)
    host.report(host.missingRowProblem(tag, readBy: nodes[Int(evaluating)].owner))
  }

  // MARK: Building

  /// Adds a node (its evaluation and ranking happen in ``rebuildRanks()`` / ``evaluateAll()``).
  @discardableResult
  func addNode(owner: Owner, evaluator: consuming Evaluator, includesPolicy: Bool = false) -> Int32 {
    let index = Int32(nodes.count)
    nodes.append(Node(owner: owner, evaluator: evaluator, includesPolicy: includesPolicy))
    queued.append(false)
    return index
  }

  /// Detaches a node from the graph (its row or section was removed).
  func removeNode(_ index: Int32) {
    guard index >= 0, nodes[Int(index)].isAlive else { return }
    setSources(index, to: [])
    nodes[Int(index)].isAlive = false
  }

  /// Evaluates every live node once, in dependency order, discovering the dependencies of all of
  /// them, and ranks the graph. Used when a form is built.
  ///
  /// - Returns: The cycle, when the conditions depend on each other in one.
  func evaluateAll() -> [Int32]? {
    integrate(liveNodes())
  }

  /// Brings new nodes into the graph: evaluates each once to learn what it reads, re-ranks, then
  /// evaluates them again in rank order (now with final inputs) and propagates what changed.
  ///
  /// - Parameter rereading: Existing nodes whose inputs change with the new nodes (they looked
  ///   for a tag a new row has). They learn their new inputs before the ranking, so a cycle
  ///   they close with the new nodes is found here, not at run time.
  /// - Returns: The cycle, when the new nodes close one; the existing nodes keep their inputs,
  ///   the graph is left unranked, and the caller must remove the new nodes.
  func integrate(_ added: [Int32], rereading existing: [Int32] = []) -> [Int32]? {
    // Ranks are rebuilt once after the first pass rather than after each discovery.
    suspendsRanking = true
    let previous = existing.map { (index: $0, sources: nodes[Int($0)].sources) }
    for index in added { evaluate(index, mode: .first) }
    for index in existing where nodes[Int(index)].isAlive { evaluate(index, mode: .inputsOnly) }
    defer { suspendsRanking = false }
    if let cycle = rebuildRanks() {
      for (index, sources) in previous { setSources(index, to: sources) }
      return cycle
    }
    suspendsRanking = false
    let settled = settledInFirstPass(added, existing: existing)
    for index in byRank(added) where settled.isEmpty || !settled[Int(index - added[0])] {
      evaluate(index, mode: .apply)
    }
    invalidate(existing)
    propagate()
    return nil
  }

  /// Which of `added` (by position) are condition expressions that the first pass already
  /// evaluated with their final inputs, which a second evaluation would only repeat: when `added`
  /// are the newest nodes in order (a build), those whose every input is produced by no node, by
  /// an older node or by a settled one evaluated before them. Closures (app code) and value nodes
  /// are evaluated again. Empty when `added` are not the newest nodes in order.
  // NB: this skips the second evaluation of most conditions of a form being built.
  private func settledInFirstPass(_ added: [Int32], existing: [Int32]) -> [Bool] {
    guard existing.isEmpty, let first = added.first, Int(first) + added.count == nodes.count else { return [] }
    var settled = [Bool](repeating: false, count: added.count)
    for (offset, index) in added.enumerated() {
      guard index == first + Int32(offset) else { return [] }
      switch nodes[Int(index)].evaluator {
      case .expression, .constant: break
      case .closure, .derived: continue
      }
      settled[offset] = true
      for source in nodes[Int(index)].sources {
        guard let producer = producer(of: source), producer >= first else { continue }
        if producer >= index || !settled[Int(producer - first)] {
          settled[offset] = false
          break
        }
      }
    }
    return settled
  }

  /// Re-evaluates everything in rank order, applying effects: the "full re-evaluation" the
  /// incremental path is measured against.
  func reevaluateAll() {
    for index in order() { evaluate(index, mode: .apply) }
  }

  private func order() -> [Int32] { byRank(liveNodes()) }

  // NB: loops, not `filter` and `map`, and a sort off the main actor: a main-actor closure that the
  // standard library calls pays an isolation check at each call, which cost more than the sort.
  private func liveNodes() -> [Int32] {
    var live: [Int32] = []
    for index in nodes.indices where nodes[index].isAlive { live.append(Int32(index)) }
    return live
  }

  /// The nodes in the order of their ranks (stable).
  private func byRank(_ indices: [Int32]) -> [Int32] {
    var ranked: [(rank: Int32, index: Int32)] = []
    ranked.reserveCapacity(indices.count)
    for index in indices { ranked.append((nodes[Int(index)].rank, index)) }
    return Self.sorted(ranked)
  }

  private nonisolated static func sorted(_ ranked: [(rank: Int32, index: Int32)]) -> [Int32] {
    ranked.sorted { $0.rank < $1.rank }.map { $0.index }
  }

  /// The node producing `source`, if a condition computes it.
  func producer(of source: DependencySource) -> Int32? {
    let node: Int32
    switch source {
    case .value(let id):
      guard !computedProducers.isEmpty else { return nil }
      node = computedProducers[id] ?? -1
    case .context, .missingTag, .formValidity, .locale, .sectionRows: return nil
    case .rowHidden(let id): node = host.storage.node(id)?.hiddenNode ?? -1
    case .rowDisabled(let id): node = host.storage.node(id)?.disabledNode ?? -1
    case .rowOptions(let id): node = host.storage.node(id)?.optionsNode ?? -1
    case .sectionHidden(let id): node = host.storage.section(id)?.hiddenNode ?? -1
    case .sectionDisabled(let id): node = host.storage.section(id)?.disabledNode ?? -1
    case .pageHidden(let id): node = host.page(id)?.hiddenNode ?? -1
    }
    return node >= 0 ? node : nil
  }

  /// Ranks the live nodes topologically (Kahn). Returns a cycle when there is one.
  @discardableResult
  func rebuildRanks() -> [Int32]? {
    let count = nodes.count
    var indegree = [Int](repeating: 0, count: count)
    var successors = [[Int32]](repeating: [], count: count)
    for index in 0..<count where nodes[index].isAlive {
      for source in nodes[index].sources {
        if let producer = producer(of: source), nodes[Int(producer)].isAlive, producer != Int32(index) {
          successors[Int(producer)].append(Int32(index))
          indegree[index] += 1
        } else if producer(of: source) == Int32(index) {
          return [Int32(index)]  // a condition reading its own result
        }
      }
    }
    var ready: [Int32] = []
    for index in 0..<count where nodes[index].isAlive && indegree[index] == 0 { ready.append(Int32(index)) }
    var rank: Int32 = 0
    var head = 0
    while head < ready.count {
      let index = ready[head]
      head += 1
      nodes[Int(index)].rank = rank
      rank += 1
      for next in successors[Int(index)] {
        indegree[Int(next)] -= 1
        if indegree[Int(next)] == 0 { ready.append(next) }
      }
    }
    guard ready.count < liveNodes().count else { return nil }
    return findCycle(among: Set((0..<count).filter { nodes[$0].isAlive && indegree[$0] > 0 }.map { Int32($0) }))
  }

  /// A cycle within `remaining` (the nodes Kahn could not rank), by walking back through producers.
  private func findCycle(among remaining: Set<Int32>) -> [Int32] {
    guard var current = remaining.min() else { return [] }
    var seen: [Int32: Int] = [:]
    var path: [Int32] = []
    while seen[current] == nil {
      seen[current] = path.count
      path.append(current)
      // Every unranked node has an unranked producer among its inputs.
      guard
        let previous = nodes[Int(current)].sources.lazy.compactMap({ self.producer(of: $0) })
          .first(where: remaining.contains)
      else { break }
      current = previous
    }
    guard let start = seen[current] else { return path }
    // The walk went against the edges; reverse it so the cycle reads in dependency order.
    return Array(path[start...].reversed())
  }

  // MARK: Evaluating

  /// What an evaluation does with its result.
  enum EvaluationMode {
    /// The first evaluation of a new node: set its owner's state without effects (nothing was
    /// delivered for it yet).
    case first
    /// Apply the result's effects when it changed.
    case apply
    /// Learn the node's inputs only; its result and owner are left as they are.
    case inputsOnly
  }

  /// Evaluates one node with read tracking, updating its inputs, and uses the result as `mode`
  /// says. Returns whether the result changed (and was applied).
  @discardableResult
  private func evaluate(_ index: Int32, mode: EvaluationMode) -> Bool {
    evaluationCount += 1
    // NB: evaluations never nest (conditions only read), so one recording buffer suffices.
    isRecording = true
    evaluating = index
    defer { evaluating = -1 }
    recorded.removeAll(keepingCapacity: true)
    let reader = host.conditionReader()
    let at = Int(index)
    var result: Bool
    // NB: the node's parts are read in place, not through a copy of the whole node (its owner,
    // evaluator and inputs retained and released at every evaluation).
    switch nodes[at].evaluator {
    case .closure(let closure): result = closure(reader)
    case .expression(let expression): result = expression.holds(ExpressionAdapter(reader: reader))
    case .constant(let value): result = value
    case .derived(let produce): return evaluateDerived(index, produce(reader), mode: mode)
    }
    var denial: String?
    let includesPolicy = nodes[at].includesPolicy
    if includesPolicy, case .row(let row, _) = nodes[at].owner {
      denial = host.policyDenial(of: row, reader: reader)
    }
    isRecording = false
    if recorded != nodes[at].sources { setSources(index, to: recorded) }
    switch mode {
    case .inputsOnly:
      return false
    case .first:
      nodes[at].result = result
      host.setConditionFlag(nodes[at].owner, to: result)
      if includesPolicy, case .row(let row, _) = nodes[at].owner { row.denial = denial }
      return false
    case .apply:
      break
    }
    var changed = result != nodes[at].result
    nodes[at].result = result
    if includesPolicy, case .row(let row, _) = nodes[at].owner, row.denial != denial {
      row.denial = denial
      changed = true
    }
    if changed { host.conditionChanged(nodes[at].owner, to: result) }
    return changed
  }

  /// The end of an evaluation of a value node: its inputs are learnt like a condition's, and the
  /// host stores the value (``EvaluationMode/first``) or applies it when it changed.
  private func evaluateDerived(_ index: Int32, _ value: FormValue, mode: EvaluationMode) -> Bool {
    isRecording = false
    if recorded != nodes[Int(index)].sources { setSources(index, to: recorded) }
    let owner = nodes[Int(index)].owner
    switch mode {
    case .inputsOnly: return false
    case .first:
      host.setDerivedValue(owner, to: value)
      return false
    case .apply:
      return host.derivedValueChanged(owner, to: value)
    }
  }

  /// Adds a value or text node owned by a row or section (removed with it by
  /// ``removeDerivedNodes(of:)``).
  func addDerivedNode(
    owner: Owner, of derivedOwner: DerivedOwner, _ produce: @escaping @MainActor (FormReader) -> FormValue
  ) -> Int32 {
    let index = addNode(owner: owner, evaluator: .derived(produce))
    derivedNodes[derivedOwner, default: []].append(index)
    if case .computedValue(let row) = owner { computedProducers[row.id] = index }
    return index
  }

  /// Removes the value and text nodes of a row or section leaving the form.
  func removeDerivedNodes(of derivedOwner: DerivedOwner) {
    guard !derivedNodes.isEmpty, let indices = derivedNodes.removeValue(forKey: derivedOwner) else { return }
    for index in indices {
      if case .computedValue(let row) = nodes[Int(index)].owner { computedProducers[row.id] = nil }
      localeReaders.removeAll { $0 == index }
      removeNode(index)
    }
  }

  /// Replaces a node's inputs, keeping the reader lists of sources in step.
  private func setSources(_ index: Int32, to sources: [DependencySource]) {
    for source in nodes[Int(index)].sources where !sources.contains(source) {
      mutateReaders(of: source) { $0.removeAll { $0 == index } }
    }
    for source in sources where !nodes[Int(index)].sources.contains(source) {
      mutateReaders(of: source) { $0.append(index) }
    }
    let previous = nodes[Int(index)].sources
    nodes[Int(index)].sources = sources
    // A new input computed by a node ranked at or after this one breaks the order: re-rank.
    guard !suspendsRanking else { return }
    let rank = nodes[Int(index)].rank
    let needsRerank = sources.contains { source in
      guard !previous.contains(source), let producer = producer(of: source) else { return false }
      return nodes[Int(producer)].rank >= rank
    }
    if needsRerank, let cycle = rebuildRanks() {
      // A closure started reading in a cycle at run time: keep its previous inputs and report it.
      nodes[Int(index)].sources = previous
      for source in sources where !previous.contains(source) {
        mutateReaders(of: source) { $0.removeAll { $0 == index } }
      }
      for source in previous where !sources.contains(source) {
        mutateReaders(of: source) { $0.append(index) }
      }
      rebuildRanks()
      runtimeProblems.append(host.cycleError(cycle))
    }
  }

  private func mutateReaders(of source: DependencySource, _ change: (inout [Int32]) -> Void) {
    switch source {
    case .value(let id): if let node = host.storage.node(id) { change(&node.valueReaders) }
    case .rowHidden(let id): if let node = host.storage.node(id) { change(&node.hiddenReaders) }
    case .rowDisabled(let id): if let node = host.storage.node(id) { change(&node.disabledReaders) }
    case .rowOptions(let id): if let node = host.storage.node(id) { change(&node.optionsReaders) }
    case .sectionHidden(let id): if let section = host.storage.section(id) { change(&section.hiddenReaders) }
    case .sectionDisabled(let id): if let section = host.storage.section(id) { change(&section.disabledReaders) }
    case .sectionRows(let id): if let section = host.storage.section(id) { change(&section.rowsReaders) }
    case .pageHidden(let id): if let page = host.page(id) { change(&page.hiddenReaders) }
    case .context(let name): change(&contextReaders[name, default: []])
    case .missingTag(let tag): change(&missingTagReaders[tag, default: []])
    case .formValidity: change(&formValidityReaders)
    case .locale: change(&localeReaders)
    }
  }

  // MARK: Propagating

  /// Queues the readers of a changed source.
  func invalidate(_ readers: [Int32]) {
    for index in readers { push(index) }
  }

  /// Queues the readers that looked for a tag no row had, now that one has it.
  func invalidateMissingTag(_ tag: String) {
    if let readers = missingTagReaders.removeValue(forKey: tag) { invalidate(readers) }
  }

  /// Queues the readers of a changed context value.
  func invalidateContext(_ name: String) {
    if let readers = contextReaders[name] { invalidate(readers) }
  }

  /// Re-evaluates queued nodes in rank order until nothing changes; each node runs at most once
  /// per call because every input of a node is ranked before it.
  func propagate() {
    while let index = heap.popMin(by: { nodes[Int($0)].rank }) {
      queued[Int(index)] = false
      guard nodes[Int(index)].isAlive else { continue }
      evaluate(index, mode: .apply)
    }
  }

  /// Reports a problem a condition met while reading (a row read as another type): kept once in
  /// ``runtimeProblems``.
  func reportReadProblem(_ problem: FormError) {
    guard !runtimeProblems.contains(problem) else { return }
    runtimeProblems.append(problem)
    host.report(problem)
  }

  private func push(_ index: Int32) {
    guard !queued[Int(index)], nodes[Int(index)].isAlive else { return }
    queued[Int(index)] = true
    heap.push(index, by: { nodes[Int($0)].rank })
  }

  /// A readable name for a node, for cycle messages.
  func describe(_ index: Int32) -> String {
    switch nodes[Int(index)].owner {
    case .row(let row, let kind): return "row '\(row.spec.tag ?? row.id.description)' \(kind)"
    case .section(let section, let kind): return "section '\(section.spec.tag ?? section.id.description)' \(kind)"
    case .page(let page, let kind): return "page '\(page.spec.tag ?? page.spec.title)' \(kind)"
    case .computedValue(let row): return "row '\(row.spec.tag ?? row.id.description)' computed value"
    case .text(let target): return target.description
    case .options(let row): return "row '\(row.spec.tag ?? row.id.description)' options"
    case .trigger(let row, let index, _): return "row '\(row.spec.tag ?? row.id.description)' trigger \(index + 1)"
    }
  }
}
