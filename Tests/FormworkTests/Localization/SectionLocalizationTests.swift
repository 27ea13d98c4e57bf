import Formwork
import Foundation
import Testing

/// A section speaks the form's language too: its issues (built-in ones and registered rules'
/// localized messages) and a full list's reason on its Add row are worded again when
/// ``Form/locale`` changes, as rows' issues are.
@MainActor
@Suite struct SectionLocalizationTests {
  static let stops = SectionKey<String>("stops")

  func makeForm() throws -> Form {
    try Form(locale: Locale(identifier: "en_US")) {
      Section.multivalued(Self.stops, "Stops", minRows: 3, maxRows: 3) { Row.text(nil, "Stop") }
      Section.multivalued(SectionKey<String>("full"), "Full", values: ["a"], maxRows: 1) { Row.text(nil, "Item") }
    }
  }

  @Test func sectionIssuesAndTheFullListsReasonFollowTheLocale() throws {
    let form = try makeForm()
    let stops = try #require(form.sectionID(forTag: "stops"))
    _ = form.validate()
    #expect(form.issues(ofSection: stops).map(\.message) == ["Add at least 3 entries."])
    form.flush()
    let add = try #require(form.snapshot.rows(inSection: 1).last)
    #expect(form.state(of: add)?.disabledReason == "At most 1 entry is allowed.")
    form.locale = Locale(identifier: "de_DE")
    #expect(form.issues(ofSection: stops).map(\.message) == ["Mindestens 3 Einträge hinzufügen."])
    #expect(form.state(of: add)?.disabledReason == form.validationMessages.maxRows("Full", 1))
    #expect(form.state(of: add)?.disabledReason != "At most 1 entry is allowed.")
  }

  @Test func aSectionRulesLocalizedMessageFollowsTheLocale() throws {
    let form = try Form(locale: Locale(identifier: "en_US")) {
      Section.multivalued(Self.stops, "Stops") { Row.text(nil, "Stop") }
        .rules(
          SectionRule.minRows(1).message(
            .localized(["en": "Add a stop.", "de": "Einen Halt hinzufügen."])))
    }
    let stops = try #require(form.sectionID(forTag: "stops"))
    _ = form.validate()
    #expect(form.issues(ofSection: stops).map(\.message) == ["Add a stop."])
    form.locale = Locale(identifier: "de_DE")
    #expect(form.issues(ofSection: stops).map(\.message) == ["Einen Halt hinzufügen."])
  }
}
