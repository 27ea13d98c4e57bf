import FormworkCore
import Foundation

/// Keeps a form's draft in a ``DraftStore``: restores it when the form opens, saves it a moment
/// after changes, and deletes it on submit.
///
/// ```swift
/// let store = FileDraftStore(url: draftsDirectory.appendingPathComponent("loan.draft.json"))
/// let autosave = DraftAutosave(form: form, store: store)
/// switch autosave.restore() {
/// case .restored(let report): print(report)                   // restored 6 values
/// case .partlyRestored(let report, let original): show(report, original)
/// case .unusable(let error, let movedTo): log(error, movedTo)  // the form opens empty
/// case .failed(let error): log(error)                         // left in place, never overwritten
/// case .noDraft: break
/// }
/// // … the person fills in the form: each pause saves …
/// if form.validate().isValid {
///   send(try form.parameters())
///   autosave.discard()                                        // submitted: no draft any more
/// }
/// ```
///
/// A save waits for `debounce` seconds without changes (typing saves once the person pauses),
/// but never more than `maximumDelay` seconds after the first unsaved change. It encodes the
/// draft on the main actor and writes it on a background queue, newest write only: the file
/// write never blocks the UI, and an older state never lands after a newer one. Nothing is
/// written when the draft did not change.
///
/// Tests control time with a `ManualValidationClock`:
///
/// ```swift
/// let clock = ManualValidationClock()
/// let autosave = DraftAutosave(form: form, store: store, debounce: 1, clock: clock)
/// form[email] = "ada@"
/// await clock.advance(by: 1)   // the debounce elapses: the draft is handed to the writer
/// await autosave.flush()       // and written
/// ```
@MainActor
public final class DraftAutosave {
  /// The form whose draft this keeps.
  public let form: Form
  /// Where the draft is kept.
  public let store: any DraftStore
  /// Seconds without changes before a save.
  public var debounce: Double
  /// Seconds after the first unsaved change by which a save happens even while changes go on.
  public var maximumDelay: Double
  /// The clock the delays are measured on.
  public let clock: any ValidationClock
  /// Called on the main actor with every failure: reading, decoding, saving, deleting, moving
  /// aside. Saves are retried with the next change.
  public var onError: (@MainActor (DraftError) -> Void)?
  /// The most recent failure, if any.
  public private(set) var lastError: DraftError?
  /// Whether changes are saved. `false` after `stop()`, and after a `restore()` that had to
  /// leave an unusable draft in place: it is never overwritten.
  public private(set) var isActive = true

  private let writer: DraftWriter
  private var subscriptions: [FormSubscription] = []
  private var debounceTask: Task<Void, Never>?
  private var deadlineTask: Task<Void, Never>?
  /// The draft last handed to the store (or restored from it), encoded; `nil` when the store
  /// holds none of this form's.
  private var lastSaved: [UInt8]?
  private let encoder = DraftEncoder()
  private var isRestoring = false

  /// Starts keeping `form`'s draft in `store`. Call `restore()` next, when the form opens.
  ///
  /// - Parameters:
  ///   - form: The form.
  ///   - store: Where its draft is kept.
  ///   - debounce: Seconds without changes before a save (1 by default).
  ///   - maximumDelay: Seconds after the first unsaved change by which a save happens even while
  ///     changes continue (10 by default).
  ///   - clock: The clock delays are measured on; a `ManualValidationClock` in tests.
  public init(
    form: Form, store: any DraftStore, debounce: Double = 1, maximumDelay: Double = 10,
    clock: any ValidationClock = SystemValidationClock()
  ) {
    self.form = form
    self.store = store
    self.debounce = debounce
    self.maximumDelay = maximumDelay
    self.clock = clock
    let writerFailed = WriterFailureRelay()
    writer = DraftWriter(store: store) { writerFailed.notify() }
    writerFailed.target = self
    subscriptions = form.observeDraftContent { [weak self] in self?.contentChanged() }
  }

  // MARK: Restoring

  /// Restores the saved draft into the form, keeping what still matches its definition.
  ///
  /// Call it once, when the form opens and before the person edits it. It reads the store on
  /// the calling actor (a draft is small). Whatever happens, the form opens:
  ///
  /// - no draft: ``DraftRestoreOutcome/noDraft``;
  /// - every value restored: ``DraftRestoreOutcome/restored(_:)``;
  /// - some values no longer fit a changed definition: the others are restored, the saved draft
  ///   is moved aside (nothing the person typed is lost) and the restored state saved in its
  ///   place: ``DraftRestoreOutcome/partlyRestored(_:original:)``;
  /// - the draft cannot be read or decoded (not JSON, not a draft, a newer version, a damaged
  ///   fingerprint): it is moved aside, never deleted, and the form keeps its own values:
  ///   ``DraftRestoreOutcome/unusable(_:movedTo:)``;
  /// - it could not even be moved aside: it is left in place and this autosave stops saving, so
  ///   it is never overwritten: ``DraftRestoreOutcome/failed(_:)``.
  ///
  /// Failures are also passed to `onError`.
  @discardableResult
  public func restore() -> DraftRestoreOutcome {
    isRestoring = true
    defer { isRestoring = false }
    do {
      _ = try store.recover()
    } catch {
      // NB: leftovers of a killed save are untidy, not dangerous: the draft itself is intact.
      report(DraftError(.load, at: store.location, reason: "cleaning up after a crash: \(DraftError.describe(error))"))
    }
    let data: Data
    do {
      guard let loaded = try store.load() else {
        lastSaved = nil
        return .noDraft
      }
      data = loaded
    } catch {
      return setAside(DraftError(.load, at: store.location, reason: DraftError.describe(error)))
    }
    let report: DraftRestoreReport
    do {
      report = try form.restoreMatching(draft: FormValue(jsonData: data))
    } catch {
      return setAside(DraftError(.decode, at: store.location, reason: DraftError.describe(error)))
    }
    guard report.isComplete else {
      let original: String
      do {
        original = try store.moveAside()
      } catch {
        return stopSaving(
          DraftError(
            .moveAside, at: store.location,
            reason: "keeping the draft whose values \(report.dropped.map { "'\($0.tag)'" }.joined(separator: ", ")) "
              + "no longer fit: \(DraftError.describe(error)); it is left in place and not overwritten"))
      }
      lastSaved = nil
      saveNow()
      return .partlyRestored(report, original: original)
    }
    lastSaved = encoder.encode(form)
    return .restored(report)
  }

  /// Moves an unusable draft aside, or stops saving when even that fails.
  private func setAside(_ problem: DraftError) -> DraftRestoreOutcome {
    report(problem)
    lastSaved = nil
    do {
      return .unusable(problem, movedTo: try store.moveAside())
    } catch {
      return stopSaving(
        DraftError(
          .moveAside, at: store.location,
          reason: "\(DraftError.describe(error)) (it could not be used: \(problem.reason)); "
            + "it is left in place and not overwritten"))
    }
  }

  private func stopSaving(_ error: DraftError) -> DraftRestoreOutcome {
    report(error)
    stop()
    return .failed(error)
  }

  // MARK: Saving

  private func contentChanged() {
    guard isActive, !isRestoring else { return }
    debounceTask?.cancel()
    debounceTask = Task { [weak self, clock, debounce] in
      guard await Self.wait(debounce, on: clock) else { return }
      self?.saveNow()
    }
    if deadlineTask == nil {
      deadlineTask = Task { [weak self, clock, maximumDelay] in
        guard await Self.wait(maximumDelay, on: clock) else { return }
        self?.saveNow()
      }
    }
  }

  /// Sleeps on `clock`; `false` when the wait was cancelled (a newer change restarted it, or a
  /// save made it moot).
  private static func wait(_ seconds: Double, on clock: any ValidationClock) async -> Bool {
    do {
      try await clock.sleep(seconds: seconds)
      return true
    } catch is CancellationError {
      return false
    } catch {
      // NB: a clock that fails otherwise cannot wait: saving at once is the safe side.
      return !Task.isCancelled
    }
  }

  /// Saves the draft now, without waiting for the debounce: when the app goes to the
  /// background, or before it quits. Returns at once; `flush()` waits for the write.
  public func saveNow() {
    cancelTimers()
    guard isActive else { return }
    let encoded = encoder.encode(form)
    guard encoded != lastSaved else { return }
    lastSaved = encoded
    writer.submit(.save(Data(encoded)))
  }

  /// Deletes the draft: call it once the form was submitted. A pending save is dropped; later
  /// changes start a new draft.
  public func discard() {
    cancelTimers()
    guard isActive else { return }
    lastSaved = nil
    writer.submit(.delete)
  }

  /// Stops saving: pending saves are dropped, later changes are not saved.
  public func stop() {
    cancelTimers()
    isActive = false
    for subscription in subscriptions { subscription.cancel() }
    subscriptions.removeAll()
  }

  /// Waits until every write handed to the store is done, and reports its failures to
  /// `onError` before returning.
  public func flush() async {
    await writer.waitUntilIdle()
    deliverWriterFailures()
  }

  private func cancelTimers() {
    debounceTask?.cancel()
    debounceTask = nil
    deadlineTask?.cancel()
    deadlineTask = nil
  }

  // MARK: Failures

  private func report(_ error: DraftError) {
    lastError = error
    onError?(error)
  }

  fileprivate func deliverWriterFailures() {
    for failure in writer.takeFailures() {
      // A failed save is retried with the next change: the store may not hold the last draft.
      if failure.operation == .save { lastSaved = nil }
      report(failure)
    }
  }
}

/// What ``DraftAutosave/restore()`` found and did.
///
/// ```swift
/// if case .unusable(let error, let movedTo) = autosave.restore() {
///   logger.error("\(error); kept at \(movedTo)")
///   // cannot use the draft at /…/loan.draft.json: line 1, column 24: invalidJSON: …; kept at …unreadable-…
/// }
/// ```
public enum DraftRestoreOutcome: Sendable, Hashable {
  /// There was no draft: the form keeps its own values.
  case noDraft
  /// Every value of the draft was restored.
  case restored(DraftRestoreReport)
  /// The form changed since the draft was saved: the values that still fit were restored, the
  /// others are listed in the report; the saved draft was kept at `original` (moved aside,
  /// never deleted) and the restored state saved in its place.
  case partlyRestored(DraftRestoreReport, original: String)
  /// The draft could not be read or used (the error says why); it was moved to `movedTo` and
  /// the form keeps its own values.
  case unusable(DraftError, movedTo: String)
  /// The draft could not be used nor moved aside: it is left in place, and the autosave stops
  /// saving so it is never overwritten.
  case failed(DraftError)
}

/// Lets the writer's queue tell a main-actor autosave that a write failed, without the writer
/// holding the autosave.
private final class WriterFailureRelay: @unchecked Sendable {
  // NB: @unchecked: `target` is set once, on the main actor, before the writer can fail, and
  // only read on the main actor.
  weak var target: DraftAutosave?

  func notify() {
    Task { @MainActor in self.target?.deliverWriterFailures() }
  }
}
