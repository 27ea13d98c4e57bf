import FormworkDiff
import FormworkDiffTestSupport
import PropertyBased
import PropertyTestSupport
import Testing

/// Random sectioned lists and random edits (insert, delete, move, update items and sections, cross-section
/// moves), each diff checked by ``checkDiff(from:to:options:uniqueIdentities:)``: the validator, move
/// minimality, content reporting, the threshold and the fast path. 4 × 25,000 = 100,000 cases.
@Suite struct DiffPropertyTests {
  static let sizes = Gen.int(in: 0...5).array(of: 0...4)
  static let edits = Gen.int(in: 0...Int.max).array(of: 0...8)
  static let flags = Gen.int(in: 0...Int.max)

  func run(sizes: [Int], edits: [Int], flags: Int, repeats: Bool) {
    var editor = ListEditor(repeatsIdentities: repeats)
    let old = editor.makeList(sizes: sizes, seed: flags >> 8)
    var new = old
    for edit in edits { editor.apply(edit, to: &new) }
    let result = checkDiff(
      from: old, to: new, options: options(from: flags, uniqueIdentities: !repeats), uniqueIdentities: !repeats)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  @Test func uniqueIdentities() async {
    await checkProperty(count: 25_000, input: Self.sizes, Self.edits, Self.flags) { sizes, edits, flags in
      run(sizes: sizes, edits: edits, flags: flags, repeats: false)
    }
  }

  @Test func repeatedIdentities() async {
    await checkProperty(count: 25_000, input: Self.sizes, Self.edits, Self.flags) { sizes, edits, flags in
      run(sizes: sizes, edits: edits, flags: flags, repeats: true)
    }
  }

  @Test func flatLists() async {
    await checkProperty(
      count: 25_000, input: Gen.int(in: 0...12), Gen.int(in: 0...Int.max).array(of: 0...8), Self.flags
    ) { size, edits, flags in
      // Only item edits inside the one section (edits 0, 2, 3, 5 and 9).
      let itemEdits = edits.map { ($0 / 10) * 10 + [0, 2, 3, 5, 9][$0 % 5] }
      run(sizes: [size], edits: itemEdits, flags: flags, repeats: flags & 8 != 0)
    }
  }

  @Test func manySmallSections() async {
    await checkProperty(
      count: 25_000, input: Gen.int(in: 0...3).array(of: 3...8), Gen.int(in: 0...Int.max).array(of: 1...6), Self.flags
    ) { sizes, edits, flags in
      run(sizes: sizes, edits: edits, flags: flags, repeats: false)
    }
  }
}
