import FormworkCore
import Foundation

/// Where one form's draft is kept: a file, a keychain item, a database row.
///
/// A store holds the encoded draft (UTF-8 JSON as `Form.draft()` writes it) and nothing else;
/// ``DraftAutosave`` decides when to save, restore and delete. ``FileDraftStore`` keeps it in a
/// file, replaced atomically. Stores are called off the main actor (a save never blocks the
/// UI), one call at a time.
///
/// ```swift
/// struct DefaultsDraftStore: DraftStore {
///   let key: String
///   var location: String { "UserDefaults[\(key)]" }
///   func load() throws -> Data? { UserDefaults.standard.data(forKey: key) }
///   func save(_ data: Data) throws { UserDefaults.standard.set(data, forKey: key) }
///   func delete() throws { UserDefaults.standard.removeObject(forKey: key) }
///   func moveAside() throws -> String {
///     let aside = "\(key).unreadable-\(Date().timeIntervalSince1970)"
///     UserDefaults.standard.set(UserDefaults.standard.data(forKey: key), forKey: aside)
///     UserDefaults.standard.removeObject(forKey: key)
///     return "UserDefaults[\(aside)]"
///   }
/// }
/// ```
public protocol DraftStore: Sendable {
  /// Where the draft is kept, for messages (a file path, a key).
  var location: String { get }

  /// The saved draft, or `nil` when there is none.
  ///
  /// - Throws: When a draft exists but cannot be read (permissions, I/O); ``DraftAutosave``
  ///   then moves it aside.
  func load() throws -> Data?

  /// Replaces the saved draft with `data`. A crash during the call must leave either the old
  /// draft or the new one, never a mix.
  func save(_ data: Data) throws

  /// Deletes the saved draft; does nothing when there is none.
  func delete() throws

  /// Keeps the saved draft under another name, where nothing reads or overwrites it, so the
  /// next `load()` finds none. Used for drafts that cannot be read: they are never deleted.
  ///
  /// - Returns: Where the draft went, for messages.
  func moveAside() throws -> String

  /// Cleans up after a crash, when the form opens (``FileDraftStore`` removes the temporary
  /// files of killed saves). Never touches the draft itself.
  ///
  /// - Returns: What was removed, for logs. The default implementation does nothing.
  func recover() throws -> [String]
}

extension DraftStore {
  /// Nothing to clean up.
  public func recover() throws -> [String] { [] }
}
