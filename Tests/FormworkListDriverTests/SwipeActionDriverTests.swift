import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Rows' own swipe actions in lists: composed with multivalued Delete, leading and trailing,
/// full swipes, and still acting on their row after updates moved it.
@MainActor
@Suite struct SwipeActionDriverTests {
  static let phones = SectionKey<String>("phones")
  static let starred = RowKey<Bool>("starred")

  static func form(locked: Bool = false) throws -> Form {
    try Form {
      Section("Name") {
        Row.text("name", "Name", value: "Ada")
          .disabled { _ in locked }
          .swipeActions(edge: .leading, allowsFullSwipe: false) {
            SwipeAction("Star", tint: .orange, systemImage: "star") { $0.form[starred] = true }
          }
        Row.switch(starred, "Starred")
      }
      Section.multivalued(phones, "Phones", values: ["1", "2", "3"], options: .all) {
        Row.phone(nil, "Phone").swipeActions {
          SwipeAction("Clear", style: .destructive) { context in
            do { try context.form.setValue(.null, for: context.row) } catch { Issue.record(error) }
          }
        }
      }
    }
  }

  @Test func deleteComesFirstThenTheRowsOwnActions() throws {
    let form = try Self.form()
    let (driver, _) = DriverFixtures.drive(form)
    let path = ItemPath(item: 1, section: 1)
    let actions = driver.trailingSwipeActions(at: path)
    #expect(actions.map(\.title) == ["Delete", "Clear"])
    #expect(actions.map(\.kind) == [.delete, .custom(.trailing, 0)])
    #expect(actions.map(\.isDestructive) == [true, true])
    #expect(driver.allowsFullSwipe(at: path, edge: .trailing), "a full swipe deletes, as before")
    #expect(driver.leadingSwipeActions(at: path).isEmpty)
    let name = ItemPath(item: 0, section: 0)
    #expect(driver.leadingSwipeActions(at: name).map(\.title) == ["Star"])
    #expect(driver.leadingSwipeActions(at: name).first?.systemImage == "star")
    #expect(driver.leadingSwipeActions(at: name).first?.tint == .orange)
    #expect(actions.map(\.tint) == [nil, nil], "Delete and an action without a tint: the style's colour")
    #expect(!driver.allowsFullSwipe(at: name, edge: .leading))
    #expect(driver.trailingSwipeActions(at: name).isEmpty)
  }

  @Test func aRowsOwnActionActsOnItsRowAfterAnUpdateMovedIt() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    // Revealed on "2"; before the tap, "1" is deleted and "3" takes the revealed path.
    let clear = try #require(driver.trailingSwipeActions(at: ItemPath(item: 1, section: 1)).last)
    #expect(driver.deleteRow(at: ItemPath(item: 0, section: 1)))
    list.expectConsistent()
    #expect(driver.perform(clear))
    list.expectConsistent()
    let section = try #require(form.sectionID(forTag: "phones"))
    let values = form.rowIDs(inSection: section).map { form.state(of: $0)?.value }
    #expect(values == [FormValue.null, .string("3")], "the row it was revealed on, not the one now there")
  }

  @Test func aLeadingActionChangesTheFormAndTheListFollows() throws {
    let form = try Self.form()
    let (driver, list) = DriverFixtures.drive(form)
    let star = try #require(driver.leadingSwipeActions(at: ItemPath(item: 0, section: 0)).first)
    #expect(driver.perform(star))
    #expect(form[Self.starred] == true)
    list.expectConsistent()
  }

  @Test func onARowTheUserCannotEditItIsRefusedWithTheReason() throws {
    let form = try Self.form(locked: true)
    let (driver, _) = DriverFixtures.drive(form)
    var denials: [String] = []
    let subscription = form.observe { if case .denied(_, let reason) = $0 { denials.append(reason) } }
    defer { subscription.cancel() }
    let star = try #require(driver.leadingSwipeActions(at: ItemPath(item: 0, section: 0)).first)
    #expect(!driver.perform(star))
    #expect(form[Self.starred] == false)
    #expect(denials.count == 1)
  }
}
