import Formwork
import FormworkTerminal
import Foundation

/// `--draft FILE` for the interactive commands: what is typed is saved to FILE a moment after
/// each change, restored when the same form opens again, and FILE is deleted on submit.
///
/// Two environment variables exist for the kill harness (`Tests/Reliability/`), not for users:
/// `FORMWORK_DRAFT_LOG=PATH` appends to PATH, as JSON lines, every draft about to be saved and
/// what happened to it (see ``LoggedDraftStore``); `FORMWORK_DRAFT_DEBOUNCE=SECONDS` shortens
/// the wait before a save.
@MainActor
final class CommandDraft {
  let path: String
  let autosave: DraftAutosave
  /// What the restore found, for the status line (and, when it went wrong, standard error).
  private(set) var notice: (text: String, isError: Bool)?
  /// The form's words, for what happens to the draft.
  private let words: TerminalStrings

  /// Opens the draft at `path` for `form` and restores it.
  ///
  /// - Throws: A usage failure when the draft's directory does not exist or the test log
  ///   cannot be opened. A draft that cannot be read is not an error: it is moved aside.
  init(path: String, form: Form) throws {
    self.path = path
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw fail(.usage, form.strings.terminal.draftNoDirectory(path: path, directory: directory))
    }
    let environment = ProcessInfo.processInfo.environment
    let file = FileDraftStore(path: path)
    let log = try environment["FORMWORK_DRAFT_LOG"].map { try LoggedDraftStore(file, logPath: $0) }
    let debounce = environment["FORMWORK_DRAFT_DEBOUNCE"].flatMap(Double.init) ?? 0.5
    autosave = DraftAutosave(
      form: form, store: log ?? file, debounce: debounce, maximumDelay: max(5, debounce))
    let before = form.values(including: .allRows)
    let outcome = autosave.restore()
    log?.record(outcome)
    words = form.strings.terminal
    notice = DraftNotice.text(
      for: outcome, path: path, answers: DraftNotice.answersRestored(outcome, before: before, form: form), words: words)
  }

  /// Shows the restore's notice on `session`'s status line, and save failures as they happen;
  /// the quit question says that what was entered is kept.
  func attach(to session: FormTerminalSession) {
    session.keepsDraft = true
    if let notice { session.showNotice(notice.text, isError: notice.isError) }
    let words = words
    autosave.onError = { [weak session] error in session?.showNotice(words.draftSaveFailed(error), isError: true) }
  }

  /// The line-by-line mode's draft: the restore's notice is said as a line before the first
  /// question, a save that fails before the next one, and each answer is saved at once.
  func attach(to session: LinePromptSession) {
    if let notice { session.showNotice(notice.text, isError: notice.isError) }
    let words = words
    let autosave = autosave
    autosave.onError = { [weak session] error in session?.showNotice(words.draftSaveFailed(error), isError: true) }
    session.onAnswer = { autosave.saveNow() }
  }

  /// Ends the session's draft: deleted when the form was submitted, saved at once otherwise.
  /// Waits for the write, then repeats on standard error what went wrong when the screen that
  /// said it is gone (`screenIsGone`; the line-by-line mode's lines stay).
  func finish(_ outcome: FormTerminalSession.Outcome, screenIsGone: Bool = true) async {
    let words = words
    autosave.onError = { error in printError(words.draftProblem(error)) }
    if case .submitted = outcome { autosave.discard() } else { autosave.saveNow() }
    await autosave.flush()
    if screenIsGone, let notice, notice.isError { printError(notice.text) }
  }
}

/// A draft store that appends to a log, as JSON lines, each draft before it is saved and the
/// outcome after: the kill harness checks that a draft file always equals a state the log
/// says was reached. Each line is one `write` to a file opened with `O_APPEND`, done before the
/// store is touched, so a kill at any moment never leaves a saved state out of the log.
///
/// ```
/// {"event":"save","pid":4242,"draft":{"format":"formwork.draft",…}}
/// {"event":"saved","pid":4242}
/// ```
final class LoggedDraftStore: DraftStore {
  private let inner: FileDraftStore
  private let fd: Int32
  private let pid = getpid()

  init(_ inner: FileDraftStore, logPath: String) throws {
    self.inner = inner
    fd = open(logPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw fail(.usage, "FORMWORK_DRAFT_LOG: cannot open \(logPath): \(String(cString: strerror(errno)))")
    }
  }

  var location: String { inner.location }

  func load() throws -> Data? { try inner.load() }

  func save(_ data: Data) throws {
    append(#"{"event":"save","pid":\#(pid),"draft":"# + String(decoding: data, as: UTF8.self) + "}")
    try logged("saved") { try inner.save(data) }
  }

  func delete() throws {
    append(#"{"event":"delete","pid":\#(pid)}"#)
    try logged("deleted") { try inner.delete() }
  }

  func moveAside() throws -> String {
    let aside = try inner.moveAside()
    append(#"{"event":"movedAside","pid":\#(pid),"to":\#(FormValue.string(aside).jsonString())}"#)
    return aside
  }

  func recover() throws -> [String] { try inner.recover() }

  @MainActor
  func record(_ outcome: DraftRestoreOutcome) {
    let (name, detail): (String, String) =
      switch outcome {
      case .noDraft: ("noDraft", "")
      case .restored(let report): ("restored", report.description)
      case .partlyRestored(let report, let original): ("partlyRestored", "\(report); kept at \(original)")
      case .unusable(let error, let movedTo): ("unusable", "\(error); moved to \(movedTo)")
      case .failed(let error): ("failed", error.description)
      }
    append(
      #"{"event":"restore","pid":\#(pid),"outcome":"\#(name)","detail":\#(FormValue.string(detail).jsonString())}"#)
  }

  private func logged(_ done: String, _ body: () throws -> Void) throws {
    do {
      try body()
      append(#"{"event":"\#(done)","pid":\#(pid)}"#)
    } catch {
      append(#"{"event":"failed","pid":\#(pid),"error":\#(FormValue.string("\(error)").jsonString())}"#)
      throw error
    }
  }

  /// Appends one line with one `write`. The log is a test instrument: a failed write is
  /// reported on standard error, which the harness collects.
  private func append(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if written != bytes.count {
      printError(
        "FORMWORK_DRAFT_LOG: short write (\(written) of \(bytes.count) bytes): \(String(cString: strerror(errno)))")
    }
  }
}
