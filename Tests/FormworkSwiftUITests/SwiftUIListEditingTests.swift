#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkListDriver
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Multivalued sections in the SwiftUI form view: Add, swipe to delete, drag to move, the Edit
  /// button, the section's issues under its footer. Linux only (views read through the stand-in).
  @MainActor
  @Suite struct SwiftUIListEditingTests {
    static let phones = SectionKey<String>("phones")
    static let stops = SectionKey<String>("stops")

    static func form() throws -> Formwork.Form {
      try Formwork.Form {
        Section.multivalued(phones, "Phones", values: ["1", "2", "3"], options: .all, addTitle: "Add a phone") {
          Row.phone(nil, "Phone")
        }
      }
    }

    /// The phone fields, in order.
    static func phoneFields(_ host: ViewHost) -> [ViewNode] {
      host.nodes { $0.kind == .textField && $0.rowIndex != nil }
    }

    @Test func addAppendsARowAndFocusesIt() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      try screen.button("Add a phone").tap()
      let fields = Self.phoneFields(screen.host)
      #expect(fields.count == 4)
      #expect(fields.last?.isFocused == true)
    }

    @Test func swipingDeletesTheRowAndItsValue() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      let second = Self.phoneFields(screen.host)[1]
      #expect(second.canDelete)
      try second.delete()
      #expect(form[Self.phones] == ["1", "3"])
      #expect(Self.phoneFields(screen.host).compactMap(\.text) == ["1", "3"])
    }

    @Test func draggingMovesTheRowAndKeepsEachFieldsText() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      try Self.phoneFields(screen.host)[0].move(toOffset: 3)
      #expect(form[Self.phones] == ["2", "3", "1"])
      #expect(Self.phoneFields(screen.host).compactMap(\.text) == ["2", "3", "1"])
      #expect(screen.host.nodes(.editButton).count == 1, "iOS 15 lists move rows in edit mode only")
      let hidden = try FormScreen(form, root: NavigationStack { FormView(form: form).showsEditButton(false) })
      #expect(hidden.host.nodes(.editButton).isEmpty)
    }

    @Test func theAddRowCannotBeDeletedOrMoved() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      let add = try screen.button("Add a phone")
      #expect(!add.canDelete)
      #expect(!add.canMove)
      #expect(throws: ViewHostError.self) { try add.delete() }
    }

    @Test func aSectionWithoutDeletionOffersNoSwipe() throws {
      let form = try Formwork.Form {
        Section.multivalued(Self.phones, "Phones", values: ["1"], options: [.insert]) { Row.phone(nil, "Phone") }
      }
      let screen = try FormScreen(form)
      #expect(Self.phoneFields(screen.host).first?.canDelete == false)
      #expect(throws: ViewHostError.self) { try Self.phoneFields(screen.host)[0].delete() }
    }

    @Test func theFooterShowsTheSectionsIssueAfterASubmitAndDropsItWhenFixed() throws {
      let form = try Formwork.Form {
        Section.multivalued(Self.stops, "Stops", addTitle: "Add a stop", minRows: 1) { Row.text(nil, "Stop") }
          .footer("Drivers call in order.")
      }
      let screen = try FormScreen(form)
      #expect(screen.host.nodes { $0.role == .footer }.flatMap(\.texts) == ["Drivers call in order."])
      form.validate()
      form.flush()
      try screen.host.update()
      let issue = try screen.host.node(identifier: "formwork.section.stops.issue")
      #expect(issue.texts == ["Add at least 1 entry."])
      #expect(issue.accessibilityLabel == "Error: Add at least 1 entry.")
      #expect(issue.foregroundColor == .red)
      #expect(screen.host.nodes { $0.role == .footer }.flatMap(\.texts).contains("Drivers call in order."))
      try screen.button("Add a stop").tap()
      try Self.phoneFields(screen.host)[0].type("Lyon")
      #expect(screen.host.nodes { $0.accessibilityIdentifier == "formwork.section.stops.issue" }.isEmpty)
    }
  }
#endif
