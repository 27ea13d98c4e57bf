import Foundation
import Testing

@testable import FormworkCore

/// `RefreshPlan` against the plan computed the slow way (set differences of whole snapshots),
/// over random sessions of value changes, hidden sections and structural edits.
@MainActor
@Suite struct RefreshPlanTests {
  /// A small deterministic generator, so a failure replays.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let switches = (0..<4).map { RowKey<Bool>("s\($0)") }

  func form() throws -> Form {
    let s = Self.switches
    return try Form {
      Section("Switches", tag: "switches") {
        for key in s { Row.switch(key, key.tag) }
      }
      Section("A", tag: "a") {
        Row.text("a0", "A0").hidden { $0[s[0]] == true }
        Row.text("a1", "A1")
        Row.text("a2", "A2").hidden { $0[s[1]] == true }
        Row.text("a3", "A3").hidden { $0[s[0]] != true }
      }
      Section("B", tag: "b") {
        Row.text("b0", "B0").hidden { $0[s[2]] == true }
        Row.text("b1", "B1")
      }
      .hidden { $0[s[3]] == true }
      Section("C", tag: "c") {
        Row.text("c0", "C0").hidden { $0[s[1]] != true }
        Row.info(RowKey<String>("c1"), "C1")
      }
      .hidden { $0[s[1]] == true && $0[s[2]] == true }
    }
  }

  /// The plan computed from whole snapshots.
  struct SlowPlan {
    var refreshed: Set<RowID>
    var removed: Set<RowID>
    var removedSections: Set<SectionID>
    var changedSections: Set<SectionID>

    init(_ update: FormUpdate) {
      func rows(_ snapshot: FormSnapshot) -> [SectionID: [RowID]] {
        Dictionary(uniqueKeysWithValues: snapshot.sections.map { ($0.id, $0.rows) })
      }
      let before = rows(update.previous)
      let after = rows(update.snapshot)
      let oldRows = Set(before.values.joined())
      let newRows = Set(after.values.joined())
      removed = oldRows.subtracting(newRows)
      // Rows that changed section are inserted in their new place (refreshed) as well.
      var moved: Set<RowID> = []
      for (section, rows) in after {
        for row in rows where oldRows.contains(row) && !(before[section]?.contains(row) ?? false) { moved.insert(row) }
      }
      refreshed = Set(update.reconfigured).union(newRows.subtracting(oldRows)).union(moved)
      removedSections = Set(before.keys).subtracting(after.keys)
      changedSections = Set(before.keys.filter { after[$0] != nil && after[$0] != before[$0] })
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func planMatchesTheSlowPlan(seed: UInt64) throws {
    let form = try form()
    var random = SplitMix(state: seed)
    var added = 0
    for step in 0..<150 {
      form.transaction {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          change(form, step: step, added: &added, random: &random)
        }
      }
      guard let update = form.flush() else { continue }
      let plan = RefreshPlan(update)
      let slow = SlowPlan(update)
      // Rows moved within one section keep their views: the slow plan does not refresh them,
      // the plan may (a move spelled as delete and insert); everything the slow plan refreshes
      // the plan refreshes.
      #expect(slow.refreshed.isSubset(of: Set(plan.refreshedRows)), "step \(step)")
      #expect(Set(plan.refreshedRows).subtracting(slow.refreshed).allSatisfy { !slow.removed.contains($0) })
      #expect(Set(plan.removedRows) == slow.removed, "step \(step)")
      #expect(Set(plan.removedSections) == slow.removedSections, "step \(step)")
      #expect(Set(plan.sectionsWithChangedRows) == slow.changedSections, "step \(step)")
      #expect(plan.sectionListChanged == (update.previous.sections.map(\.id) != update.snapshot.sections.map(\.id)))
      #expect(Set(plan.refreshedRows).count == plan.refreshedRows.count, "no row twice")
    }
  }

  private func change(_ form: Form, step: Int, added: inout Int, random: inout SplitMix) {
    let a = form.sectionID(forTag: "a")
    let c = form.sectionID(forTag: "c")
    switch Int.random(in: 0..<10, using: &random) {
    case 0...4:
      let key = Self.switches[Int.random(in: 0..<Self.switches.count, using: &random)]
      form[key] = !(form[key] ?? false)
    case 5:
      form[RowKey<String>("c1")] = "info \(step)"
    case 6:
      // Move a row of A to C, or back.
      let rows = form.rowIDs(inSection: a ?? SectionID(rawValue: -1))
      if let row = rows.randomElement(using: &random), let c {
        try? form.moveRow(row, toSection: c, at: 0)
      } else if let row = form.rowIDs(inSection: c ?? SectionID(rawValue: -1)).first, let a {
        try? form.moveRow(row, toSection: a, at: 0)
      }
    case 7:
      if let a {
        added += 1
        _ = try? form.append(Row.text(RowKey<String>("new\(added)"), "New \(added)"), toSection: a)
      }
    case 8:
      if let row = form.rowIDs(inSection: a ?? SectionID(rawValue: -1)).randomElement(using: &random) {
        try? form.removeRow(row)
      }
    default:
      if let row = form.rowIDs(inSection: a ?? SectionID(rawValue: -1)).randomElement(using: &random) {
        form.input("typed \(step)", for: row)
      }
    }
  }

  @Test func aRowMovedToAnotherSectionRefreshesAndStays() throws {
    let form = try form()
    let a = try #require(form.sectionID(forTag: "a"))
    let c = try #require(form.sectionID(forTag: "c"))
    let a1 = try #require(form.rowID(forTag: "a1"))
    try form.moveRow(a1, toSection: c, at: 0)
    let plan = RefreshPlan(try #require(form.flush()))
    #expect(plan.refreshedRows.contains(a1))
    #expect(plan.removedRows.isEmpty)
    #expect(Set(plan.sectionsWithChangedRows) == [a, c])
    #expect(!plan.sectionListChanged)
  }

  /// A section whose issues appear or go (a submit, a stop added) is refreshed, so the SwiftUI
  /// section model republishes its state and the footer shows the issues.
  @Test func aSectionWhoseIssuesChangeIsRefreshed() throws {
    let stops = SectionKey<String>("stops")
    let form = try Form {
      Section("Order") { Row.text("reference", "Reference") }
      Section.multivalued(stops, "Stops", minRows: 1) { Row.text(nil, "Stop") }
    }
    form.flush()
    let section = try #require(form.sectionID(forTag: stops.tag))
    form.validate()
    let shown = RefreshPlan(try #require(form.flush()))
    #expect(shown.refreshedSections == [section])
    #expect(form.sectionState(of: section)?.issues.map(\.rule) == ["minRows"])
    try form.appendMultivaluedRow(toSection: section, value: "Lyon")
    let fixed = RefreshPlan(try #require(form.flush()))
    #expect(fixed.refreshedSections.contains(section))
    #expect(form.sectionState(of: section)?.issues == [])
  }
}
