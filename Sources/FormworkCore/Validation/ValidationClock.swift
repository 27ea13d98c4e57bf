import Foundation

/// How asynchronous validation waits out its debounce. Inject ``ManualValidationClock`` in tests
/// to control time without sleeping.
public protocol ValidationClock: Sendable {
  /// Suspends for `seconds`; throws `CancellationError` when the task is cancelled.
  func sleep(seconds: Double) async throws
}

/// Real time: what forms use unless told otherwise.
public struct SystemValidationClock: ValidationClock {
  /// The system clock.
  public init() {}

  /// Sleeps with `Task.sleep`; non-positive or non-finite durations only check for cancellation.
  public func sleep(seconds: Double) async throws {
    guard seconds > 0, seconds.isFinite else { return try Task.checkCancellation() }
    // NB: a day bounds the nanosecond conversion, which traps past UInt64.max.
    try await Task.sleep(nanoseconds: UInt64(min(seconds, 86_400) * 1_000_000_000))
  }
}

/// A clock that moves only when told to, for deterministic tests of debouncing and cancellation.
///
/// ```swift
/// let clock = ManualValidationClock()
/// form.validationClock = clock
/// form.input("ada", for: username)
/// await clock.advance(by: 0.3)     // the debounce elapses; the async rule runs
/// await form.settleValidations()   // its result is on the row
/// ```
///
/// A rule's check runs off the main actor: when it sleeps on this clock too (to stand for
/// network latency), wait for ``sleeperCount`` to show it before advancing past it.
public final class ManualValidationClock: ValidationClock, @unchecked Sendable {
  // NB: @unchecked because all state is guarded by `lock`.
  private let lock = NSLock()
  private var now: Double = 0
  private var sleepers: [(id: Int, deadline: Double, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextID = 0

  /// A clock at time zero, with nobody sleeping.
  public init() {}

  /// The time elapsed since the clock was made, in seconds.
  public var elapsed: Double { locked { now } }

  /// The number of tasks sleeping on this clock.
  public var sleeperCount: Int { locked { sleepers.count } }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Suspends until ``advance(by:)`` moves time `seconds` past now; throws
  /// `CancellationError` as soon as the task is cancelled.
  public func sleep(seconds: Double) async throws {
    let id: Int = locked {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = locked {
          if Task.isCancelled { return .failure(CancellationError()) }
          if seconds <= 0 { return .success(()) }
          sleepers.append((id, now + seconds, continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper = locked { sleepers.firstIndex { $0.id == id }.map { sleepers.remove(at: $0) } }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward, waking every sleeper whose deadline has come, then lets the woken
  /// tasks run until they are idle again.
  ///
  /// It runs on the main actor, where forms live, and first lets the tasks a form started
  /// reach their debounce: time never moves under a check that has not started waiting yet.
  @MainActor
  public func advance(by seconds: Double) async {
    await Self.settle()
    let due = locked {
      now += seconds
      let due = sleepers.filter { $0.deadline <= now }
      sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    await Self.settle()
  }

  /// Yields the main actor several times so tasks waiting for it (a form's validation tasks)
  /// run until they suspend.
  @MainActor
  public static func settle() async {
    for _ in 0..<20 { await Task.yield() }
  }
}
