import Foundation

/// Where the line-by-line mode (``LinePromptSession``) reads answers and says its questions:
/// whole lines only, no cursor addressing, nothing ever redrawn, so a screen reader reads each
/// line once, as it comes.
@MainActor
public protocol LineDevice: AnyObject {
  /// The next line typed, without its newline; `nil` when input ended (Ctrl-D).
  func readLine() async -> String?
  /// Writes text as is (a question ends without a newline, its answer is typed after it).
  func write(_ text: String)
}

/// The process's standard input, and standard error for what is said, so that standard output
/// carries only the submitted JSON (`formwork demo newsletter --accessible > values.json`).
public final class StandardLines: LineDevice {
  public init() {}

  public func readLine() async -> String? {
    Swift.readLine(strippingNewline: true)
  }

  public func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// Scripted answers and a transcript, for tests: each answer is echoed after its question, as a
/// terminal would show it.
public final class ScriptedLines: LineDevice {
  /// Everything said, with the answers as typed.
  public private(set) var transcript = ""
  private var answers: [String]

  /// Lines that will answer the questions, in order; input ends after the last.
  public init(_ answers: [String]) {
    self.answers = answers
  }

  public func readLine() async -> String? {
    guard !answers.isEmpty else { return nil }
    let answer = answers.removeFirst()
    transcript += answer + "\n"
    return answer
  }

  public func write(_ text: String) {
    transcript += text
  }
}
