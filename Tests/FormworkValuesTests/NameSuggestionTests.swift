import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkValues

/// "Did you mean": one bounded suggestion function behind every caller.
@Suite struct NameSuggestionTests {
  @Test(
    arguments: [
      ("emial", ["email", "text"], "email"), ("txet", ["text", "email"], "text"),
      ("email", ["emails", "email"], "email"),
      ("zzzzzz", ["email", "text"], nil), ("", ["a"], "a"), ("ab", ["ba", "ab"], "ab"),
    ] as [(String, [String], String?)])
  func suggestsTheClosestName(name: String, candidates: [String], expected: String?) {
    #expect(closestName(to: name, among: candidates) == expected)
  }

  @Test func tiesKeepTheFirstCandidate() {
    #expect(closestName(to: "cat", among: ["bat", "hat", "cut"]) == "bat")
  }

  @Test func longNamesGetNoSuggestion() {
    let long = String(repeating: "a", count: NameSuggestion.maximumLength + 1)
    #expect(closestName(to: long, among: [String(long.dropLast())]) == nil)
    let fits = String(repeating: "a", count: NameSuggestion.maximumLength)
    #expect(closestName(to: fits, among: [String(fits.dropLast())]) == String(fits.dropLast()))
  }

  @Test func theBandedDistanceAgreesWithTheFullOne() async {
    let letters: [Character] = ["a", "b", "c"]
    let word = Gen<Character?>.element(of: letters).map { $0 ?? "a" }.array(of: 0...8).map { String($0) }
    await checkProperty(count: 300, input: word, word) { left, right in
      let full = Self.fullDistance(Array(left), Array(right))
      for limit in 0...9 {
        let bounded = boundedEditDistance(left, right, limit: limit)
        #expect(bounded == (full <= limit ? full : nil), "\(left) \(right) limit \(limit)")
      }
    }
  }

  /// The unbounded optimal string alignment distance, as the reference.
  nonisolated static func fullDistance(_ left: [Character], _ right: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for i in 0...left.count { table[i][0] = i }
    for j in 0...right.count { table[0][j] = j }
    for i in stride(from: 1, through: left.count, by: 1) {
      for j in stride(from: 1, through: right.count, by: 1) {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[left.count][right.count]
  }
}
