import Formwork
import Foundation
import Testing

/// The public building blocks for rows and sections whose parts arrive at run time (what the
/// schema reader builds with): untyped values, options and actions, rules over `FormValue`,
/// pages as sections, section rules as a list, entries that may be empty, mappings, picked
/// texts, a form's edit policy from the start, and "did you mean".
@MainActor
@Suite struct RunTimeRowTests {
  // The build moves the rows of sections it is given up (a schema's); sections the caller
  // keeps must come out of a build whole, for the next form and for the rows a multivalued
  // section resets to.
  @Test func sectionsTheCallerKeepsBuildAnyNumberOfForms() throws {
    let name = RowKey<String>("name")
    let stops = SectionKey<String>("stops")
    let sections = [
      Section(
        "Trip", tag: "trip",
        rows: [
          Row(name, kind: .text(.text), title: "Name").value("Ada").eraseToAnyRow(),
          Row<Int>(RowKey("count"), kind: .stepper, title: "Count").value(2).eraseToAnyRow(),
        ]),
      Section.multivalued(stops, "Stops", values: ["Lyon"]) { Row.text(nil, "Stop") },
    ]
    let first = try Form(sections: sections)
    let second = try Form(sections: sections)
    for form in [first, second] {
      #expect(form[name] == "Ada")
      #expect(form.values()["count"] == .int(2))
      #expect(form.values()["stops"] == .list([.string("Lyon")]))
    }
    first[name] = "Grace"
    try first.appendMultivaluedRow(toSection: try #require(first.sectionID(forTag: "stops")))
    try first.reset()
    #expect(first[name] == "Ada")
    #expect(first.values()["stops"] == .list([.string("Lyon")]))
    #expect(second[name] == "Ada")
  }

  @Test func anUntypedValueIsConvertedAsTheFormConvertsIt() throws {
    let age = Row(RowKey<Int>("age"), kind: .text(.integer))
    #expect(try age.convertedValue(.string("42")) == 42)
    #expect(try age.convertedValue(.null) == nil)
    let error = try #require(throws: FormError.self) { try age.convertedValue(.string("forty")) }
    #expect(error.code == .typeMismatch)
    #expect(try Row(RowKey<String>("name"), kind: .text(.text)).convertedValue("") == nil)
  }

  @Test func aStepperRefusesAnUntypedValueOutsideItsBounds() throws {
    let count = Row(RowKey<Int>("count"), kind: .stepper).configuration {
      $0.stepper = StepperConfiguration(minimum: 0, maximum: 10)
    }
    #expect(try count.convertedValue(.int(10)) == 10)
    let error = try #require(throws: FormError.self) { try count.convertedValue(.int(11)) }
    #expect(error.code == .typeMismatch)
    #expect(error.message.contains("outside"))
  }

  @Test func untypedOptionsAreTheRowsOptions() throws {
    let items = [OptionItem(value: "s", title: "Small"), OptionItem(value: "l", title: "Large")]
    let size = RowKey<String>("size")
    let form = try Form { Section { Row(size, kind: .segmented).options(.fixed(items)).value("l") } }
    let row = try #require(form.rowID(forTag: "size"))
    #expect(form.state(of: row)?.options == .loaded(items))
    #expect(form[size] == "l")
    #expect(throws: FormDefinitionError.self) {
      try Form { Section { Row(size, kind: .segmented).options(.fixed(items)).value("m") } }
    }
  }

  @Test func aButtonMadeAtRunTimeRunsItsAction() throws {
    let taps = TapCounter()
    let button = Row<NoValue>(RowKey("send"), kind: .button, title: "Send").action { _ in taps.count += 1 }
    let form = try Form { Section { button } }
    #expect(form.tap(try #require(form.rowID(forTag: "send"))) == .performedAction)
    #expect(taps.count == 1)
  }

  @Test func anUntypedRuleChecksRowsOfEveryType() throws {
    let notZero = Rule<FormValue>.custom("notZero", message: "Not zero.") { value, _ in
      value?.numericValue != 0 && value != "0"
    }
    let form = try Form {
      Section {
        Row.text(RowKey<String>("code"), "Code", value: "0").rules(Rule(untyped: notZero))
        Row.integer(RowKey<Int>("count"), "Count", value: 0).rules(Rule(untyped: notZero))
        Row.integer(RowKey<Int>("other"), "Other", value: 3).rules(Rule(untyped: notZero))
      }
    }
    let report = form.validate()
    #expect(report.issues.map(\.tag) == ["code", "count"])
    #expect(report.issues.allSatisfy { $0.rule == "notZero" && $0.message == "Not zero." })
  }

  @Test func pagesGiveTheirSectionsMarked() throws {
    let pages = [
      Page("Applicant", sections: [Section { Row.text(RowKey<String>("name"), "Name") }]),
      Page(.localized(["en": "Loan", "de": "Darlehen"]), tag: "loan") {
        Section { Row.decimal(RowKey<Decimal>("amount"), "Amount") }
      },
    ]
    #expect(pages.map(\.tag) == [nil, "loan"])
    #expect(pages[0].title == "Applicant")
    let form = try Form(sections: pages.flatMap(\.sections))
    #expect(form.pageIDs.count == 2)
    #expect(try Form(pages: pages).pageIDs.count == 2)
  }

  @Test func sectionRulesGivenAsAListRunInOrder() throws {
    let names = ["filled", "short"]  // as a server might name them
    let rules: [SectionRule] = names.map { name in
      .custom(name, message: "Check \(name).") { context in
        name == "filled" ? context.filledCount == context.values.count : context.values.count <= 2
      }
    }
    let rows = (0..<3).map { Row.text(RowKey<String>("s\($0)")).eraseToAnyRow() }
    let report = try Form { Section("Stops", tag: "stops", rows: rows).rules(rules) }.validate()
    #expect(report.issues.map(\.rule) == ["filled", "short"])
  }

  @Test func aMultivaluedSectionMayStartWithEmptyEntries() throws {
    let phones = SectionKey<String>("phones")
    let form = try Form {
      Section.multivalued(phones, "Phones", entries: ["123", nil, "456"]) { Row.phone(nil, "Phone") }
    }
    #expect(form.rowIDs.map { form.state(of: $0)?.value } == ["123", .null, "456"])
    #expect(form.values()["phones"] == ["123", "456"])  // an empty entry is no value
  }

  @Test func aMappingMadeAtRunTimeNamesTheParameter() throws {
    let mapping = ParameterMapping(key: "applicant.phone", transforms: [.digits])
    let form = try Form {
      Section { Row.phone(RowKey<String>("phone"), "Phone", value: "+33 1 23").parameter(mapping) }
    }
    #expect(try form.parameters() == ["applicant": ["phone": "33123"]])
  }

  @Test func aTextIsPickedForALocale() {
    let title: FormText = .localized(["en": "Payment", "de": "Zahlung"])
    #expect(title.plainText(in: Locale(identifier: "de_AT")) == "Zahlung")
    #expect(title.plainText(in: Locale(identifier: "fr_FR")) == "Payment")
    #expect(FormText.template("Hello {name}").plainText(in: Locale(identifier: "en")) == nil)
  }

  @Test func aFormCanBeReadOnlyFromTheStart() throws {
    let sections = [
      Section {
        Row.text(RowKey<String>("name"), "Name")
        Row.textArea(RowKey<String>("remarks"), "Remarks")
      }
    ]
    let form = try Form(sections: sections, editPolicy: .readOnly(except: ["remarks"]))
    guard case .denied = form.tap(try #require(form.rowID(forTag: "name"))) else {
      Issue.record("a read-only row must deny a tap")
      return
    }
    #expect(form.tap(try #require(form.rowID(forTag: "remarks"))) == .focus)
  }

  @Test func suggestionsStopWhenTheBudgetIsSpent() {
    #expect(NameSuggester.closest(to: "emial", among: ["email", "phone"]) == "email")
    let suggester = NameSuggester(comparisons: 3)
    #expect(suggester.closest(to: "emial", among: ["phone", "email"]) == "email")
    #expect(suggester.closest(to: "emial", among: ["phone", "email"]) == nil)
    #expect(NameSuggester.closest(to: "zzz", among: ["email"]) == nil)
  }

  @Test func theExpressionFunctionsAreListed() {
    #expect(FormExpression.functionNames.contains("iif"))
    #expect(FormExpression.functionNames.contains("today"))
    #expect(Set(FormExpression.functionNames).count == FormExpression.functionNames.count)
  }
}

/// Counts a button's taps (its action runs on the main actor).
@MainActor
final class TapCounter: Sendable {
  var count = 0
}
