import Observation
import Synchronization

/// Where a view is: the structural path from the root (positions in builders, branches, view
/// types, explicit and `ForEach` ids). State lives at an identity and goes with it.
// NB: @unchecked Sendable: paths are made and read on the main actor; Observation's callbacks
// only carry them to the host.
struct IdentityPath: Hashable, @unchecked Sendable {
  var components: [AnyHashable] = []
  func appending(_ component: AnyHashable) -> IdentityPath {
    var copy = self
    copy.components.append(component)
    return copy
  }
}

/// What a view is evaluated with: its host, its identity, its environment.
@MainActor
struct RenderContext {
  let host: ViewHost
  var path: IdentityPath
  var environment: EnvironmentValues
  /// The content of the modifier whose body is being shown.
  var modifierContent: ((RenderContext) -> [ViewNode])?

  func child(_ component: AnyHashable) -> RenderContext {
    var copy = self
    copy.path = path.appending(component)
    return copy
  }

  func render<V: View>(_ view: V) -> [ViewNode] { host.render(view, self) }
}

/// A change SwiftUI would have refused or warned about, or an action a person could not take.
public struct ViewHostError: Error, CustomStringConvertible, Equatable {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// Set from anywhere (Observation calls back on the mutating thread), read by the host.
final class InvalidationFlag: Sendable {
  private let state = Mutex(false)
  private let paths = Mutex<Set<IdentityPath>>([])
  private let waiters = Mutex<[CheckedContinuation<Void, Never>]>([])
  func set() {
    state.withLock { $0 = true }
    resumeWaiters()
  }
  private func resumeWaiters() {
    let waiting = waiters.withLock { list in
      defer { list = [] }
      return list
    }
    for waiter in waiting { waiter.resume() }
  }
  /// Returns once the flag is set: at once if it is, else when something sets it, or when the
  /// task is cancelled (a test's time limit).
  func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
        // Registered before the flag is read again, so a `set()` in between cannot be missed.
        waiters.withLock { $0.append(waiter) }
        if isSet || Task.isCancelled { resumeWaiters() }
      }
    } onCancel: {
      resumeWaiters()
    }
  }
  /// Something the view at `path` depends on changed: it is evaluated again.
  func set(_ path: IdentityPath) {
    _ = paths.withLock { $0.insert(path) }
    set()
  }
  func take() -> Bool {
    state.withLock { value in
      defer { value = false }
      return value
    }
  }
  func takePaths() -> Set<IdentityPath> {
    paths.withLock { value in
      defer { value = [] }
      return value
    }
  }
  var isSet: Bool { state.withLock { $0 } }
}

/// A view's last evaluation: the view and the body it made.
@MainActor
final class ViewRecord {
  var view: Any?
  var body: Any?
}

/// Evaluates a root view into a tree of ``ViewNode``s, keeps state per identity across
/// evaluations, and evaluates again after anything the views depend on changes (stand-in only).
///
/// ```swift
/// let host = try ViewHost(FormView(form: form))
/// try host.node(identifier: "formwork.row.name").type("Ann")
/// #expect(host.node(identifier: "formwork.row.name").text == "Ann")
/// ```
///
/// Every action re-evaluates what changed before it returns; ``update()`` does it for changes the
/// test makes itself, ``settle()`` after tasks (`.task`, `Task {}` in actions) have run.
@MainActor
public final class ViewHost {
  /// The environment the root is shown in (a window's: an undo manager, English, left to right).
  /// Setting it re-evaluates the views on the next ``update()``, as a window's new environment does.
  public var environment: EnvironmentValues { didSet { invalidation.set() } }
  /// The evaluated tree (the root node's children are the root view's nodes).
  public private(set) var root: ViewNode
  /// How many times the tree was evaluated.
  public private(set) var evaluations = 0
  /// What SwiftUI would have warned about, oldest first (runtime warnings, not thrown until the
  /// next action or update).
  public private(set) var violations: [String] = []

  private let renderRoot: (RenderContext) -> [ViewNode]
  let invalidation = InvalidationFlag()
  private var storage: [StorageKey: AnyObject] = [:]
  private var visited: Set<StorageKey> = []
  private var reportedViolations = 0
  private var isEvaluatingBody = 0
  private var observed: [ObjectIdentifier: AnyCancellable] = [:]
  private var observers: [ObjectIdentifier: Set<IdentityPath>] = [:]
  private var dirty: Set<IdentityPath> = []
  /// How many view bodies were evaluated (a view that did not change is not evaluated again).
  public private(set) var bodyEvaluations = 0
  private var observedThisPass: Set<ObjectIdentifier> = []
  private var appearActions: [IdentityPath: @MainActor () -> Void] = [:]
  private var appearedBefore: Set<IdentityPath> = []
  private var disappearActions: [IdentityPath: @MainActor () -> Void] = [:]
  private var disappearBefore: [IdentityPath: @MainActor () -> Void] = [:]
  private var pending: [@MainActor () -> Void] = []
  private var changeValues: [IdentityPath: Any] = [:]
  private var changeSeen: Set<IdentityPath> = []
  private var tasks: [IdentityPath: (id: Any?, task: Task<Void, Never>)] = [:]
  private var tasksSeen: Set<IdentityPath> = []
  /// Every focus binding shown in the last evaluation.
  var focusBindings: [FocusAttachment] = []
  var focusSerial = 0
  var scrollRecords: [ScrollRecord] = []

  /// Shows `root` and evaluates it.
  ///
  /// - Throws: ``ViewHostError`` when the first evaluation did what SwiftUI warns about.
  public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) throws {
    self.environment = environment
    if self.environment.undoManager == nil { self.environment.undoManager = UndoManager() }
    renderRoot = { context in context.render(root) }
    self.root = ViewNode(kind: .root, path: IdentityPath(), environment: environment, host: nil)
    invalidation.set()
    try update()
  }

  // MARK: Updating

  /// Whether something the views read changed since the last evaluation.
  public var needsUpdate: Bool { invalidation.isSet }

  /// Evaluates the views again if anything they depend on changed, then runs what the
  /// evaluation started (`onAppear`, `onChange`, `onDisappear`), until nothing changes.
  ///
  /// - Throws: ``ViewHostError`` with what SwiftUI would have warned about since the last check.
  public func update() throws {
    var rounds = 0
    while invalidation.take() {
      rounds += 1
      guard rounds <= 100 else {
        record("the views never stop changing: each update changes what they depend on")
        break
      }
      evaluate()
      let actions = pending
      pending = []
      for action in actions { action() }
    }
    try checkViolations()
  }

  /// Runs the tasks the views started (`.task`) and the ones actions started, then updates, until
  /// nothing is left to do.
  public func settle() async throws {
    for _ in 0..<50 {
      try update()
      await runHostTasks()
      // Tasks started by actions (`Task { … }` in a button) are not the host's: let them run.
      for _ in 0..<20 { await Task.yield() }
      if !invalidation.isSet { break }
    }
    try update()
  }

  /// Lets the tasks run (the host's and the ones actions started, which may wait on work off the
  /// main actor) until `condition` holds, updating the views each time something they read
  /// changes. It waits on that change, not on a number of turns or a clock: work on a busy
  /// cooperative pool (an option loader while other tests hold its threads) is late, never
  /// missed. A condition that never holds waits until the test's time limit cancels it.
  public func settle(until condition: () throws -> Bool) async throws {
    try await settle()
    while true {
      try update()
      if try condition() { return }
      await invalidation.wait()
      try Task.checkCancellation()
      // Tasks the change started (`.task` of a view it shows) run before the condition is read.
      await runHostTasks()
    }
  }

  /// Waits for the tasks the views started (`.task`).
  private func runHostTasks() async {
    for (_, entry) in tasks { await entry.task.value }
  }

  /// Throws the warnings recorded since the last check.
  public func checkViolations() throws {
    guard violations.count > reportedViolations else { return }
    let new = violations[reportedViolations...]
    reportedViolations = violations.count
    throw ViewHostError(new.joined(separator: "\n"))
  }

  /// Records what SwiftUI would warn about at run time.
  func record(_ violation: String) {
    violations.append(violation)
  }

  /// State of the view at `path` changed ("When the value changes, SwiftUI updates the parts of
  /// the view hierarchy that depend on the value").
  func invalidate(_ path: IdentityPath? = nil) {
    if isEvaluatingBody > 0 {
      record("Modifying state during view update, this will cause undefined behavior.")
    }
    if let path { invalidation.set(path) } else { invalidation.set() }
  }

  // MARK: Evaluation

  private func evaluate() {
    evaluations += 1
    dirty = invalidation.takePaths()
    visited = []
    observedThisPass = []
    observers = [:]
    appearActions = [:]
    disappearActions = [:]
    changeSeen = []
    tasksSeen = []
    focusBindings = []
    scrollRecords = []
    let context = RenderContext(host: self, path: IdentityPath(), environment: environment, modifierContent: nil)
    let newRoot = ViewNode(kind: .root, path: IdentityPath(), environment: environment, host: self)
    newRoot.children = renderRoot(context)
    newRoot.adopt()
    root = newRoot
    // Identity gone: its state goes ("SwiftUI … discards the state when the view's identity ends").
    storage = storage.filter { visited.contains($0.key) }
    for id in Set(observed.keys).subtracting(observedThisPass) { observed[id] = nil }
    changeValues = changeValues.filter { changeSeen.contains($0.key) }
    for (path, entry) in tasks where !tasksSeen.contains(path) {
      // "SwiftUI will automatically cancel the task at some point after the view disappears."
      entry.task.cancel()
      tasks[path] = nil
    }
    for (path, action) in disappearBefore where disappearActions[path] == nil { pending.append(action) }
    disappearBefore = disappearActions
    let appeared = Set(appearActions.keys)
    for (path, action) in appearActions where !appearedBefore.contains(path) { pending.append(action) }
    appearedBefore = appeared
    resolveFocus()
  }

  func render<V: View>(_ view: V, _ context: RenderContext) -> [ViewNode] {
    if let primitive = view as? any PrimitiveView { return primitive.render(context) }
    let at = context.child(ObjectIdentifier(V.self))
    let record = slot(StorageKey(path: at.path, slot: "•view")) { ViewRecord() }
    install(view, at: at)
    // "SwiftUI … updates the parts of the view hierarchy that depend on the value": a view equal
    // to the one last shown here, none of whose state, objects or observed properties changed,
    // keeps its body (it is not evaluated again).
    if !dirty.contains(at.path), let last = record.view as? V, let body = record.body as? V.Body,
      Equivalence.same(last, view)
    {
      return at.render(body)
    }
    let path = at.path
    let body = evaluate(tracking: path) { view.body }
    record.view = view
    record.body = body
    return at.render(body)
  }

  /// Evaluates a body, recording what it reads through Observation.
  func evaluate<Body>(tracking path: IdentityPath? = nil, _ body: () -> Body) -> Body {
    isEvaluatingBody += 1
    bodyEvaluations += 1
    defer { isEvaluatingBody -= 1 }
    let flag = invalidation
    return withObservationTracking(body) {
      if let path { flag.set(path) } else { flag.set() }
    }
  }

  /// Gives a view's dynamic properties (`@State`, `@StateObject`, `@Environment`…) their storage
  /// at the view's identity.
  func install(_ subject: Any, at context: RenderContext) {
    for (index, child) in Mirror(reflecting: subject).children.enumerated() {
      guard let property = child.value as? any InstallableProperty else { continue }
      property.install(in: self, key: StorageKey(path: context.path, slot: child.label ?? "\(index)"), context: context)
    }
  }

  /// The storage at `key`, made by `make` the first time (or when the identity was gone).
  func slot<Storage: AnyObject>(_ key: StorageKey, make: () -> Storage) -> Storage {
    visited.insert(key)
    if let existing = storage[key] as? Storage { return existing }
    let made = make()
    storage[key] = made
    return made
  }

  /// Re-evaluates when `object` will change.
  func observe(_ object: AnyObject, publisher: ObservableObjectPublisher, at path: IdentityPath) {
    let id = ObjectIdentifier(object)
    observedThisPass.insert(id)
    observers[id, default: []].insert(path)
    guard observed[id] == nil else { return }
    observed[id] = publisher.subscribe { [weak self] in
      guard let self else { return }
      if self.isEvaluatingBody > 0 {
        self.record("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
      }
      for path in self.observers[id] ?? [] { self.invalidation.set(path) }
      self.invalidation.set()
    }
  }

  // MARK: Lifecycle events

  func onAppear(at path: IdentityPath, _ action: @escaping @MainActor () -> Void) { appearActions[path] = action }
  func onDisappear(at path: IdentityPath, _ action: @escaping @MainActor () -> Void) {
    disappearActions[path] = action
  }

  /// "The system calls the action closure on the main thread when `value` changes", not for the
  /// first value.
  func onChange<V: Equatable>(of value: V, at path: IdentityPath, _ action: @escaping @MainActor (V) -> Void) {
    changeSeen.insert(path)
    defer { changeValues[path] = value }
    guard let previous = changeValues[path] as? V, previous != value else { return }
    pending.append { action(value) }
  }

  /// "Adds an asynchronous task to perform before this view appears", restarted when `id` changes.
  func task<ID: Equatable>(id: ID?, at path: IdentityPath, _ action: @escaping @Sendable () async -> Void) {
    tasksSeen.insert(path)
    if let running = tasks[path] {
      if let old = running.id as? ID?, old == id { return }
      running.task.cancel()
    }
    let task = Task { @MainActor in await action() }
    tasks[path] = (id, task)
  }

  // MARK: Focus

  /// One field has focus: when a program sets a second focus binding, the last one set wins;
  /// focus bound to a field no longer shown is given up.
  private func resolveFocus() {
    let focused = focusBindings.filter { $0.isFocused() }
    guard focused.count > 1 else { return }
    let winner = focused.max { $0.serial() < $1.serial() }
    for binding in focused where binding !== winner { binding.blur() }
  }

  /// Gives focus to `attachment`'s field, taking it from the others.
  func focus(_ attachment: FocusAttachment) {
    for binding in focusBindings where binding !== attachment && binding.isFocused() { binding.blur() }
    attachment.focus()
  }

  // MARK: Finding

  /// The nodes a person sees: the top screen of navigation, and what is presented over it. The
  /// keyboard's toolbar items show while a field has focus only.
  public func nodes(where matches: (ViewNode) -> Bool = { _ in true }) -> [ViewNode] {
    var found: [ViewNode] = []
    let hasKeyboard = focusBindings.contains { $0.isFocused() }
    func visit(_ node: ViewNode) {
      if node.isCovered { return }
      if node.toolbarPlacement == .keyboard && !hasKeyboard { return }
      if matches(node) { found.append(node) }
      for child in node.children { visit(child) }
    }
    visit(root)
    return found
  }

  /// The one node with an accessibility identifier.
  public func node(identifier: String) throws -> ViewNode {
    try one(nodes { $0.accessibilityIdentifier == identifier }, "identifier \(identifier)")
  }

  /// The one node of `kind` showing `text` (a text, a button's or control's title).
  public func node(_ kind: ViewNode.Kind? = nil, text: String) throws -> ViewNode {
    try one(nodes { ($0.kind == kind || kind == nil) && $0.ownText == text }, "text \(text)")
  }

  /// Every shown node of `kind`.
  public func nodes(_ kind: ViewNode.Kind) -> [ViewNode] { nodes { $0.kind == kind } }

  private func one(_ nodes: [ViewNode], _ what: String) throws -> ViewNode {
    guard let node = nodes.first else { throw ViewHostError("no view shown with \(what)") }
    guard nodes.count == 1 else { throw ViewHostError("\(nodes.count) views shown with \(what)") }
    return node
  }

  /// The navigation title of the screen shown.
  public var navigationTitle: String? {
    nodes { $0.navigationTitle != nil }.last?.navigationTitle
  }

  /// Goes back from the top pushed screen, as the Back button does.
  public func goBack() throws {
    guard let stack = root.all({ $0.kind == .navigationStack }).last(where: { $0.navigation?.pushed.isEmpty == false }),
      let navigation = stack.navigation
    else { throw ViewHostError("no screen to go back from") }
    navigation.pop(to: navigation.pushed.count - 1)
    invalidation.set()
    try update()
  }

  /// Runs an action a person took, then updates the views.
  func perform(_ action: () throws -> Void) throws {
    try checkViolations()
    try action()
    invalidation.set()
    try update()
  }
}

/// Where a dynamic property's storage is: its view's identity and the property.
struct StorageKey: Hashable {
  var path: IdentityPath
  var slot: String
}

/// Whether a view is the same as the one last shown at its place, as SwiftUI compares views: its
/// stored properties, values by equality, objects by identity. State and other dynamic
/// properties live at the identity, not in the value; an observed object compares by identity;
/// a closure or a binding is never the same.
@MainActor
enum Equivalence {
  static func same(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
    guard depth < 6 else { return false }
    if let property = lhs as? any InstallableProperty { return property.isSame(as: rhs) }
    let mirror = Mirror(reflecting: lhs)
    if mirror.displayStyle == .class {
      return type(of: lhs) == type(of: rhs) && (lhs as AnyObject) === (rhs as AnyObject)
    }
    if let equatable = lhs as? any Equatable { return equatable.isEqual(to: rhs) }
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?:
      let other = Mirror(reflecting: rhs)
      guard type(of: lhs) == type(of: rhs) else { return false }
      let left = Array(mirror.children)
      let right = Array(other.children)
      guard left.count == right.count else { return false }
      if left.isEmpty { return mirror.displayStyle != .enum || String(describing: lhs) == String(describing: rhs) }
      for (a, b) in zip(left, right) {
        guard a.label == b.label, same(a.value, b.value, depth: depth + 1) else { return false }
      }
      return true
    default:
      // Functions and other values that cannot be compared: changed.
      return false
    }
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
