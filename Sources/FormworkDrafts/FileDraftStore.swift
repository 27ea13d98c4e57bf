import FormworkCore
import Foundation

/// A draft kept in one file, replaced atomically: a crash or a kill at any moment leaves the old
/// draft or the new one, never a torn file.
///
/// ```swift
/// let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
///   .appendingPathComponent("signup.draft.json")
/// let autosave = DraftAutosave(form: form, store: FileDraftStore(url: url))
/// ```
///
/// A save writes a temporary file next to the draft (`.signup.draft.json.tmp-<pid>-<random>`),
/// flushes it to the disk (`fsync`, `F_FULLFSYNC` on Apple platforms), renames it over the
/// draft — an atomic replace on every POSIX file system — and flushes the directory so the rename
/// itself survives a power loss. A draft that cannot be read is renamed to
/// `signup.draft.json.unreadable-<UTC time>`, never deleted. The file is readable by its owner
/// only (mode 0600): drafts hold what people typed.
public struct FileDraftStore: DraftStore {
  /// The draft's file.
  public let url: URL

  /// A store keeping its draft at `url` (a file URL; its directory must exist).
  public init(url: URL) {
    self.url = url
  }

  /// A store keeping its draft at `path`.
  public init(path: String) {
    self.init(url: URL(fileURLWithPath: path))
  }

  /// The file's path.
  public var location: String { url.path }

  private var directory: String { url.deletingLastPathComponent().path }
  private var temporaryPrefix: String { ".\(url.lastPathComponent).tmp-" }

  // MARK: DraftStore

  /// The file's contents, or `nil` when there is no file.
  ///
  /// - Throws: `SystemCallError` when the file exists but cannot be read.
  public func load() throws -> Data? {
    let fd = open(location, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENOENT { return nil }
      throw SystemCallError("open", location)
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemCallError("read", location)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces the file atomically with `data`.
  ///
  /// - Throws: `SystemCallError` naming the call and the file that failed; the temporary file
  ///   is removed and the previous draft is left as it was.
  public func save(_ data: Data) throws {
    let temporary = "\(directory)/\(temporaryPrefix)\(getpid())-\(UInt32.random(in: .min ... .max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw SystemCallError("open", temporary) }
    do {
      do {
        try writeAll(data, to: fd, path: temporary)
        try flushToDisk(fd, path: temporary)
      } catch {
        close(fd)
        throw error
      }
      guard close(fd) == 0 else { throw SystemCallError("close", temporary) }
      guard rename(temporary, location) == 0 else { throw SystemCallError("rename", "\(temporary) → \(location)") }
    } catch var error as SystemCallError {
      if unlink(temporary) != 0, errno != ENOENT {
        error.note = "the temporary file \(temporary) could not be removed: \(SystemCallError.message(errno))"
      }
      throw error
    }
    try flushDirectory()
  }

  /// Deletes the file, if there is one.
  public func delete() throws {
    guard unlink(location) == 0 || errno == ENOENT else { throw SystemCallError("unlink", location) }
    try flushDirectory()
  }

  /// Renames the file to `<name>.unreadable-<UTC time>` in the same directory (with `-2`, `-3`…
  /// when that name is taken: an earlier unreadable draft is never replaced).
  ///
  /// - Returns: The new path.
  public func moveAside() throws -> String {
    let stamp = Self.stamp(Date())
    for attempt in 1...1000 {
      let aside = "\(location).unreadable-\(stamp)\(attempt == 1 ? "" : "-\(attempt)")"
      // NB: link fails when the name is taken, so no other file is ever replaced; file systems
      // without hard links fall back to a checked rename.
      if link(location, aside) == 0 {
        guard unlink(location) == 0 else { throw SystemCallError("unlink", location) }
      } else if errno == EEXIST {
        continue
      } else if access(aside, F_OK) == 0 {
        continue
      } else {
        guard rename(location, aside) == 0 else { throw SystemCallError("rename", "\(location) → \(aside)") }
      }
      try flushDirectory()
      return aside
    }
    throw SystemCallError("link", "\(location).unreadable-\(stamp)-*", code: EEXIST)
  }

  /// Removes the temporary files that saves of processes no longer running left behind (a kill
  /// between creating and renaming one). Temporary files of running processes, this one
  /// included, and the draft itself are never touched.
  ///
  /// - Returns: The paths removed.
  @discardableResult
  public func recover() throws -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw SystemCallError("opendir", directory, detail: (error as NSError).localizedDescription)
    }
    var removed: [String] = []
    for name in names.sorted() where name.hasPrefix(temporaryPrefix) {
      guard let pid = name.dropFirst(temporaryPrefix.count).split(separator: "-").first.flatMap({ Int32($0) }),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      let path = "\(directory)/\(name)"
      guard unlink(path) == 0 || errno == ENOENT else { throw SystemCallError("unlink", path) }
      removed.append(path)
    }
    return removed
  }

  // MARK: System calls

  private func writeAll(_ data: Data, to fd: Int32, path: String) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw SystemCallError("write", path)
        }
        offset += written
      }
    }
  }

  private func flushToDisk(_ fd: Int32, path: String) throws {
    #if canImport(Darwin)
      // NB: fsync on Apple platforms leaves the data in the drive's cache; F_FULLFSYNC flushes
      // it. Some file systems do not support it: then fsync is the best there is.
      if fcntl(fd, F_FULLFSYNC) == 0 { return }
    #endif
    guard fsync(fd) == 0 else { throw SystemCallError("fsync", path) }
  }

  /// Makes a rename or unlink in the draft's directory durable.
  private func flushDirectory() throws {
    let fd = open(directory, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw SystemCallError("open", directory) }
    defer { close(fd) }
    // NB: some file systems refuse fsync on a directory (EINVAL); the rename is done all the same.
    guard fsync(fd) == 0 || errno == EINVAL else { throw SystemCallError("fsync", directory) }
  }

  /// The time in file names: `20250314T092653Z`.
  private static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    return formatter.string(from: date)
  }

  /// A failed system call: which, on what, and the system's reason.
  ///
  /// ```swift
  /// // rename(/tmp/.a.json.tmp-12-99 → /tmp/a.json): Permission denied (errno 13)
  /// ```
  public struct SystemCallError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The call that failed (`open`, `write`, `fsync`, `rename`…).
    public var call: String
    /// The path (or `from → to`) it was called on.
    public var path: String
    /// The `errno` it set.
    public var code: Int32
    /// The system's message for `code`, or another library's explanation.
    public var detail: String
    /// Anything else that went wrong while cleaning up.
    public var note: String?

    init(_ call: String, _ path: String, code: Int32 = errno, detail: String? = nil) {
      self.call = call
      self.path = path
      self.code = code
      self.detail = detail ?? Self.message(code)
    }

    static func message(_ code: Int32) -> String {
      "\(String(cString: strerror(code))) (errno \(code))"
    }

    /// `call(path): reason`, and the note when there is one.
    public var description: String {
      "\(call)(\(path)): \(detail)" + (note.map { "; \($0)" } ?? "")
    }
  }
}
