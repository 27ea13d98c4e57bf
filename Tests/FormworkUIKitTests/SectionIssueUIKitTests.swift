#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// A section's issues ("at least one stop") in a real table and collection view: under the
  /// footer text in the driver's words, red for an error, read by VoiceOver with "Error", gone
  /// again when fixed. Runs on an iOS simulator only.
  @MainActor
  @Suite(.serialized) struct SectionIssueUIKitTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let stops = SectionKey<String>("stops")

    static func form() throws -> Form {
      try Form {
        Section.multivalued(stops, "Stops", addTitle: "Add a stop", minRows: 1) { Row.text(nil, "Stop") }
          .footer("Drivers call in order.")
        Section("Notes", tag: "notes") { Row.text("note", "Note") }
          .rules(.minRows(1).message("Write a note."))
      }
    }

    @Test func aTableFooterShowsTheIssueInRedUnderItsText() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      form.validate()
      await UIKitFixtures.nextTurn()
      screen.tableView.layoutIfNeeded()
      let footer = try #require(screen.tableView.footerView(forSection: 0))
      let configuration = try #require(footer.contentConfiguration as? UIListContentConfiguration)
      #expect(configuration.text == "Drivers call in order.")
      let issues = try #require(configuration.secondaryAttributedText)
      #expect(issues.string == "Add at least 1 entry.")
      let color = issues.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
      #expect(color == .systemRed)
      #expect(footer.isAccessibilityElement)
      #expect(footer.accessibilityLabel == "Drivers call in order.\nError: Add at least 1 entry.")

      // A section without a footer gets one for its issue, with no text.
      let extras = try #require(screen.tableView.footerView(forSection: 1))
      let extrasConfiguration = try #require(extras.contentConfiguration as? UIListContentConfiguration)
      #expect(extrasConfiguration.text == nil)
      #expect(extrasConfiguration.secondaryAttributedText?.string == "Write a note.")

      // A stop fixes it: the footer shows its text only.
      let stops = try #require(form.sectionID(forTag: Self.stops.tag))
      try form.appendMultivaluedRow(toSection: stops, value: "Lyon")
      await UIKitFixtures.nextTurn()
      screen.tableView.layoutIfNeeded()
      let fixed = try #require(screen.tableView.footerView(forSection: 0))
      let fixedConfiguration = try #require(fixed.contentConfiguration as? UIListContentConfiguration)
      #expect(fixedConfiguration.secondaryAttributedText == nil)
      #expect(!fixed.isAccessibilityElement)
    }

    @Test func aCollectionFooterShowsTheIssueToo() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.collectionScreen(form)
      defer { window.isHidden = true }
      form.validate()
      await UIKitFixtures.nextTurn()
      screen.collectionView.layoutIfNeeded()
      let footer = try #require(
        screen.collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
      let cell = try #require(footer as? UICollectionViewListCell)
      let configuration = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      #expect(configuration.secondaryAttributedText?.string == "Add at least 1 entry.")
      #expect(cell.accessibilityLabel == "Drivers call in order.\nError: Add at least 1 entry.")
    }

    @Test func issueTextColorsEachLineBySeverity() {
      var strings = FormListStrings()
      strings.errorAccessibility = "Error"
      let error = FormSectionIssueLine(
        ValidationIssue(section: SectionID(rawValue: 1), tag: "s", rule: "a", message: "Bad", severity: .error),
        strings: strings)
      let warning = FormSectionIssueLine(
        ValidationIssue(section: SectionID(rawValue: 1), tag: "s", rule: "b", message: "Odd", severity: .warning),
        strings: strings)
      let text = SupplementaryContentHost.issueText([error, warning])
      #expect(text?.string == "Bad\nOdd")
      #expect(text?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
      #expect(text?.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .systemOrange)
      #expect(SupplementaryContentHost.issueText([]) == nil)
    }
  }
#endif
