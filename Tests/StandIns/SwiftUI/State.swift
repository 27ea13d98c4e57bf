import Foundation
import Synchronization

/// "An interface for a stored variable that updates an external property of a view."
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// A dynamic property the host gives storage at its view's identity.
@MainActor
protocol InstallableProperty {
  func install(in host: ViewHost, key: StorageKey, context: RenderContext)
  /// Whether a new view with `other` here is the same view (as far as this property says).
  func isSame(as other: Any) -> Bool
}

/// A value kept at an identity; writing it asks the host to evaluate again.
// NB: @unchecked Sendable: the stand-in's views and state are used on the main actor only.
final class StateCell<Value>: @unchecked Sendable {
  var value: Value
  weak var host: ViewHost?
  /// The identity of the view the value belongs to.
  var owner: IdentityPath?
  var serial = 0

  init(_ value: Value) { self.value = value }

  func set(_ new: Value) {
    value = new
    // NB: the stand-in's views and state live on the main actor.
    MainActor.assumeIsolated { host?.invalidate(owner) }
  }
}

/// Which cell a property wrapper reads: its own until installed, then the one at its identity.
final class CellReference<Value>: @unchecked Sendable {
  var cell: StateCell<Value>
  var isInstalled = false
  init(_ value: Value) { cell = StateCell(value) }
}

// MARK: State

/// "A property wrapper type that can read and write a value managed by SwiftUI."
///
/// "SwiftUI manages the property's storage. When the value changes, SwiftUI updates the parts of
/// the view hierarchy that depend on the value." The storage is kept for the view's identity: a
/// view made again at the same place reads the stored value, not its initial one.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let reference: CellReference<Value>

  public init(wrappedValue value: Value) { reference = CellReference(value) }
  public init(initialValue value: Value) { reference = CellReference(value) }

  public var wrappedValue: Value {
    get { reference.cell.value }
    nonmutating set { reference.cell.set(newValue) }
  }

  public var projectedValue: Binding<Value> {
    let reference = self.reference
    return Binding(get: { reference.cell.value }, set: { reference.cell.set($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(in host: ViewHost, key: StorageKey, context: RenderContext) {
    let initial = reference.cell
    let cell = host.slot(key) { () -> StateCell<Value> in
      initial.host = host
      initial.owner = key.path
      return initial
    }
    reference.cell = cell
    reference.isInstalled = true
  }
}

// MARK: Binding

/// "A property wrapper type that can read and write a value owned by a source of truth."
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let get = self.get
    let set = self.set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { new in
        var value = get()
        value[keyPath: keyPath] = new
        set(value)
      })
  }
}

extension Binding: DynamicProperty {}

// MARK: Objects

/// "A property wrapper type that instantiates an observable object."
///
/// "SwiftUI creates a new instance of the model object only once during the lifetime of the
/// container that declares the state object." The initial value is an autoclosure, called when
/// the view's identity first appears.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let make: () -> ObjectType
  let reference: ObjectReference<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
    reference = ObjectReference()
  }

  public var wrappedValue: ObjectType {
    if let object = reference.object { return object }
    // "Accessing StateObject's object without being installed on a View. This will create a new
    // instance each time."
    let reference = self.reference
    MainActor.assumeIsolated {
      reference.host?.record(
        "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
      )
    }
    return make()
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

final class ObjectReference<ObjectType>: @unchecked Sendable {
  var object: ObjectType?
  weak var host: ViewHost?
}

final class ObjectBox<ObjectType> {
  let object: ObjectType
  init(_ object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
  func install(in host: ViewHost, key: StorageKey, context: RenderContext) {
    let box = host.slot(key) { ObjectBox(make()) }
    reference.object = box.object
    reference.host = host
    if let publisher = box.object.objectWillChange as? ObservableObjectPublisher {
      host.observe(box.object, publisher: publisher, at: key.path)
    }
  }
}

/// "A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes."
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// "A wrapper of the underlying observable object that can create bindings to its properties."
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
  /// An observed object compares by identity.
  func isSame(as other: Any) -> Bool {
    guard let other = other as? ObservedObject<ObjectType> else { return false }
    return other.wrappedValue === wrappedValue
  }

  func install(in host: ViewHost, key: StorageKey, context: RenderContext) {
    if let publisher = wrappedValue.objectWillChange as? ObservableObjectPublisher {
      host.observe(wrappedValue, publisher: publisher, at: key.path)
    }
  }
}

// MARK: Focus

/// "A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes."
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// "A property wrapper type that can read and write a value that indicates the current focus
  /// location."
  @propertyWrapper
  public struct Binding {
    let reference: CellReference<Value>
    let blurred: Value

    public var wrappedValue: Value {
      get { reference.cell.value }
      nonmutating set { FocusState.set(reference.cell, newValue) }
    }

    public var projectedValue: Binding { self }
  }

  let reference: CellReference<Value>
  let blurred: Value

  public var wrappedValue: Value {
    get { reference.cell.value }
    nonmutating set { Self.set(reference.cell, newValue) }
  }

  public var projectedValue: Binding { Binding(reference: reference, blurred: blurred) }

  public init() where Value == Bool {
    reference = CellReference(false)
    blurred = false
  }

  public init<T: Hashable>() where Value == T? {
    reference = CellReference(nil)
    blurred = nil
  }

  static func set(_ cell: StateCell<Value>, _ value: Value) {
    MainActor.assumeIsolated {
      if let host = cell.host {
        host.focusSerial += 1
        cell.serial = host.focusSerial
      }
    }
    cell.set(value)
  }
}

extension FocusState: InstallableProperty {
  func install(in host: ViewHost, key: StorageKey, context: RenderContext) {
    let initial = reference.cell
    reference.cell = host.slot(key) { () -> StateCell<Value> in
      initial.host = host
      initial.owner = key.path
      return initial
    }
  }
}

/// A field's focus binding as the host sees it.
@MainActor
final class FocusAttachment {
  let isFocused: () -> Bool
  let focus: () -> Void
  let blur: () -> Void
  let serial: () -> Int

  init<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) {
    let reference = binding.reference
    let blurred = binding.blurred
    isFocused = { reference.cell.value == value }
    focus = { FocusState<Value>.set(reference.cell, value) }
    blur = { if reference.cell.value == value { reference.cell.set(blurred) } }
    serial = { reference.cell.serial }
  }
}

// MARK: Environment

/// "A key for accessing values in the environment."
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// "A collection of environment values propagated through a view hierarchy."
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(values.count) values)" }
}

/// "A property wrapper that reads a value from a view's environment."
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let reference: ObjectReference<Value>

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
    reference = ObjectReference()
  }

  public var wrappedValue: Value {
    if let value = reference.object { return value }
    // "Accessing Environment's value outside of being installed on a View. This will always read
    // the default value and will not update."
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment: InstallableProperty {
  /// A view reading the environment is evaluated again: the stand-in does not track which
  /// environment values changed.
  func isSame(as other: Any) -> Bool { false }

  func install(in host: ViewHost, key: StorageKey, context: RenderContext) {
    reference.object = context.environment[keyPath: keyPath]
  }
}

// MARK: Combine

/// "A type of object with a publisher that emits before the object has changed." (Combine; real
/// SwiftUI re-exports it. Linux has no Combine: the stand-in declares what the renderer uses.)
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// "A publisher that emits before the object has changed." One per object, made on first use.
  public var objectWillChange: ObservableObjectPublisher { PublisherTable.shared.publisher(for: self) }
}

/// The publishers of objects using the default `objectWillChange`.
final class PublisherTable: Sendable {
  static let shared = PublisherTable()
  // NB: @unchecked: the entry is read and written under `entries`' lock only.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    entries.withLock { entries in
      let id = ObjectIdentifier(object)
      if let entry = entries[id], entry.object === object { return entry.publisher }
      if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
      let publisher = ObservableObjectPublisher()
      entries[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}

/// "A publisher that publishes changes from observable objects."
public final class ObservableObjectPublisher: @unchecked Sendable {
  // NB: @unchecked: subscribers are added and called under `lock`'s protection only.
  private let subscribers = Mutex<[Int: @Sendable () -> Void]>([:])
  private let serial = Mutex(0)

  public init() {}

  /// "Sends the changed value to the downstream subscriber."
  public func send() {
    let current = subscribers.withLock { Array($0.values) }
    for subscriber in current { subscriber() }
  }

  /// Calls `receive` before each change until the returned cancellable goes (stand-in only).
  @MainActor
  func subscribe(_ receive: @escaping @MainActor () -> Void) -> AnyCancellable {
    let id = serial.withLock { value in
      value += 1
      return value
    }
    subscribers.withLock { $0[id] = { MainActor.assumeIsolated { receive() } } }
    return AnyCancellable { [weak self] in _ = self?.subscribers.withLock { $0.removeValue(forKey: id) } }
  }
}

/// "A type-erasing cancellable object that executes a provided closure when canceled."
public final class AnyCancellable: Hashable, Sendable {
  private let cancelAction: Mutex<(@Sendable () -> Void)?>

  public init(_ cancel: @escaping @Sendable () -> Void) { cancelAction = Mutex(cancel) }

  public func cancel() {
    let action = cancelAction.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit { cancel() }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// "A type that publishes a property marked with an attribute." Setting the property publishes
/// the enclosing object's `objectWillChange` first, as Combine's does.
@propertyWrapper
public struct Published<Value> {
  var value: Value

  public init(wrappedValue: Value) { value = wrappedValue }
  public init(initialValue: Value) { value = initialValue }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      if let observable = object as? any ObservableObject { observable.publishWillChange() }
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}

extension ObservableObject {
  fileprivate func publishWillChange() {
    (objectWillChange as? ObservableObjectPublisher)?.send()
  }
}

// MARK: Comparing views

extension InstallableProperty {
  /// State lives at the view's identity: a new value of the view keeps it.
  func isSame(as other: Any) -> Bool { true }
}
