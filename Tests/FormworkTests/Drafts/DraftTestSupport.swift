import Formwork
import Foundation

/// A store in memory that records what it was asked and can be told to fail.
final class RecordingDraftStore: DraftStore, @unchecked Sendable {
  // NB: @unchecked because all state is guarded by `lock`.
  enum Call: Equatable {
    case load, save(String), delete, moveAside, recover
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let lock = NSLock()
  private var stored: Data?
  private var asideStore: [Data] = []
  private var callLog: [Call] = []
  private var failing: Set<String> = []

  init(_ text: String? = nil) {
    stored = text.map { Data($0.utf8) }
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  var location: String { "memory" }
  var text: String? { locked { stored.map { String(decoding: $0, as: UTF8.self) } } }
  var aside: [String] { locked { asideStore.map { String(decoding: $0, as: UTF8.self) } } }
  var calls: [Call] { locked { callLog } }
  var saves: [String] {
    calls.compactMap { call in
      if case .save(let text) = call { return text }
      return nil
    }
  }

  /// Makes the named operation (`"load"`, `"save"`, `"delete"`, `"moveAside"`, `"recover"`) throw.
  func fail(_ operation: String, _ fails: Bool = true) {
    locked {
      if fails { failing.insert(operation) } else { failing.remove(operation) }
    }
  }

  private func check(_ operation: String) throws {
    if failing.contains(operation) { throw Failure(description: "\(operation) failed on purpose") }
  }

  func load() throws -> Data? {
    try locked {
      callLog.append(.load)
      try check("load")
      return stored
    }
  }

  func save(_ data: Data) throws {
    try locked {
      callLog.append(.save(String(decoding: data, as: UTF8.self)))
      try check("save")
      stored = data
    }
  }

  func delete() throws {
    try locked {
      callLog.append(.delete)
      try check("delete")
      stored = nil
    }
  }

  func moveAside() throws -> String {
    try locked {
      callLog.append(.moveAside)
      try check("moveAside")
      if let stored { asideStore.append(stored) }
      stored = nil
      return "memory#aside-\(asideStore.count)"
    }
  }

  func recover() throws -> [String] {
    try locked {
      callLog.append(.recover)
      try check("recover")
      return []
    }
  }
}

/// A fresh empty directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "formwork-drafts-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  func file(_ name: String) -> String { "\(path)/\(name)" }

  var names: [String] {
    get throws { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
  }

  func remove() throws { try FileManager.default.removeItem(atPath: path) }
}
