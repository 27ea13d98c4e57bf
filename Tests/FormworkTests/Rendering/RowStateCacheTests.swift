import Foundation
import Testing

@testable import FormworkCore

/// A row entry that counts its refreshes, as a SwiftUI row model would re-render.
@MainActor
final class CountingEntry {
  var state: RowState
  var refreshes = 0

  init(_ state: RowState) { self.state = state }
}

@MainActor
func countingCache(_ form: Form) -> RowStateCache<CountingEntry> {
  RowStateCache(form: form, make: CountingEntry.init) { entry, state in
    entry.state = state
    entry.refreshes += 1
  }
}

/// The invalidation logic of the SwiftUI store: which row entries an update refreshes.
@MainActor
@Suite struct RowStateCacheTests {
  let show = RowKey<Bool>("show")
  let name = RowKey<String>("name")
  let age = RowKey<Int>("age")
  let detail = RowKey<String>("detail")
  let echo = RowKey<String>("echo")

  func form() throws -> Form {
    try Form {
      Section("Main", tag: "main") {
        Row.switch(show, "Show")
        Row.text(name, "Name")
        Row.integer(age, "Age")
        Row.text(detail, "Detail").hidden { $0[show] != true }
        Row.info(echo, "Echo")
      }
    }
  }

  /// Makes an entry for every shown row, as a list showing all of them would.
  func cacheShownRows(_ cache: RowStateCache<CountingEntry>, _ form: Form) {
    for section in form.snapshot.sections { for row in section.rows { _ = cache.entry(for: row) } }
  }

  func id(_ form: Form, _ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  func totalRefreshes(_ cache: RowStateCache<CountingEntry>, _ form: Form) -> Int {
    form.rowIDs.compactMap { cache.cachedEntry(for: $0)?.refreshes }.reduce(0, +)
  }

  @Test func entriesAreMadeLazilyFromTheCurrentState() throws {
    let form = try form()
    let cache = countingCache(form)
    #expect(cache.count == 0)
    form[name] = "Ada"
    form.flush()
    let entry = try #require(cache.entry(for: try id(form, "name")))
    #expect(entry.state.value == "Ada")
    #expect(cache.count == 1)
    #expect(cache.entry(for: try id(form, "name")) === entry)
    #expect(cache.entry(for: RowID(rawValue: 999_999)) == nil)
  }

  @Test func aProgramChangeRefreshesOnlyThatRow() throws {
    let form = try form()
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    form[echo] = "hello"
    let plan = cache.apply(try #require(form.flush()))
    #expect(plan.refreshedRows == [try id(form, "echo")])
    #expect(cache.cachedEntry(for: try id(form, "echo"))?.refreshes == 1)
    #expect(cache.cachedEntry(for: try id(form, "echo"))?.state.displayValue == "hello")
    #expect(totalRefreshes(cache, form) == 1)
  }

  @Test func typingRefreshesNothing() throws {
    let form = try form()
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    form.input("Ada", for: try id(form, "name"))
    if let update = form.flush() {
      let plan = cache.apply(update)
      #expect(plan.refreshedRows.isEmpty)
      #expect(!update.isStructural)
    }
    #expect(totalRefreshes(cache, form) == 0)
    #expect(form[name] == "Ada")
  }

  @Test func textThatDoesNotParseRefreshesItsRowOnceForTheError() throws {
    let form = try form()
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    let ageID = try id(form, "age")
    form.input("12a", for: ageID)
    cache.apply(try #require(form.flush()))
    let entry = try #require(cache.cachedEntry(for: ageID))
    #expect(entry.refreshes == 1)
    #expect(entry.state.inputError != nil)
    #expect(entry.state.editingText == "12a")
    form.input("12ab", for: ageID)  // still an error, same row: the message changes
    if let update = form.flush() { cache.apply(update) }
    form.input("12", for: ageID)
    cache.apply(try #require(form.flush()))
    #expect(entry.state.inputError == nil)
    #expect(entry.state.value == 12)
  }

  @Test func aToggleThatShowsARowRefreshesTheToggleAndTheNewRow() throws {
    let form = try form()
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    let showID = try id(form, "show")
    let detailID = try id(form, "detail")
    form.input("kept", for: detailID)  // hidden rows take values too
    try form.userSetValue(true, for: showID)
    let plan = cache.apply(try #require(form.flush()))
    #expect(plan.refreshedRows == [showID, detailID])
    #expect(plan.removedRows.isEmpty)
    #expect(plan.sectionsWithChangedRows == [try #require(form.sectionID(forTag: "main"))])
    #expect(!plan.sectionListChanged)
    // The toggle's entry refreshed; the new row had none: it is made fresh when asked for.
    #expect(totalRefreshes(cache, form) == 1)
    #expect(cache.cachedEntry(for: detailID) == nil)
    #expect(cache.entry(for: detailID)?.state.value == "kept")
  }

  @Test func hiddenRowsDropOut() throws {
    let form = try form()
    let cache = countingCache(form)
    form[show] = true
    form.flush()
    cacheShownRows(cache, form)
    let detailID = try id(form, "detail")
    #expect(cache.cachedEntry(for: detailID) != nil)
    form[show] = false
    let plan = cache.apply(try #require(form.flush()))
    #expect(plan.removedRows == [detailID])
    #expect(cache.cachedEntry(for: detailID) == nil)
    // Changed while hidden (no update lists it), it shows its current state when shown again.
    form[detail] = "while hidden"
    form[show] = true
    cache.apply(try #require(form.flush()))
    #expect(cache.entry(for: detailID)?.state.value == "while hidden")
  }

  @Test func aCachedHiddenRowIsRefreshedWhenItShowsAgain() throws {
    let form = try form()
    let cache = countingCache(form)
    let detailID = try id(form, "detail")
    // A renderer may ask for a row that is not shown (a view animating out): it is cached,
    // misses the updates while hidden, and is refreshed by the update that inserts it.
    let entry = try #require(cache.entry(for: detailID))
    form[detail] = "new"
    if let update = form.flush() { cache.apply(update) }
    #expect(entry.state.value == .null)
    form[show] = true
    cache.apply(try #require(form.flush()))
    #expect(entry.refreshes == 1)
    #expect(entry.state.value == "new")
  }

  @Test func hidingASectionDropsItsRowsAndShowingItRefreshesIt() throws {
    let gate = RowKey<Bool>("gate")
    let form = try Form {
      Section("Gate") { Row.switch(gate, "Gate") }
      Section("Extra", tag: "extra") {
        Row.text("one", "One")
        Row.text("two", "Two")
      }
      .hidden { $0[gate] == true }
    }
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    let extra = try #require(form.sectionID(forTag: "extra"))
    form[gate] = true
    let hidePlan = cache.apply(try #require(form.flush()))
    #expect(hidePlan.removedSections == [extra])
    #expect(Set(hidePlan.removedRows) == [try id(form, "one"), try id(form, "two")])
    #expect(hidePlan.sectionListChanged)
    #expect(cache.cachedEntry(for: try id(form, "one")) == nil)
    form[gate] = false
    let showPlan = cache.apply(try #require(form.flush()))
    #expect(showPlan.refreshedSections.contains(extra))
    #expect(showPlan.refreshedRows.contains(try id(form, "one")))
    #expect(showPlan.removedRows.isEmpty)
  }

  @Test func refreshAllForgetsRemovedRows() throws {
    let form = try form()
    let cache = countingCache(form)
    cacheShownRows(cache, form)
    let nameID = try id(form, "name")
    try form.removeRow(nameID)
    cache.refreshAll()
    #expect(cache.cachedEntry(for: nameID) == nil)
    #expect(cache.cachedEntry(for: try id(form, "age"))?.refreshes == 1)
  }

  @Test func everyUpdateOfARandomSessionKeepsEntriesEqualToTheForm() throws {
    let form = try form()
    let cache = countingCache(form)
    var generator = SystemRandomNumberGenerator()
    for step in 0..<200 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: form[show] = Bool.random(using: &generator)
      case 1: form[echo] = "step \(step)"
      case 2: form[detail] = "detail \(step)"
      default: form.input(Bool.random(using: &generator) ? "\(step)" : "x\(step)", for: try id(form, "age"))
      }
      if let update = form.flush() { cache.apply(update) }
      cacheShownRows(cache, form)
      for section in form.snapshot.sections {
        for row in section.rows {
          let cached = try #require(cache.cachedEntry(for: row)).state
          let current = try #require(form.state(of: row))
          #expect(cached.inputError == current.inputError)
          #expect(cached.issues == current.issues)
          // Text typed by the user is on screen already: its row is not refreshed for it.
          if !current.isTextInput || current.inputError != nil {
            #expect(cached.value == current.value && cached.editingText == current.editingText)
          }
        }
      }
    }
  }
}
