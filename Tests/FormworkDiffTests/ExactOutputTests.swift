import FormworkDiff
import FormworkDiffTestSupport
import Testing

/// Hand-written cases with their exact expected updates. Every one is also run through the validator.
@Suite struct ExactOutputTests {
  /// Diffs, validates, and returns the update.
  func diff(_ old: [Section], _ new: [Section], _ options: DiffOptions = DiffOptions()) -> ListUpdate {
    let update = ListDiff.diff(from: old, to: new, options: options)
    UIKitBatchValidator.expectValid(
      update, from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new))
    return update
  }

  func diff(_ old: [Int], _ new: [Int]) -> ListUpdate {
    let update = ListDiff.diff(from: old, to: new)
    UIKitBatchValidator.expectValid(update, from: old, to: new)
    return update
  }

  // MARK: Empty and full

  @Test func flatEmptyToFull() {
    #expect(diff([], [1, 2, 3]) == ListUpdate(stages: [.init(itemInserts: [path(0, 0), path(0, 1), path(0, 2)])]))
  }

  @Test func flatFullToEmpty() {
    #expect(diff([1, 2, 3], []) == ListUpdate(stages: [.init(itemDeletes: [path(0, 0), path(0, 1), path(0, 2)])]))
  }

  @Test func sectionedEmptyToFull() {
    let update = diff([], [section(1, [1, 2]), section(2, [])])
    #expect(update == ListUpdate(stages: [.init(sectionInserts: [0, 1])]))
    #expect(update.changeCount == 2)
  }

  @Test func sectionedFullToEmpty() {
    #expect(diff([section(1, [1, 2]), section(2, [3])], []) == ListUpdate(stages: [.init(sectionDeletes: [0, 1])]))
  }

  @Test func nothingChanged() {
    let list = [section(1, [1, 2]), section(2, [3])]
    let update = diff(list, list)
    #expect(update == .empty)
    #expect(update.isEmpty && update.stages.isEmpty && update.changeCount == 0)
    #expect(diff([], []) == .empty)
  }

  // MARK: Reordering

  @Test func adjacentSwapIsOneMove() {
    #expect(
      diff([1, 2, 3, 4], [1, 3, 2, 4]) == ListUpdate(stages: [.init(itemMoves: [move(path(0, 2), path(0, 1))])]))
  }

  @Test func distantSwapIsTwoMoves() {
    #expect(
      diff([1, 2, 3, 4, 5], [5, 2, 3, 4, 1])
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 4), path(0, 0)), move(path(0, 0), path(0, 4))])]))
  }

  @Test(arguments: [
    ([1, 2, 3, 4, 5], [2, 3, 4, 5, 1], move(path(0, 0), path(0, 4))),
    ([1, 2, 3, 4, 5], [5, 1, 2, 3, 4], move(path(0, 4), path(0, 0))),
  ])
  func rotationIsOneMove(old: [Int], new: [Int], expected: ListUpdate.Move<ItemPath>) {
    #expect(diff(old, new) == ListUpdate(stages: [.init(itemMoves: [expected])]))
  }

  @Test func reversalKeepsTheMiddleItemInPlace() {
    // Any single item is a longest increasing subsequence; the middle one keeps its own path, so no move
    // goes from a path to the same path.
    #expect(
      diff([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])
        == ListUpdate(stages: [
          .init(itemMoves: [
            move(path(0, 4), path(0, 0)), move(path(0, 3), path(0, 1)), move(path(0, 1), path(0, 3)),
            move(path(0, 0), path(0, 4)),
          ])
        ]))
  }

  @Test func editsAroundMoves() {
    // 2 deleted, 9 inserted, 1 moved to the end: deletes in old paths, inserts and destinations in new ones.
    #expect(
      diff([1, 2, 3, 4, 5], [3, 9, 4, 5, 1])
        == ListUpdate(stages: [
          .init(itemDeletes: [path(0, 1)], itemInserts: [path(0, 1)], itemMoves: [move(path(0, 0), path(0, 4))])
        ]))
  }

  // MARK: Sections

  @Test func sectionMoveWithItemEditsInside() {
    // C moves (it is unchanged); B, whose items change, keeps its place among the sections.
    let update = diff(
      [section(1, [1, 2]), section(2, [3, 4]), section(3, [5])],
      [section(3, [5]), section(1, [1, 2]), section(2, [4, 3, 6])])
    #expect(
      update
        == ListUpdate(stages: [
          .init(sectionMoves: [move(2, 0)], itemInserts: [path(2, 2)], itemMoves: [move(path(1, 1), path(2, 0))])
        ]))
  }

  @Test func movedSectionWhoseItemsChangeIsReplaced() {
    // Both sections' items change and one of them has to move: UIKit can't do both in one batch (C2), so the
    // moving section (here section 2) is deleted and inserted.
    let update = diff([section(1, [1, 2]), section(2, [3, 4])], [section(2, [4, 3]), section(1, [2, 1])])
    #expect(
      update
        == ListUpdate(stages: [
          .init(sectionDeletes: [1], sectionInserts: [0], itemMoves: [move(path(0, 1), path(1, 0))])
        ]))
  }

  @Test func documentationExample() {
    let old = [DiffSection(model: "A", items: [1, 2, 3]), DiffSection(model: "B", items: [4])]
    let new = [DiffSection(model: "B", items: [4]), DiffSection(model: "A", items: [3, 1])]
    let update = ListDiff.diff(from: old, to: new)
    #expect(
      update
        == ListUpdate(stages: [
          .init(sectionMoves: [move(1, 0)], itemDeletes: [path(0, 1)], itemMoves: [move(path(0, 2), path(1, 0))])
        ]))
    UIKitBatchValidator.expectValid(
      update, from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), duplicates: .unique)
  }

  @Test func itemMovesAcrossSections() {
    #expect(
      diff([section(1, [1, 2, 3]), section(2, [4])], [section(1, [1, 3]), section(2, [2, 4])])
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 1), path(1, 0))])]))
  }

  @Test func itemsOfDeletedAndInsertedSectionsGoWithTheirSection() {
    // 2 leaves with deleted section 1 and reappears as an insert; 5 arrives with inserted section 3.
    #expect(
      diff([section(1, [1, 2]), section(2, [3, 4])], [section(2, [2, 3, 4]), section(3, [5, 1])])
        == ListUpdate(stages: [.init(sectionDeletes: [0], sectionInserts: [1], itemInserts: [path(0, 0)])]))
  }

  // MARK: Duplicates

  @Test func duplicateItemsPairFirstInFirstOut() {
    // The first 1 pairs with the first 1: only the second 1 moves.
    #expect(diff([1, 1, 2], [1, 2, 1]) == ListUpdate(stages: [.init(itemMoves: [move(path(0, 2), path(0, 1))])]))
    // Extra occurrences are deleted or inserted.
    #expect(diff([7, 7, 7], [7]) == ListUpdate(stages: [.init(itemDeletes: [path(0, 1), path(0, 2)])]))
    #expect(diff([7], [7, 7]) == ListUpdate(stages: [.init(itemInserts: [path(0, 1)])]))
  }

  @Test func duplicateSectionsPairFirstInFirstOut() {
    // Two sections with the same identity: the first pairs with the first, so their items cross over.
    #expect(
      diff([section(1, [1]), section(1, [2])], [section(1, [2]), section(1, [1])])
        == ListUpdate(stages: [.init(itemMoves: [move(path(1, 0), path(0, 0)), move(path(0, 0), path(1, 0))])]))
  }

  @Test func duplicatesAcrossSections() {
    // 7 appears in both sections. Sections 1 and 2 swap and both change, so one of them, section 2, is
    // replaced; the 7 of section 1 was paired with the first 7 of the new section 2, so it is deleted.
    #expect(
      diff([section(1, [7, 8]), section(2, [7])], [section(2, [7, 7]), section(1, [8])])
        == ListUpdate(stages: [.init(sectionDeletes: [1], sectionInserts: [0], itemDeletes: [path(0, 0)])]))
  }

  @Test func brokenUniquenessPromiseStillGivesAValidBatch() {
    let shared = [Row(id: 1), Row(id: 1), Row(id: 2)]
    let old = [Section(model: Header(id: 1), items: shared), Section(model: Header(id: 2), items: [Row(id: 1)])]
    let new = [
      Section(model: Header(id: 2), items: [Row(id: 2), Row(id: 1)]), Section(model: Header(id: 1), items: shared),
    ]
    let update = ListDiff.diff(from: old, to: new, options: DiffOptions(identitiesAreUnique: true))
    let violations = UIKitBatchValidator.validate(
      from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new), update: update)
    // Only the pairing policy may be off (rule C4), never a UIKit rule.
    #expect(violations.allSatisfy { $0.rule == "C4" }, "\(violations)")
  }

  // MARK: Content

  @Test func contentChangeIsReconfiguredByDefault() {
    let old = [section(1, [1, 2]), section(2, [3])]
    var new = old
    new[0].items[1].version = 1
    new[1].model.version = 1
    let update = diff(old, new)
    #expect(update == ListUpdate(changedItems: [path(0, 1)], changedSections: [1]))
    #expect(update.stages.isEmpty && !update.isEmpty && update.changeCount == 2)
  }

  @Test func contentChangeIsReloadedOnRequest() {
    let old = [section(1, [1, 2]), section(2, [3])]
    var new = old
    new[0].items[1].version = 1
    new[1].model.version = 1
    #expect(
      diff(old, new, DiffOptions(contentChanges: .reload))
        == ListUpdate(stages: [.init(sectionReloads: [1], itemReloads: [path(0, 1)])]))
  }

  @Test func reloadsShareTheStageWithInsertsAndDeletes() {
    let old = [Row(id: 1), Row(id: 2), Row(id: 3)]
    let new = [Row(id: 0), Row(id: 2, version: 1), Row(id: 3)]
    let update = ListDiff.diff(from: old, to: new, options: DiffOptions(contentChanges: .reload))
    // The reload uses the old path, like the delete.
    #expect(
      update
        == ListUpdate(stages: [.init(itemDeletes: [path(0, 0)], itemInserts: [path(0, 0)], itemReloads: [path(0, 1)])]))
    UIKitBatchValidator.expectValid(update, from: old.map(\.id), to: new.map(\.id))
  }

  @Test func reloadsOfMovedItemsGoToASecondStage() {
    let old = [Row(id: 1), Row(id: 2), Row(id: 3)]
    let new = [Row(id: 3, version: 1), Row(id: 1), Row(id: 2)]
    let update = ListDiff.diff(from: old, to: new, options: DiffOptions(contentChanges: .reload))
    // C3: no reload next to moves; the second stage is indexed in the new list.
    #expect(
      update
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 2), path(0, 0))]), .init(itemReloads: [path(0, 0)])]))
    UIKitBatchValidator.expectValid(update, from: old.map(\.id), to: new.map(\.id))
    // With the default, the same change is reconfigured at its new path.
    #expect(
      ListDiff.diff(from: old, to: new)
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 2), path(0, 0))])], changedItems: [path(0, 0)]))
  }

  @Test func changedSectionIsNotReloadedWhenReconfiguring() {
    let old = [section(1, [1, 2]), section(2, [3])]
    let new = [section(1, [2, 1], version: 1), section(2, [3])]
    #expect(
      diff(old, new) == ListUpdate(stages: [.init(itemMoves: [move(path(0, 1), path(0, 0))])], changedSections: [0]))
    // With .reload, the section is reloaded after its items moved (A10 and C1 keep them apart).
    #expect(
      diff(old, new, DiffOptions(contentChanges: .reload))
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 1), path(0, 0))]), .init(sectionReloads: [0])]))
  }

  @Test func reloadedSectionIsNotReloadedItemByItem() {
    let old = [section(1, [1, 2])]
    let new = [Section(model: Header(id: 1, version: 1), items: [Row(id: 1, version: 1), Row(id: 2)])]
    #expect(
      diff(old, new, DiffOptions(contentChanges: .reload)) == ListUpdate(stages: [.init(sectionReloads: [0])]))
  }

  // MARK: Threshold

  @Test(arguments: [(nil, false), (4, false), (3, true), (0, true)] as [(Int?, Bool)])
  func threshold(limit: Int?, requiresReload: Bool) {
    // 3 inserts + 1 reconfigure = 4 changes.
    let update = ListDiff.diff(
      from: [Row(id: 1)], to: [Row(id: 1, version: 1), Row(id: 2), Row(id: 3), Row(id: 4)],
      options: DiffOptions(maxAnimatedChanges: limit))
    #expect(update.changeCount == 4)
    #expect(update.requiresReload == requiresReload)
    // The stages are filled in all the same.
    #expect(update.stages == [.init(itemInserts: [path(0, 1), path(0, 2), path(0, 3)])])
  }

  // MARK: Small types

  @Test func itemPathOrdersBySectionThenItem() {
    #expect(path(0, 5) < path(1, 0))
    #expect(path(1, 0) < path(1, 2))
    #expect([path(1, 0), path(0, 3), path(0, 1)].sorted() == [path(0, 1), path(0, 3), path(1, 0)])
    #expect(path(2, 7).description == "[2, 7]")
    #expect(ItemPath(item: 7, section: 2).section == 2)
  }

  @Test func stringsAreTheirOwnIdentity() {
    #expect(
      ListDiff.diff(from: ["a", "b", "c"], to: ["c", "a", "b"])
        == ListUpdate(stages: [.init(itemMoves: [move(path(0, 2), path(0, 0))])]))
  }
}
