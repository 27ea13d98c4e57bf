import Formwork
import Foundation
import Testing

/// Swipe actions declared on any row: listed by edge, performed through the funnel, refused
/// with the reason on a row the user cannot edit.
@MainActor
@Suite struct SwipeActionTests {
  let subject = RowKey<String>("subject")
  let flagged = RowKey<Bool>("flagged")

  func makeForm(disabled: Bool = false) throws -> Form {
    let flagged = flagged
    return try Form {
      Section {
        Row.text(subject, "Subject", value: "Hello")
          .disabled { _ in disabled }
          .swipeActions(edge: .leading) {
            SwipeAction("Flag", systemImage: "flag") { context in context.form[flagged] = true }
          }
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            SwipeAction("Clear", style: .destructive) { context in
              context.form[RowKey<String>("subject")] = nil
            }
            SwipeAction("Share", changesRow: false) { _ in }
          }
        Row.switch(flagged, "Flagged")
      }
    }
  }

  @Test func actionsAreListedByEdgeInTheOrderDeclared() throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: subject))
    #expect(form.swipeActions(of: row, edge: .leading).map(\.title) == ["Flag"])
    #expect(form.swipeActions(of: row, edge: .leading).first?.systemImage == "flag")
    #expect(form.swipeActions(of: row, edge: .trailing).map(\.title) == ["Clear", "Share"])
    #expect(form.swipeActions(of: row, edge: .trailing).map(\.style) == [.destructive, .normal])
    #expect(form.allowsFullSwipe(of: row, edge: .leading))
    #expect(!form.allowsFullSwipe(of: row, edge: .trailing))
    let other = try #require(form.rowID(for: flagged))
    #expect(form.swipeActions(of: other, edge: .trailing).isEmpty)
  }

  @Test func performingRunsTheHandlerInOneChangeAndSaysSo() throws {
    let form = try makeForm()
    let row = try #require(form.rowID(for: subject))
    var events: [FormEvent] = []
    let subscription = form.observe { events.append($0) }
    defer { subscription.cancel() }
    #expect(form.performSwipeAction(0, edge: .leading, on: row) == .performed)
    #expect(form[flagged] == true)
    #expect(events.contains(.actionPerformed(row)))
    #expect(form.performSwipeAction(0, edge: .trailing, on: row) == .performed)
    #expect(form[subject] == nil)
    #expect(form.performSwipeAction(2, edge: .trailing, on: row) == .unavailable)
  }

  @Test func aRowTheUserCannotEditShowsItsActionsButRefusesTheOnesThatChangeIt() throws {
    let form = try makeForm(disabled: true)
    let row = try #require(form.rowID(for: subject))
    #expect(form.swipeActions(of: row, edge: .trailing).count == 2, "shown, as Eureka shows them")
    var denials: [String] = []
    let subscription = form.observe { if case .denied(_, let reason) = $0 { denials.append(reason) } }
    defer { subscription.cancel() }
    let reason = try #require(form.editDenial(of: row))
    #expect(form.performSwipeAction(0, edge: .trailing, on: row) == .denied(reason))
    #expect(form[subject] == "Hello", "nothing changed")
    #expect(denials == [reason])
    #expect(form.performSwipeAction(1, edge: .trailing, on: row) == .performed, "Share does not change the row")
  }

  @Test func theEditPolicyRefusesThemToo() throws {
    let form = try makeForm()
    form.editPolicy = .readOnly(except: [], reason: "Sent mail is read-only.")
    let row = try #require(form.rowID(for: subject))
    #expect(form.performSwipeAction(0, edge: .leading, on: row) == .denied("Sent mail is read-only."))
    #expect(form[flagged] == false)
  }

  @Test func aHiddenRowHasNone() throws {
    let show = RowKey<Bool>("show")
    let form = try Form {
      Section {
        Row.switch(show, "Show")
        Row.text("note", "Note").hidden { $0[show] != true }
          .swipeActions { SwipeAction("Clear") { _ in } }
      }
    }
    let row = try #require(form.rowID(forTag: "note"))
    #expect(form.swipeActions(of: row, edge: .trailing).isEmpty)
    #expect(form.performSwipeAction(0, edge: .trailing, on: row) == .unavailable)
    form[show] = true
    #expect(form.swipeActions(of: row, edge: .trailing).map(\.title) == ["Clear"])
  }
}
