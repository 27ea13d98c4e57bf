import Foundation
import Testing

@testable import FormworkCore

/// Options enabled on a condition (`Row.option(_:enabledWhen:)`, SurveyJS's choice `enableIf`):
/// shown disabled while the condition fails, refused when chosen, a choice made before kept.
@MainActor
@Suite struct OptionEnabledTests {
  let seats = RowKey<Int>("seats")
  let plan = RowKey<String>("plan")
  let extras = RowKey<[String]>("extras")
  let size = RowKey<String>("size")

  func form() throws -> Form {
    try Form {
      Section {
        Row.integer(seats, "Seats", value: 1)
        Row.selector(plan, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")])
          .option("team", enabledWhen: "seats > 1")
        Row.multipleSelector(extras, "Extras", options: [.init("sso", "SSO"), .init("audit", "Audit")])
          .option("sso", enabledWhen: .expression("seats > 10"))
        Row.segmented(size, "Size", options: [.init("s", "S"), .init("m", "M"), .init("l", "L")])
          .option("m", enabledWhen: "seats > 1")
      }
    }
  }

  func id<Value>(_ key: RowKey<Value>, _ form: Form) throws -> RowID { try #require(form.rowID(forTag: key.tag)) }

  @Test func aDisabledOptionIsShownAndRefusedWithTheReason() throws {
    let form = try form()
    let row = try id(plan, form)
    #expect(form.state(of: row)?.options.items.map(\.isEnabled) == [true, false])
    var denials: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denials.append(reason) }
    }
    defer { subscription.cancel() }
    #expect(throws: FormError.self) { try form.choose("team", for: row) }
    #expect(form[plan] == nil)
    #expect(denials.count == 1 && denials[0].contains("Team"))
    form[seats] = 2
    #expect(form.state(of: row)?.options.items.map(\.isEnabled) == [true, true])
    try form.choose("team", for: row)
    #expect(form[plan] == "team")
  }

  @Test func aChoiceMadeBeforeTheOptionIsDisabledIsKept() throws {
    let form = try form()
    form[seats] = 20
    try form.toggleOption("sso", for: try id(extras, form))
    try form.choose("team", for: try id(plan, form))
    form[seats] = 1
    form.flush()
    #expect(form[plan] == "team")
    #expect(form[extras] == ["sso"])
    // Choosing it again is no change; removing it from a multiple choice is allowed.
    try form.choose("team", for: try id(plan, form))
    try form.toggleOption("sso", for: try id(extras, form))
    #expect(form[extras] == [])
    #expect(throws: FormError.self) { try form.toggleOption("sso", for: try id(extras, form)) }
  }

  @Test func steppingASegmentedRowSkipsDisabledOptions() throws {
    let form = try form()
    let row = try id(size, form)
    try form.step(row, by: 1)
    #expect(form[size] == "s")
    try form.step(row, by: 1)
    #expect(form[size] == "l")
    try form.step(row, by: 1)
    #expect(form[size] == "l")
  }

  @Test func aConditionForNoOptionFailsTheBuild() {
    #expect(throws: FormDefinitionError.self) {
      _ = try Form {
        Section {
          Row.selector(plan, "Plan", options: [.init("basic", "Basic")]).option("nope", enabledWhen: "true")
        }
      }
    }
  }
}

/// "Select all" of a multiple selector (`Row.selectAll(_:)`, SurveyJS's `hasSelectAll`).
@MainActor
@Suite struct SelectAllTests {
  let extras = RowKey<[String]>("extras")

  @Test func selectAllChoosesEveryEnabledOptionThenNone() throws {
    let form = try Form {
      Section {
        Row.check("open", "Open")
        Row.multipleSelector(
          extras, "Extras", options: [.init("a", "A"), .init("b", "B"), .init("c", "C")]
        )
        .option("c", enabledWhen: "open")
        .selectAll("All")
      }
    }
    let row = try #require(form.rowID(forTag: "extras"))
    #expect(form.state(of: row)?.configuration.selectAllTitle == "All")
    try form.toggleOption("b", for: row)
    try form.toggleAllOptions(for: row)
    #expect(form[extras] == ["a", "b"])
    try form.toggleAllOptions(for: row)
    #expect(form[extras] == [])
    form[RowKey<Bool>("open")] = true
    try form.toggleAllOptions(for: row)
    #expect(form[extras] == ["a", "b", "c"])
    form[RowKey<Bool>("open")] = false
    // Every enabled option is chosen: Select all removes them; the disabled one chosen stays.
    try form.toggleAllOptions(for: row)
    #expect(form[extras] == ["c"])
  }

  @Test func onlyMultipleSelectorsSelectAll() throws {
    let form = try Form { Section { Row.text("name", "Name") } }
    #expect(throws: FormError.self) { try form.toggleAllOptions(for: try #require(form.rowID(forTag: "name"))) }
  }
}
