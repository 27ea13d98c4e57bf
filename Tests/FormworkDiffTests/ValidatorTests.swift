import FormworkDiff
import FormworkDiffTestSupport
import Testing

/// The validator itself: for every rule, a correct batch is accepted and a batch breaking that rule is
/// rejected with the rule's code.
@Suite struct ValidatorTests {
  typealias Snapshot = UIKitBatchValidator.Snapshot<String, Int>

  /// Checks that `valid` passes and `invalid` is rejected with `rule`.
  func check(
    _ old: Snapshot, _ new: Snapshot, valid: ListUpdate?, invalid: ListUpdate, rule: String,
    duplicates: UIKitBatchValidator.DuplicatePolicy = .firstInFirstOut,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let valid {
      let violations = UIKitBatchValidator.validate(from: old, to: new, update: valid, duplicates: duplicates)
      #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
    }
    let violations = UIKitBatchValidator.validate(from: old, to: new, update: invalid, duplicates: duplicates)
    #expect(violations.contains { $0.rule == rule }, "\(violations)", sourceLocation: sourceLocation)
  }

  func stage(_ stage: ListUpdate.Stage) -> ListUpdate { ListUpdate(stages: [stage]) }

  let ab: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5])]

  // MARK: Sections

  @Test func a1SectionIndexBeforeTheStageInRange() {
    check(
      ab, [("A", [1, 2, 3])], valid: stage(.init(sectionDeletes: [1])), invalid: stage(.init(sectionDeletes: [2])),
      rule: "A1")
    check(ab, ab, valid: nil, invalid: stage(.init(sectionReloads: [5])), rule: "A1")
  }

  @Test func a2SectionIndexAfterTheStageInRange() {
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])]
    check(ab, new, valid: stage(.init(sectionInserts: [2])), invalid: stage(.init(sectionInserts: [3])), rule: "A2")
  }

  @Test func a3SectionIndexUsedOnceBeforeTheStage() {
    let old: Snapshot = [("A", []), ("B", []), ("C", [])]
    let new: Snapshot = [("C", []), ("A", [])]
    check(
      old, new, valid: stage(.init(sectionDeletes: [1], sectionMoves: [move(2, 0)])),
      invalid: stage(.init(sectionDeletes: [1], sectionMoves: [move(1, 0)])), rule: "A3")
  }

  @Test func a4SectionIndexUsedOnceAfterTheStage() {
    let new: Snapshot = [("B", [4, 5]), ("X", []), ("A", [1, 2, 3])]
    check(
      ab, new, valid: stage(.init(sectionInserts: [1], sectionMoves: [move(1, 0)])),
      invalid: stage(.init(sectionInserts: [0], sectionMoves: [move(1, 0)])), rule: "A4")
  }

  @Test func a5SectionCountAddsUp() {
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])]
    check(
      ab, new, valid: stage(.init(sectionInserts: [2])), invalid: stage(.init(itemInserts: [path(0, 3)])), rule: "A5")
  }

  // MARK: Items

  @Test func a6ItemPathBeforeTheStageExists() {
    let new: Snapshot = [("A", [1, 2]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemDeletes: [path(0, 2)])), invalid: stage(.init(itemDeletes: [path(0, 3)])),
      rule: "A6")
    check(ab, new, valid: nil, invalid: stage(.init(itemDeletes: [path(2, 0)])), rule: "A6")
  }

  @Test func a7ItemPathAfterTheStageExists() {
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5, 6])]
    check(
      ab, new, valid: stage(.init(itemInserts: [path(1, 2)])), invalid: stage(.init(itemInserts: [path(1, 3)])),
      rule: "A7")
  }

  @Test func a8ItemPathUsedOnceBeforeTheStage() {
    let new: Snapshot = [("A", [1, 3]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemDeletes: [path(0, 1)])),
      invalid: stage(.init(itemDeletes: [path(0, 1)], itemReloads: [path(0, 1)])), rule: "A8")
  }

  @Test func a9ItemPathUsedOnceAfterTheStage() {
    let new: Snapshot = [("A", [3, 9, 1, 2]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemInserts: [path(0, 1)], itemMoves: [move(path(0, 2), path(0, 0))])),
      invalid: stage(.init(itemInserts: [path(0, 0)], itemMoves: [move(path(0, 2), path(0, 0))])), rule: "A9")
  }

  @Test func a10NoItemOperationInsideADeletedInsertedOrReloadedSection() {
    let new: Snapshot = [("A", [1, 2, 3])]
    check(
      ab, new, valid: stage(.init(sectionDeletes: [1])),
      invalid: stage(.init(sectionDeletes: [1], itemDeletes: [path(1, 0)])), rule: "A10")
    let inserted: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [6])]
    check(
      ab, inserted, valid: stage(.init(sectionInserts: [2])),
      invalid: stage(.init(sectionInserts: [2], itemInserts: [path(2, 0)])), rule: "A10")
    check(
      ab, ab, valid: stage(.init(sectionReloads: [0])),
      invalid: stage(.init(sectionReloads: [0], itemReloads: [path(0, 0)])), rule: "A10")
  }

  @Test func a12ItemCountsAddUp() {
    let new: Snapshot = [("A", [1, 2, 3, 6]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemInserts: [path(0, 3)])),
      invalid: stage(.init(itemInserts: [path(0, 2), path(0, 3)])), rule: "A12")
    // A move out of a section counts against it.
    let moved: Snapshot = [("A", [1, 3]), ("B", [2, 4, 5])]
    check(
      ab, moved, valid: stage(.init(itemMoves: [move(path(0, 1), path(1, 0))])),
      invalid: stage(.init(itemInserts: [path(1, 0)])), rule: "A12")
  }

  // MARK: Replay

  @Test func b1KeptSectionsEndOnTheNewIdentities() {
    let old: Snapshot = [("A", []), ("B", []), ("C", [])]
    let new: Snapshot = [("A", []), ("C", []), ("B", [])]
    check(
      old, new, valid: stage(.init(sectionMoves: [move(2, 1)])),
      invalid: stage(.init(sectionDeletes: [1], sectionInserts: [1])), rule: "B1")
    check(old, new, valid: nil, invalid: .empty, rule: "B1")
  }

  @Test func b2KeptItemsEndOnTheNewIdentities() {
    let new: Snapshot = [("A", [1, 3, 2]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemMoves: [move(path(0, 2), path(0, 1))])),
      invalid: stage(.init(itemReloads: [path(0, 0)])), rule: "B2")
    check(ab, new, valid: nil, invalid: .empty, rule: "B2")
  }

  @Test func b3MovedAndReloadedElementsKeepTheirIdentity() {
    let new: Snapshot = [("A", [3, 1, 2]), ("B", [4, 5])]
    check(
      ab, new, valid: stage(.init(itemMoves: [move(path(0, 2), path(0, 0))])),
      invalid: stage(.init(itemMoves: [move(path(0, 1), path(0, 0))])), rule: "B3")
    // A reload must not stand for a different item.
    let replaced: Snapshot = [("A", [9, 2, 3]), ("B", [4, 5])]
    check(
      ab, replaced, valid: stage(.init(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)])),
      invalid: stage(.init(itemReloads: [path(0, 0)])), rule: "B3")
  }

  // MARK: Combinations

  @Test func c1SectionReloadsApartFromOtherSectionChanges() {
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])]
    check(
      ab, new, valid: ListUpdate(stages: [.init(sectionInserts: [2]), .init(sectionReloads: [0])]),
      invalid: stage(.init(sectionInserts: [2], sectionReloads: [0])), rule: "C1")
  }

  @Test func c2NoItemOperationInAMovedSection() {
    let new: Snapshot = [("B", [4, 5]), ("A", [2, 3, 1])]
    check(
      ab, new, valid: stage(.init(sectionMoves: [move(1, 0)], itemMoves: [move(path(0, 0), path(1, 2))])),
      invalid: stage(.init(sectionMoves: [move(0, 1)], itemMoves: [move(path(0, 0), path(1, 2))])), rule: "C2")
  }

  @Test func c3NoItemReloadNextToMoves() {
    let new: Snapshot = [("A", [3, 1, 2]), ("B", [4, 5])]
    check(
      ab, new,
      valid: ListUpdate(stages: [
        .init(itemMoves: [move(path(0, 2), path(0, 0))]), .init(itemReloads: [path(0, 1)]),
      ]),
      invalid: stage(.init(itemReloads: [path(0, 0)], itemMoves: [move(path(0, 2), path(0, 0))])), rule: "C3")
  }

  @Test func c4FirstInFirstOutPairing() {
    let sevens: Snapshot = [("A", [7, 7])]
    // Swapping two equal identities is not first-in-first-out.
    check(sevens, sevens, valid: .empty, invalid: stage(.init(itemMoves: [move(path(0, 0), path(0, 1))])), rule: "C4")
    // Deleting and inserting an item whose sections stay is breaking a pair.
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5])]
    check(
      ab, new, valid: .empty, invalid: stage(.init(itemDeletes: [path(0, 1)], itemInserts: [path(0, 1)])),
      rule: "C4")
    // Sections too.
    let twice: Snapshot = [("A", [1]), ("A", [2])]
    let swapped: Snapshot = [("A", [2]), ("A", [1])]
    check(
      twice, swapped, valid: stage(.init(itemMoves: [move(path(1, 0), path(0, 0)), move(path(0, 0), path(1, 0))])),
      invalid: stage(.init(sectionMoves: [move(1, 0)])), rule: "C4")
  }

  @Test func c4UniquePolicyRejectsRepeatedIdentities() {
    let sevens: Snapshot = [("A", [7]), ("B", [7])]
    check(sevens, sevens, valid: nil, invalid: .empty, rule: "C4", duplicates: .unique)
    #expect(UIKitBatchValidator.validate(from: sevens, to: sevens, update: .empty).isEmpty)
    #expect(UIKitBatchValidator.validate(from: ab, to: ab, update: .empty, duplicates: .unique).isEmpty)
  }

  // MARK: Changed elements

  @Test func d1ChangedElementsExistOnce() {
    check(
      ab, ab, valid: ListUpdate(changedItems: [path(1, 1)]), invalid: ListUpdate(changedItems: [path(1, 2)]), rule: "D1"
    )
    check(ab, ab, valid: ListUpdate(changedSections: [1]), invalid: ListUpdate(changedSections: [1, 1]), rule: "D1")
  }

  @Test func d2ChangedElementsWereCarriedOver() {
    let new: Snapshot = [("A", [1, 2, 3]), ("B", [4, 5, 6])]
    check(
      ab, new, valid: ListUpdate(stages: [.init(itemInserts: [path(1, 2)])], changedItems: [path(1, 1)]),
      invalid: ListUpdate(stages: [.init(itemInserts: [path(1, 2)])], changedItems: [path(1, 2)]), rule: "D2")
  }

  // MARK: The diff's own output

  @Test func diffOutputIsAccepted() {
    let old = [section(1, [1, 2, 3]), section(2, [4, 5]), section(3, [6])]
    let new = [section(1, [3, 1, 7]), section(3, [6, 2]), section(4, [8])]
    for contentChanges in [DiffOptions.ContentChanges.reconfigure, .reload] {
      let update = ListDiff.diff(from: old, to: new, options: DiffOptions(contentChanges: contentChanges))
      let replay = UIKitBatchValidator.replay(
        from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), update: update,
        duplicates: .unique)
      #expect(replay.isValid, "\(replay.violations)")
      #expect(replay.result.map(\.section) == [1, 3, 4])
      #expect(replay.result.map(\.items) == [[3, 1, 7], [6, 2], [8]])
      #expect(replay.survivingItems[path(0, 1)] == path(1, 1))  // 2 moved to section 3.
      #expect(replay.survivingSections == [0: 0, 2: 1])
    }
  }
}
