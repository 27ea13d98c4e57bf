import Dispatch
import FormworkCore
import Foundation

/// Performs a draft store's writes one at a time, off the main actor, keeping only the newest
/// pending one: a save or a delete replaces the whole draft, so an older pending write never
/// needs to happen once a newer one is queued, and can never land after it.
final class DraftWriter: @unchecked Sendable {
  // NB: @unchecked because all mutable state is guarded by `lock`.
  enum Operation: Sendable {
    case save(Data)
    case delete
  }

  private let store: any DraftStore
  private let queue = DispatchQueue(label: "Formwork.DraftWriter", qos: .utility)
  private let lock = NSLock()
  private var pending: Operation?
  private var isRunning = false
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []
  private var failures: [DraftError] = []
  private let failed: @Sendable () -> Void

  /// A writer to `store`; `failed` is called (on the writer's queue) after an operation failed,
  /// and the error waits in `takeFailures()`.
  init(store: any DraftStore, failed: @escaping @Sendable () -> Void) {
    self.store = store
    self.failed = failed
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Queues `operation` in place of any pending one.
  func submit(_ operation: Operation) {
    let start: Bool = locked {
      pending = operation
      guard !isRunning else { return false }
      isRunning = true
      return true
    }
    if start { queue.async { self.drain() } }
  }

  /// Whether nothing is being written or waiting to be.
  var isIdle: Bool { locked { !isRunning } }

  /// Returns once every queued operation is done.
  func waitUntilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let idle: Bool = locked {
        guard isRunning else { return true }
        idleWaiters.append(continuation)
        return false
      }
      if idle { continuation.resume() }
    }
  }

  /// The failures not yet taken, oldest first.
  func takeFailures() -> [DraftError] {
    locked {
      defer { failures.removeAll() }
      return failures
    }
  }

  private func drain() {
    while true {
      // NB: taking the next operation and going idle happen under one lock, so a submit either
      // sees the drain running and leaves its operation to it, or sees it stopped and starts one.
      let (next, waiters): (Operation?, [CheckedContinuation<Void, Never>]) = locked {
        if let operation = pending {
          pending = nil
          return (operation, [])
        }
        isRunning = false
        defer { idleWaiters.removeAll() }
        return (nil, idleWaiters)
      }
      guard let next else {
        for waiter in waiters { waiter.resume() }
        return
      }
      perform(next)
    }
  }

  private func perform(_ operation: Operation) {
    let failure: DraftError?
    switch operation {
    case .save(let data):
      do {
        try store.save(data)
        failure = nil
      } catch {
        failure = DraftError(.save, at: store.location, reason: DraftError.describe(error))
      }
    case .delete:
      do {
        try store.delete()
        failure = nil
      } catch {
        failure = DraftError(.delete, at: store.location, reason: DraftError.describe(error))
      }
    }
    guard let failure else { return }
    locked { failures.append(failure) }
    failed()
  }
}
