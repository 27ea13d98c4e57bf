import FormworkDiff
import FormworkDiffTestSupport
import PropertyBased
import PropertyTestSupport
import Testing

/// Counts how often identities are read, to see which sections the diff looked into.
final class ReadCounter {
  var reads = 0
}

struct CountedRow: Diffable, Equatable {
  var id: Int
  var version = 0
  let counter: ReadCounter
  var diffID: Int {
    counter.reads += 1
    return id
  }
  static func == (lhs: CountedRow, rhs: CountedRow) -> Bool { lhs.id == rhs.id && lhs.version == rhs.version }
}

/// The shared-storage fast path of ``DiffOptions/identitiesAreUnique``.
@Suite struct FastPathTests {
  /// 100 sections of 100 rows; section `edited` gets a delete, an insert, a move and a content change.
  func form(counter: ReadCounter, edited: Int) -> (
    old: [DiffSection<Header, CountedRow>], new: [DiffSection<Header, CountedRow>]
  ) {
    let old = (0..<100).map { s in
      DiffSection(model: Header(id: s), items: (0..<100).map { CountedRow(id: s * 100 + $0, counter: counter) })
    }
    var new = old
    new[edited].items.remove(at: 3)
    new[edited].items.insert(CountedRow(id: 1_000_000, counter: counter), at: 50)
    new[edited].items.swapAt(10, 90)
    new[edited].items[20].version = 1
    return (old, new)
  }

  @Test func unchangedSectionsAreNotRead() {
    let counter = ReadCounter()
    let (old, new) = form(counter: counter, edited: 42)
    counter.reads = 0
    let fast = ListDiff.diff(from: old, to: new, options: DiffOptions(identitiesAreUnique: true))
    // Only section 42's rows were read: 100 old + 100 new identities.
    #expect(counter.reads == 200)
    counter.reads = 0
    let full = ListDiff.diff(from: old, to: new)
    #expect(counter.reads == 20_000)
    #expect(fast == full)
    #expect(
      fast
        == ListUpdate(
          stages: [
            .init(
              itemDeletes: [path(42, 3)], itemInserts: [path(42, 50)],
              itemMoves: [move(path(42, 90), path(42, 10)), move(path(42, 11), path(42, 90))])
          ], changedItems: [path(42, 20)]))
    UIKitBatchValidator.expectValid(
      fast, from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), duplicates: .unique)
  }

  @Test func sectionEditsAroundSkippedSections() {
    let counter = ReadCounter()
    var (old, new) = form(counter: counter, edited: 0)
    new.swapAt(10, 60)
    new.remove(at: 99)
    new.insert(DiffSection(model: Header(id: 500), items: [CountedRow(id: 2_000_000, counter: counter)]), at: 5)
    new[7].model.version = 1
    old[30].items = Array(old[30].items)  // Equal items, but another buffer: read in full.
    let fast = ListDiff.diff(from: old, to: new, options: DiffOptions(identitiesAreUnique: true))
    let full = ListDiff.diff(from: old, to: new)
    #expect(fast == full)
    UIKitBatchValidator.expectValid(
      fast, from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), duplicates: .unique)
  }

  /// Random unique-identity lists where untouched sections share storage: the fast path equals the full diff.
  @Test func fastPathEqualsFullPath() async {
    await checkProperty(
      count: 2_000, input: Gen.int(in: 0...6).array(of: 1...8), Gen.int(in: 0...Int.max).array(of: 0...6),
      Gen.int(in: 0...Int.max)
    ) { sizes, edits, flags in
      var editor = ListEditor(repeatsIdentities: false)
      let old = editor.makeList(sizes: sizes, seed: flags)
      var new = old
      for edit in edits { editor.apply(edit, to: &new) }
      var options = options(from: flags, uniqueIdentities: true)
      options.identitiesAreUnique = true
      let fast = ListDiff.diff(from: old, to: new, options: options)
      options.identitiesAreUnique = false
      #expect(fast == ListDiff.diff(from: old, to: new, options: options))
    }
  }
}
