#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkListDriver
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Rows' own swipe actions in the SwiftUI form view: both edges, images and full swipes, the
  /// Delete a multivalued row keeps, and a refusal the notice explains. Linux only (views read
  /// through the stand-in).
  @MainActor
  @Suite struct SwiftUISwipeActionTests {
    static let phones = SectionKey<String>("phones")
    static let starred = RowKey<Bool>("starred")

    static func form(locked: Bool = false) throws -> Formwork.Form {
      try Formwork.Form {
        Section("Name") {
          Row.text("name", "Name", value: "Ada")
            .disabled { _ in locked }
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              SwipeAction("Star", tint: .orange, systemImage: "star") { $0.form[starred] = true }
            }
          Row.switch(starred, "Starred")
        }
        Section.multivalued(phones, "Phones", values: ["1", "2"], options: .all) {
          Row.phone(nil, "Phone").swipeActions {
            SwipeAction("Call", changesRow: false) { _ in }
          }
        }
      }
    }

    @Test func aRowShowsItsActionsOnTheirEdgesAndPerformsThem() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      let name = try screen.row("name")
      let leading = name.swipeActions(.leading)
      #expect(leading.map(\.ownText) == ["Star"])
      #expect(leading.first?.systemImage == "star" || leading.first?.children.first?.systemImage == "star")
      #expect(leading.first?.tint == .orange, "the action's own colour")
      #expect(name.swipeActions(.trailing).isEmpty)
      #expect(screen.host.nodes { $0.fullSwipeEdges.contains(.leading) }.isEmpty, "no full swipe: as declared")
      try #require(leading.first).tap()
      #expect(form[Self.starred] == true)
    }

    @Test func aMultivaluedRowKeepsItsDeleteFirstBesideItsOwnActions() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      let second = try #require(screen.host.nodes { $0.kind == .textField && $0.text == "2" }.first)
      let trailing = second.swipeActions(.trailing)
      #expect(trailing.map(\.ownText) == ["Delete", "Call"])
      #expect(trailing.first?.buttonRole == .destructive)
      #expect(throws: ViewHostError.self, "SwiftUI synthesizes no Delete on a row with swipe actions") {
        try second.delete()
      }
      try #require(trailing.first).tap()
      #expect(form[Self.phones] == ["1"])
    }

    @Test func aRefusedActionIsExplainedByTheNotice() throws {
      let form = try Self.form(locked: true)
      let screen = try FormScreen(form)
      let star = try #require(screen.row("name").swipeActions(.leading).first)
      try star.tap()
      #expect(form[Self.starred] == false)
      let notice = try screen.host.node(identifier: "formwork.notice")
      let row = try #require(form.rowID(forTag: "name"))
      let reason = try #require(form.editDenial(of: row))
      #expect(notice.texts.joined().contains(reason))
    }
  }
#endif
