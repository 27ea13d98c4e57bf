import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__/` next to the calling test file.
///
/// A missing golden is recorded and the test fails, so a golden never passes unseen (commit it and
/// run again); `FORMWORK_RECORD=1` records every golden again and passes. A mismatch fails with
/// the differing lines side by side.
func assertGolden(
  _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
  let file = directory.appendingPathComponent(name + ".txt")
  let text = actual.hasSuffix("\n") ? actual : actual + "\n"
  let record = ProcessInfo.processInfo.environment["FORMWORK_RECORD"] == "1"
  guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      if !record {
        Issue.record(
          "no golden for \(name): recorded \(file.path); check and commit it", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("cannot record golden \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard expected != text else { return }
  let report = "\(name) differs from its golden (FORMWORK_RECORD=1 records it again):\n" + lineDiff(expected, text)
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
}

/// The lines that differ, numbered: `-` the golden, `+` the actual text.
func lineDiff(_ expected: String, _ actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var output: [String] = []
  for index in 0..<max(old.count, new.count) {
    let left = index < old.count ? String(old[index]) : nil
    let right = index < new.count ? String(new[index]) : nil
    guard left != right else { continue }
    let number = String(index + 1).padding(toLength: 4, withPad: " ", startingAt: 0)
    if let left { output.append("\(number)- |\(left)|") }
    if let right { output.append("\(number)+ |\(right)|") }
  }
  return output.joined(separator: "\n")
}
