import Formwork
import FormworkDiff
import FormworkListDriver
import Testing

/// A section's own issues ("at least one stop") in a list: part of the section's footer, with
/// the words VoiceOver reads, refreshed when the form reconfigures the section, announced when
/// the focused row is in the section.
@MainActor
@Suite struct SectionIssueDriverTests {
  static let stops = SectionKey<String>("stops")
  static let phones = SectionKey<String>("phones")

  /// Stops with a footer of their own; phones without a footer; a section with a warning rule.
  static func form() throws -> Form {
    try Form {
      Section("Order") { Row.text("reference", "Reference") }
      Section.multivalued(stops, "Stops", values: ["Lyon"], addTitle: "Add a stop", minRows: 2) {
        Row.text(nil, "Stop")
      }
      .footer("Drivers call in order.")
      Section.multivalued(phones, "Phones", addTitle: "Add a phone") { Row.phone(nil, "Phone") }
        .rules(.minRows(1).message("Add a phone number."))
      Section("Extras", tag: "extras") { Row.check(RowKey<Bool>("fragile"), "Fragile") }
        .rules(
          .custom("oneExtra", message: "Most orders ask for an extra.", severity: .warning) { section in
            section.values.contains(.bool(true))
          })
    }
  }

  func announcements(_ list: RecordingListView) -> [String] {
    list.operations.compactMap { if case .announce(let text) = $0 { text } else { nil } }
  }

  @Test func aFooterShowsItsTextThenTheSectionsIssues() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(driver.supplementary(.footer, inSection: 1)?.issues == [], "nothing before a submit")
    #expect(driver.supplementary(.footer, inSection: 2) == nil)

    form.validate()
    list.flush()
    let stops = try #require(driver.supplementary(.footer, inSection: 1))
    #expect(stops.text == "Drivers call in order.")
    #expect(stops.issues.map(\.text) == ["Add at least 2 entries."])
    #expect(stops.issues.map(\.isError) == [true])
    #expect(stops.issues.first?.rule == "minRows")
    #expect(stops.accessibilityLabel == "Drivers call in order.\nError: Add at least 2 entries.")
    #expect(stops.reuseIdentifier == "formwork.footer.text")
    #expect(driver.supplementary(.header, inSection: 1)?.issues == [], "headers never carry issues")

    // A section without a footer gets one, with no text, while it shows issues.
    let phones = try #require(driver.supplementary(.footer, inSection: 2))
    #expect(phones.kind == .text(""))
    #expect(phones.issues.map(\.text) == ["Add a phone number."])
    #expect(phones.accessibilityLabel == "Error: Add a phone number.")

    let extras = try #require(driver.supplementary(.footer, inSection: 3))
    #expect(extras.issues.map(\.severity) == [.warning])
    #expect(extras.accessibilityLabel == "Warning: Most orders ask for an extra.")
  }

  @Test func issuesThatAppearOrChangeRefreshTheFooterInPlaceOrReloadIt() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    // The list asked every section for its footer.
    for section in 0..<4 { _ = driver.supplementary(.footer, inSection: section) }

    form.validate()
    list.flush()
    // Stops had a footer: reconfigured. Phones and extras had none: reloaded (their layout changes).
    #expect(list.operations.contains(.reconfigureSupplementaries([1])))
    #expect(list.operations.contains(.reloadSupplementaries([2, 3])))
    for section in 0..<4 { _ = driver.supplementary(.footer, inSection: section) }

    // A second stop fixes the stops: their footer is reconfigured and shows no issue.
    let before = list.operations.count
    let stops = try #require(form.sectionID(forTag: Self.stops.tag))
    try form.appendMultivaluedRow(toSection: stops, value: "Dijon")
    list.flush()
    #expect(list.operations[before...].contains(.reconfigureSupplementaries([1])))
    #expect(driver.supplementary(.footer, inSection: 1)?.issues == [])

    // A phone fixes the phones: their footer goes away, so the section is reloaded.
    let afterStops = list.operations.count
    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    try form.appendMultivaluedRow(toSection: phones, value: "+33 1 23 45 67 89")
    list.flush()
    #expect(list.operations[afterStops...].contains(.reloadSupplementaries([2])))
    #expect(driver.supplementary(.footer, inSection: 2) == nil)
  }

  @Test func aSectionErrorIsAnnouncedOnceWhenTheFocusedRowIsInTheSection() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    let stops = try #require(form.sectionID(forTag: Self.stops.tag))
    let lyon = try #require(form.rowIDs(inSection: stops).first)
    #expect(driver.focus(lyon))

    form.validate()
    list.flush()
    #expect(announcements(list) == ["\(driver.strings.errorAccessibility): Add at least 2 entries."])

    // Typing in the stop keeps the same error: not said again.
    _ = driver.textDidChange("Lyon 2", in: lyon)
    list.flush()
    #expect(announcements(list).count == 1)

    // A row outside the section does not hear the stops' error.
    let reference = try #require(form.rowID(forTag: "reference"))
    #expect(driver.focus(reference))
    list.flush()
    #expect(announcements(list).count == 1)
  }

  @Test func aRowsOwnErrorIsAnnouncedBeforeItsSections() throws {
    let form = try Form {
      Section.multivalued(Self.stops, "Stops", addTitle: "Add a stop", minRows: 1) {
        Row.text(nil, "Stop").rules(.minLength(3))
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let stops = try #require(form.sectionID(forTag: Self.stops.tag))
    let stop = try form.appendMultivaluedRow(toSection: stops)
    list.flush()
    #expect(driver.focus(stop))
    form.validate()
    list.flush()
    // The section lists an entry, empty: the message asks to fill it in.
    #expect(announcements(list) == ["\(driver.strings.errorAccessibility): Fill in at least 1 entry."])
    _ = driver.textDidChange("ab", in: stop)
    list.flush()
    let own = try #require(form.state(of: stop)?.errors.first?.message)
    #expect(announcements(list).last == "\(driver.strings.errorAccessibility): \(own)")
  }

  @Test func aRefusedSubmitRevealsTheSectionsAddRow() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    try form.setValue("A-17", forTag: "reference")
    let stops = try #require(form.sectionID(forTag: Self.stops.tag))
    try form.appendMultivaluedRow(toSection: stops, value: "Dijon")
    list.flush()
    let report = form.validate()
    #expect(report.firstError?.subject == .section(try #require(form.sectionID(forTag: Self.phones.tag))))
    let reveal = driver.revealFirstProblem(of: report)
    let add = try #require(form.snapshot.rows(inSection: 2).last)
    let path = try #require(driver.indexPath(of: add))
    #expect(form.state(of: add)?.title == "Add a phone")
    #expect(reveal == .scrolled(path), "an Add row takes no focus: the list scrolls to it")
    #expect(list.operations.last == .scroll(path))
    list.expectConsistent()
  }
}
