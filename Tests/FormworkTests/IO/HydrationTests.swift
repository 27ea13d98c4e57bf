import Formwork
import FormworkValuesTestSupport
import Foundation
import Testing

@MainActor
@Suite struct HydrationTests {
  let number = RowKey<String>("number")
  let total = RowKey<Decimal>("total")
  let placed = RowKey<Date>("placed")
  let firstItem = RowKey<String>("firstItem")
  let quantity = RowKey<Int>("quantity")
  let odd = RowKey<String>("odd")
  let note = RowKey<String>("note")
  let phones = SectionKey<String>("phones")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.text(number, "Number").source("data.order.number")
        Row.decimal(total, "Total").source("data.order.total")
        Row.dateTime(placed, "Placed").source("$.data.order.placed")
        Row.text(firstItem, "First item").source("data.items[0].name")
        Row.integer(quantity, "Quantity", value: 1).source("data.items[0].quantity")
        Row.text(odd, "Odd").source(#"data["x.y"]"#)
        Row.text(note, "Note", value: "mine")
        Row<String>.info(nil, "Server id").source("data.id")
      }
      Section.multivalued(phones, "Phones") { Row.phone(nil, "Phone").source("data.phones") }
    }
  }

  static let response = """
    {"data": {
      "order": {"number": 1017, "total": 12.345678901234567890, "placed": "2024-05-01T09:30:00Z"},
      "items": [{"name": "Tea", "quantity": "3"}],
      "x.y": "dotted", "id": "srv-1", "phones": ["+33 1", "+86 2"], "note": "not mine"
    }}
    """

  @Test func readsEachRowFromItsSourcePath() throws {
    let form = try makeForm()
    let report = try form.hydrate(json: Self.response)
    #expect(!report.hasProblems)
    #expect(report.missing.isEmpty)
    #expect(form[number] == "1017")
    #expect(form[total] == decimal("12.345678901234567890"))
    #expect(form[placed] == isoDate("2024-05-01T09:30:00Z"))
    #expect(form[firstItem] == "Tea")
    #expect(form[quantity] == 3)
    #expect(form[odd] == "dotted")
    #expect(form[phones] == ["+33 1", "+86 2"])
    // Rows without a source are untouched.
    #expect(form[note] == "mine")
    #expect(report.applied.count == 8)
    #expect(report.applied.contains(.init(row: "Server id", path: "$.data.id")))
    #expect(report.applied.contains(.init(row: "firstItem", path: "$.data.items[0].name")))
  }

  @Test func mismatchesAreReportedAndKeepThePreviousValueWhileGoodOnesApply() throws {
    let form = try makeForm()
    form[number] = "old"
    let report = form.hydrate(from: [
      "data": ["order": ["number": ["not", "text"], "total": "12,5"], "items": [["name": "Tea"]]]
    ])
    #expect(report.problems.map(\.code) == [.typeMismatch, .typeMismatch])
    #expect(report.problems.map(\.location.tag) == ["number", "total"])
    #expect(report.problems.map(\.location.path) == ["$.data.order.number", "$.data.order.total"])
    #expect(form[number] == "old")
    #expect(form[total] == nil)
    #expect(form[firstItem] == "Tea")
    #expect(form[quantity] == 1)
  }

  @Test func missingPathsAreListedNotErrors() throws {
    let form = try makeForm()
    let report = form.hydrate(from: ["data": ["order": nil, "items": []]])
    #expect(!report.hasProblems)
    #expect(report.applied.isEmpty)
    #expect(
      Set(report.missing.map(\.path)) == [
        "$.data.order.number", "$.data.order.total", "$.data.order.placed", "$.data.items[0].name",
        "$.data.items[0].quantity", #"$.data["x.y"]"#, "$.data.id", "$.data.phones",
      ])
    #expect(form[quantity] == 1)
  }

  @Test func pathsThroughTheWrongShapeAreProblems() throws {
    let form = try makeForm()
    let report = form.hydrate(from: ["data": ["order": "none", "items": ["name": "x"]]])
    #expect(report.problems.count == 5)
    let first = try #require(report.problems.first)
    #expect(first.location.tag == "number")
    #expect(first.message.contains("expected an object at $.data.order"))
    #expect(report.problems.contains { $0.message.contains("expected a list at $.data.items") })
  }

  @Test func malformedSourcePathsAreReported() throws {
    let form = try Form { Section { Row.text(number, "Number").source("data..number") } }
    let report = form.hydrate(from: ["data": ["number": "1"]])
    #expect(report.problems.map(\.code) == [.invalidPath])
    #expect(report.problems.first?.location.tag == "number")
    #expect(form[number] == nil)
  }

  @Test func rowsWithoutSourceCanReadTheirTag() throws {
    let form = try Form {
      Section {
        Row.text(RowKey<String>("applicant.name"), "Name")
        Row.text(number, "Number").source("order.number")
        Row.text(note, "Note", value: "kept")
      }
      Section.multivalued(phones, "Phones") { Row.phone(nil, "Phone") }
    }
    let report = form.hydrate(
      from: ["applicant": ["name": "Ada"], "order": ["number": "7"], "number": "wrong", "phones": ["1"]],
      matching: .sourcePathsOrTags)
    #expect(form.values() == ["applicant.name": "Ada", "number": "7", "note": "kept", "phones": ["1"]])
    #expect(report.missing == [.init(row: "note", path: "$.note")])
  }

  @Test func hydratesFromAnEncodableModelExactly() throws {
    struct Response: Encodable {
      struct Order: Encodable {
        var number: String
        var total: Decimal
        var placed: Date
      }
      var data: [String: Order]
    }
    let form = try makeForm()
    let placedAt = Date(timeIntervalSince1970: 1_714_555_800.125)
    let report = try form.hydrate(
      from: Response(data: ["order": .init(number: "A-1", total: decimal("0.1"), placed: placedAt)]))
    #expect(report.applied.map(\.row) == ["number", "total", "placed"])
    #expect(form[total] == decimal("0.1"))
    #expect(form[placed] == placedAt)
  }

  @Test func changesHaveTheHydrationOriginAndArriveAsOneUpdate() throws {
    let form = try makeForm()
    form.updateDelivery = .immediate
    var updates = 0
    var origins: Set<ChangeOrigin> = []
    let updateSubscription = form.onUpdate { _ in updates += 1 }
    let eventSubscription = form.observe { event in
      if case .valueChanged(let change) = event { origins.insert(change.origin) }
    }
    try form.hydrate(json: Self.response)
    #expect(updates == 1)
    #expect(origins == [.hydration])
    updateSubscription.cancel()
    eventSubscription.cancel()
  }

  @Test func markCleanAfterHydrationTracksEditsFromTheLoadedState() throws {
    let form = try makeForm()
    try form.hydrate(json: Self.response)
    #expect(form.dirtyTags.contains("number"))
    form.markClean()
    #expect(!form.isDirty)
    try form.setValues(["quantity": 4])
    #expect(form.dirtyTags == ["quantity"])
    try form.reset()
    #expect(form[quantity] == 3)
    #expect(form[number] == "1017")
  }

  @Test func malformedJSONChangesNothing() throws {
    let form = try makeForm()
    let error = try #require(throws: FormError.self) { try form.hydrate(json: #"{"data": }"#) }
    #expect(error.code == .invalidJSON)
    #expect(form[quantity] == 1)
  }
}
