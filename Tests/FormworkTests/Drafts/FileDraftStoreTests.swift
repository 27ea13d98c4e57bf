import Formwork
import Foundation
import Testing

@Suite struct FileDraftStoreTests {
  @Test func savesLoadsAndDeletes() throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let store = FileDraftStore(path: directory.file("form.draft.json"))
    #expect(try store.load() == nil, "no file, no draft")
    try store.save(Data("first".utf8))
    try store.save(Data("second".utf8))
    #expect(try store.load() == Data("second".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: store.location)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "drafts are readable by their owner only")
    try store.delete()
    #expect(try store.load() == nil)
    try store.delete()
    #expect(try directory.names.isEmpty)
  }

  @Test func anAtomicReplaceLeavesNoTemporaryFiles() throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let store = FileDraftStore(path: directory.file("form.draft.json"))
    for index in 0..<50 {
      try store.save(Data(String(repeating: "\(index)", count: 1000 * (index % 7 + 1)).utf8))
    }
    #expect(try directory.names == ["form.draft.json"])
    #expect(try store.load() == Data(String(repeating: "49", count: 1000).utf8))
  }

  @Test func aFailedSaveSaysWhereAndKeepsThePreviousDraft() throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let missing = FileDraftStore(path: directory.file("no/such/dir/form.json"))
    let error = try #require(throws: FileDraftStore.SystemCallError.self) { try missing.save(Data("x".utf8)) }
    #expect(error.call == "open")
    #expect(error.code == ENOENT)
    #expect(error.path.hasPrefix(directory.file("no/such/dir/.form.json.tmp-")))
    #expect(error.description.contains("No such file or directory (errno \(ENOENT))"))

    // The target is a directory: rename fails after the temporary file was written.
    let store = FileDraftStore(path: directory.file("taken"))
    try FileManager.default.createDirectory(atPath: store.location, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(atPath: store.location + "/inside", withIntermediateDirectories: false)
    let rename = try #require(throws: FileDraftStore.SystemCallError.self) { try store.save(Data("x".utf8)) }
    #expect(rename.call == "rename")
    #expect(rename.path.hasSuffix("→ \(store.location)"))
    #expect(try directory.names == ["taken"], "the temporary file was removed")
  }

  @Test func movingAsideNeverReplacesAnEarlierDraft() throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let store = FileDraftStore(path: directory.file("form.json"))
    try store.save(Data("one".utf8))
    let first = try store.moveAside()
    try store.save(Data("two".utf8))
    let second = try store.moveAside()
    #expect(first != second)
    #expect(first.hasPrefix(directory.file("form.json.unreadable-")))
    #expect(try store.load() == nil)
    #expect(FileManager.default.contents(atPath: first) == Data("one".utf8))
    #expect(FileManager.default.contents(atPath: second) == Data("two".utf8))
    #expect(throws: FileDraftStore.SystemCallError.self) { try store.moveAside() }
  }

  @Test func recoveryRemovesOnlyTheTemporaryFilesOfDeadProcesses() throws {
    let directory = try TemporaryDirectory()
    defer { #expect(throws: Never.self) { try directory.remove() } }
    let store = FileDraftStore(path: directory.file("form.json"))
    try store.save(Data("kept".utf8))
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    let dead = directory.file(".form.json.tmp-\(finished.processIdentifier)-1")
    let alive = directory.file(".form.json.tmp-\(getpid())-2")
    let other = directory.file(".other.json.tmp-\(finished.processIdentifier)-3")
    for path in [dead, alive, other] {
      #expect(FileManager.default.createFile(atPath: path, contents: Data("torn".utf8)))
    }

    #expect(try store.recover() == [dead])
    #expect(
      try directory.names == [
        ".form.json.tmp-\(getpid())-2", ".other.json.tmp-\(finished.processIdentifier)-3", "form.json",
      ])
    #expect(try store.load() == Data("kept".utf8))
  }
}
