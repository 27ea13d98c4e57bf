import Formwork
import Foundation
import Testing

/// Rows whose values are `URL`, `Duration` and `Set`.
@MainActor
@Suite struct ValueTypeRowTests {
  enum Day: String, FormValueConvertible, CaseIterable { case mon, tue, wed }

  let website = RowKey<URL>("website")
  let days = RowKey<Set<Day>>("days")
  let toppings = RowKey<Set<String>>("toppings")

  @Test func aURLRowHoldsAURL() throws {
    let form = try Form {
      Section { Row.url(website, "Website") }
    }
    let row = try #require(form.rowID(for: website))
    #expect(form.state(of: row)?.kind == .text(.url))
    form.input("https://example.com/a", for: row)
    #expect(form[website] == URL(string: "https://example.com/a"))
    #expect(form.values()["website"] == "https://example.com/a")
    form[website] = URL(string: "https://swift.org")
    #expect(form.state(of: row)?.value == "https://swift.org")
  }

  @Test func urlsAreRefusedWhenEmptyOrNotText() {
    #expect(throws: FormError.self) { try URL(formValue: "") }
    #expect(throws: FormError.self) { try URL(formValue: 42) }
  }

  @Test func aSetMultipleSelectorWritesSortedJSON() throws {
    let form = try Form {
      Section {
        Row.multipleSelector(days, "Days", value: [.wed, .mon], options: Day.allCases.map { .init($0, $0.rawValue) })
      }
    }
    #expect(form[days] == [.mon, .wed])
    #expect(form.values()["days"] == .list(["mon", "wed"]))
    let row = try #require(form.rowID(for: days))
    try form.toggleOption("tue", for: row)
    #expect(form[days] == [.mon, .tue, .wed])
  }

  @Test func aSetChecklist() throws {
    let form = try Form {
      Section.checklist(toppings, "Toppings", options: [.init("olives", "Olives"), .init("cheese", "Cheese")])
    }
    let section = try #require(form.sectionID(forTag: "toppings"))
    let options = form.rowIDs(inSection: section).filter { form.state(of: $0)?.kind == .toggle(.check) }
    form.tap(options[0])
    form.tap(options[1])
    #expect(form[toppings] == ["olives", "cheese"])
    #expect(form.values()["toppings"] == .list(["cheese", "olives"]))
  }

  @Test func setsAreSortedAndReadOnce() throws {
    #expect(Set([3, 1, 2]).formValue == .list([1, 2, 3]))
    #expect(try Set<Int>(formValue: [1, 1, 2]) == [1, 2])
  }

  @Test func aDurationCountdownIsStoredInSeconds() throws {
    guard #available(iOS 16, macOS 13, *) else { return }
    let timer = RowKey<Duration>("timer")
    let form = try Form {
      Section { Row.countdown(timer, "Timer", value: .seconds(90)) }
    }
    #expect(form[timer] == .seconds(90))
    #expect(form.values()["timer"]?.numericValue == 90)
    try form.setValue(.decimal(1.5), forTag: "timer")
    #expect(form[timer] == .milliseconds(1500))
  }
}
