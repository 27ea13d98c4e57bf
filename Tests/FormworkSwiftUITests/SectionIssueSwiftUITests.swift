#if canImport(UIKit) && canImport(SwiftUI) && os(iOS)
  import Formwork
  import FormworkListDriver
  import SwiftUI
  import Testing
  import UIKit

  @testable import FormworkSwiftUI

  /// A section's issues ("at least one stop") in the SwiftUI form view: the section model
  /// republishes them, the footer draws the driver's lines. Runs on an iOS simulator only (SwiftUIFormViewTests reads the footer on Linux).
  @MainActor
  @Suite struct SectionIssueSwiftUITests {
    static let stops = SectionKey<String>("stops")

    static func form() throws -> Formwork.Form {
      try Form {
        Section.multivalued(stops, "Stops", addTitle: "Add a stop", minRows: 1) { Row.text(nil, "Stop") }
          .footer("Drivers call in order.")
      }
    }

    @Test func theFooterShowsTheSectionsIssueAfterASubmitAndDropsItWhenFixed() async throws {
      let form = try Self.form()
      let model = FormModel(form: form)
      let host = UIHostingController(rootView: NavigationView { FormView(model: model) })
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = host
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      let section = try #require(model.sections.first)
      #expect(section.state.issues.isEmpty)

      form.validate()
      form.flush()
      host.view.layoutIfNeeded()
      let lines = FormSectionIssueLine.lines(of: section.state, strings: FormListStrings(strings: form.strings))
      #expect(lines.map(\.text) == ["Add at least 1 entry."])
      #expect(lines.map(\.accessibilityLabel) == ["Error: Add at least 1 entry."])
      #expect(SectionIssuesView.identifier(of: section.state) == "formwork.section.stops.issue")

      let stops = try #require(form.sectionID(forTag: Self.stops.tag))
      try form.appendMultivaluedRow(toSection: stops, value: "Lyon")
      form.flush()
      host.view.layoutIfNeeded()
      #expect(section.state.issues.isEmpty)
    }
  }
#endif
