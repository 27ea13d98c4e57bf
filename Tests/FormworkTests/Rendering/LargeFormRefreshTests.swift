import Foundation
import Testing

@testable import FormworkCore

/// A 10,000-row form: each update refreshes the rows it changed, not the form.
@MainActor
@Suite struct LargeFormRefreshTests {
  static let rowCount = 10_000
  let toggle = RowKey<Bool>("toggle")

  /// 100 sections of 100 rows; the last row of section 50 shows when `toggle` is on, and row
  /// `r7000` reads `r42` (its title follows it through a hidden condition's reads, not at all:
  /// only conditions link rows).
  func largeForm(sections: Int = 100) throws -> Form {
    let perSection = Self.rowCount / sections
    let toggle = self.toggle
    return try Form(
      sections: (0..<sections).map { section in
        Section("Section \(section)", tag: "s\(section)") {
          if section == 0 { Row.switch(toggle, "Toggle") }
          for item in 0..<perSection {
            Row.text(RowKey<String>("r\(section * perSection + item)"), "Row \(section * perSection + item)")
          }
          if section == 50 { Row.text("revealed", "Revealed").hidden { $0[toggle] != true } }
        }
      })
  }

  func cacheEverything(_ cache: RowStateCache<CountingEntry>, _ form: Form) {
    for section in form.snapshot.sections { for row in section.rows { _ = cache.entry(for: row) } }
  }

  func refreshes(_ cache: RowStateCache<CountingEntry>, _ form: Form) -> Int {
    form.rowIDs.compactMap { cache.cachedEntry(for: $0)?.refreshes }.reduce(0, +)
  }

  @Test(arguments: [1, 100])
  func oneChangeRefreshesOneRow(sections: Int) throws {
    let form = try largeForm(sections: sections)
    let cache = countingCache(form)
    cacheEverything(cache, form)
    #expect(cache.count == Self.rowCount + 1)

    form[RowKey<String>("r4242")] = "changed"
    let plan = cache.apply(try #require(form.flush()))
    #expect(plan.refreshedRows == [try #require(form.rowID(forTag: "r4242"))])
    #expect(refreshes(cache, form) == 1)

    // Typing refreshes nothing at all.
    form.input("typed", for: try #require(form.rowID(forTag: "r17")))
    if let update = form.flush() { cache.apply(update) }
    #expect(refreshes(cache, form) == 1)
  }

  @Test func aToggleThatShowsARowIsTwoRowsOfWork() throws {
    let form = try largeForm()
    let cache = countingCache(form)
    cacheEverything(cache, form)
    let toggleID = try #require(form.rowID(for: toggle))
    let revealed = try #require(form.rowID(forTag: "revealed"))

    try form.userSetValue(true, for: toggleID)
    let show = cache.apply(try #require(form.flush()))
    #expect(show.refreshedRows == [toggleID, revealed])
    #expect(show.sectionsWithChangedRows == [try #require(form.sectionID(forTag: "s50"))])
    #expect(show.removedRows.isEmpty && !show.sectionListChanged)
    #expect(refreshes(cache, form) == 1)  // the toggle; the revealed row is made when shown

    try form.userSetValue(false, for: toggleID)
    let hide = cache.apply(try #require(form.flush()))
    #expect(hide.refreshedRows == [toggleID])
    #expect(hide.removedRows == [revealed])
    #expect(cache.count == Self.rowCount + 1)
  }

  @Test func manyChangesInOneTransactionRefreshEachChangedRowOnce() throws {
    let form = try largeForm()
    let cache = countingCache(form)
    cacheEverything(cache, form)
    let tags = (0..<50).map { "r\($0 * 199)" }
    form.transaction {
      for tag in tags {
        form[RowKey<String>(tag)] = "a"
        form[RowKey<String>(tag)] = "b"
      }
    }
    let plan = cache.apply(try #require(form.flush()))
    #expect(plan.refreshedRows.count == tags.count)
    #expect(refreshes(cache, form) == tags.count)
  }
}
