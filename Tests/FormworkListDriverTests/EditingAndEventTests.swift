import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Swipe delete, edit mode and reorder in multivalued sections; list events; option screens.
@MainActor
@Suite struct EditingAndEventTests {
  static let phones = SectionKey<String>("phones")

  static func phoneForm(options: MultivaluedOptions = .all) throws -> Form {
    try Form {
      Section("Name") { Row.text("name", "Name") }
      Section.multivalued(phones, "Phones", values: ["1", "2", "3"], options: options) {
        Row.phone(nil, "Phone")
      }
    }
  }

  @Test func swipeToDeleteRemovesTheRowInAValidBatch() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(list.model[1].items.count == 4)
    let actions = driver.trailingSwipeActions(at: ItemPath(item: 1, section: 1))
    let second = list.model[1].items[1]
    #expect(actions == [FormSwipeAction(row: second, kind: .delete, title: "Delete", isDestructive: true)])
    #expect(driver.trailingSwipeActions(at: ItemPath(item: 3, section: 1)).isEmpty, "the Add row")
    #expect(driver.trailingSwipeActions(at: ItemPath(item: 0, section: 0)).isEmpty)
    let action = try #require(actions.first)
    #expect(driver.perform(action))
    list.expectConsistent()
    #expect(form[Self.phones] == ["1", "3"])
    #expect(list.structuralOperations.last == .batch(ListUpdate.Stage(itemDeletes: [ItemPath(item: 1, section: 1)])))
  }

  @Test func sectionsWithoutDeleteOfferNoSwipe() throws {
    let form = try Self.phoneForm(options: [.insert])
    let (driver, _) = DriverFixtures.drive(form)
    #expect(driver.trailingSwipeActions(at: ItemPath(item: 0, section: 1)).isEmpty)
    #expect(!driver.deleteRow(at: ItemPath(item: 0, section: 1)))
    #expect(!driver.canMoveRow(at: ItemPath(item: 0, section: 1)))
  }

  @Test func editModeDeletesAndInserts() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(driver.editingStyle(at: ItemPath(item: 0, section: 1)) == .delete)
    #expect(driver.editingStyle(at: ItemPath(item: 3, section: 1)) == .insert)
    #expect(driver.editingStyle(at: ItemPath(item: 0, section: 0)) == .none)
    #expect(!driver.canEditRow(at: ItemPath(item: 0, section: 0)))
    #expect(driver.commit(.delete, at: ItemPath(item: 0, section: 1)))
    list.expectConsistent()
    #expect(driver.commit(.insert, at: ItemPath(item: 2, section: 1)))
    list.expectConsistent()
    #expect(list.model[1].items.count == 4)
    #expect(list.firstResponder?.row == list.model[1].items[2], "the new row takes focus")
  }

  @Test func theAddRowInsertsAndFocusesTheNewRow() throws {
    let form = try Self.phoneForm()
    let (_, list) = DriverFixtures.drive(form)
    let add = list.model[1].items[3]
    #expect(list.tap(ItemPath(item: 3, section: 1)) == .performedAction(add))
    list.expectConsistent()
    #expect(list.model[1].items.count == 5)
    #expect(list.firstResponder?.row == list.model[1].items[3])
  }

  @Test func reorderingMovesTheRowWithoutAnimatingItAgain() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    #expect(driver.canMoveRow(at: ItemPath(item: 0, section: 1)))
    #expect(!driver.canMoveRow(at: ItemPath(item: 3, section: 1)), "the Add row stays last")
    // Dragging past the Add row, or into another section, stops at the last movable place.
    #expect(
      driver.targetPathForMove(from: ItemPath(item: 0, section: 1), proposed: ItemPath(item: 3, section: 1))
        == ItemPath(item: 2, section: 1))
    #expect(
      driver.targetPathForMove(from: ItemPath(item: 1, section: 1), proposed: ItemPath(item: 0, section: 0))
        == ItemPath(item: 0, section: 1))
    let batches = driver.statistics.batches
    #expect(list.userMove(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 2, section: 1)))
    list.flush()
    #expect(form[Self.phones] == ["2", "3", "1"])
    #expect(driver.statistics.batches == batches, "the list already shows the move")
    #expect(list.userMove(from: ItemPath(item: 2, section: 1), to: ItemPath(item: 1, section: 1)))
    list.flush()
    #expect(form[Self.phones] == ["2", "1", "3"])
  }

  @Test func aDragCrossesIntoAnotherSectionOfTheSameElementOnly() throws {
    let work = SectionKey<String>("work")
    let form = try Form {
      Section("Name") { Row.text("name", "Name") }
      Section.multivalued(Self.phones, "Phones", values: ["1", "2"]) { Row.phone(nil, "Phone") }
      Section.multivalued(work, "Work", values: ["9"]) { Row.phone(nil, "Work phone") }
    }
    let (driver, list) = DriverFixtures.drive(form)
    // Into the other phone list: anywhere before its "Add" row.
    #expect(
      driver.targetPathForMove(from: ItemPath(item: 0, section: 1), proposed: ItemPath(item: 5, section: 2))
        == ItemPath(item: 1, section: 2))
    // Into the plain section: no, the row stays in its own section.
    #expect(
      driver.targetPathForMove(from: ItemPath(item: 1, section: 1), proposed: ItemPath(item: 0, section: 0))
        == ItemPath(item: 0, section: 1))
    #expect(list.userMove(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 0, section: 2)))
    list.flush()
    #expect(form[Self.phones] == ["2"])
    #expect(form[work] == ["1", "9"])
  }

  @Test func reorderingWithOtherChangesPendingAnimatesOnlyThose() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    try form.appendMultivaluedRow(toSection: try #require(form.sectionID(forTag: "phones")), value: "4")
    #expect(list.userMove(from: ItemPath(item: 0, section: 1), to: ItemPath(item: 1, section: 1)))
    list.flush()
    #expect(form[Self.phones] == ["2", "1", "3", "4"])
    #expect(driver.statistics.batches == 1)
  }

  @Test func listEventsAreRouted() throws {
    let rows: [AnyRow] = (0..<30).map { Row.text(RowKey("r\($0)"), "Row \($0)").eraseToAnyRow() }
    let form = try Form(sections: [Section("Rows", rows: rows).footer("End")])
    let driver = FormListDriver(form: form)
    driver.loadMoreDistance = 3
    var events: [FormListEvent] = []
    let subscription = driver.observe { events.append($0) }
    let list = RecordingListView(driver: driver, viewportRows: 10)
    let section = try #require(form.sectionIDs.first)
    #expect(events.filter { if case .willDisplay = $0 { true } else { false } }.count == 10)
    events.removeAll()

    list.scroll(to: 5)
    #expect(events.filter { if case .didEndDisplaying = $0 { true } else { false } }.count == 5)
    #expect(events.filter { if case .willDisplay = $0 { true } else { false } }.count == 5)
    events.removeAll()

    driver.prefetchRows(at: [ItemPath(item: 15, section: 0), ItemPath(item: 16, section: 0)])
    #expect(events == [.prefetch([form.rowIDs[15], form.rowIDs[16]])])
    driver.cancelPrefetchingRows(at: [ItemPath(item: 16, section: 0)])
    #expect(events.last == .cancelPrefetching([form.rowIDs[16]]))
    events.removeAll()

    // Near the end of the section: more rows are asked for once per row count.
    driver.prefetchRows(at: [ItemPath(item: 27, section: 0)])
    list.scroll(to: 20)
    #expect(events.filter { $0 == .loadMore(section) }.count == 1)
    _ = try form.append(Row.text("r30", "Row 30"), toSection: section)
    list.flush()
    list.scroll(to: 21)
    #expect(events.filter { $0 == .loadMore(section) }.count == 2)
    events.removeAll()

    driver.didHighlightRow(at: ItemPath(item: 21, section: 0), true)
    #expect(events == [.highlighted(form.rowIDs[21], true)])
    driver.willDisplaySupplementary(.footer, inSection: 0)
    driver.didEndDisplayingSupplementary(.footer, inSection: 0)
    #expect(
      events.suffix(2) == [
        .willDisplaySupplementary(.footer, section), .didEndDisplayingSupplementary(.footer, section),
      ])
    #expect(driver.shouldSelectRow(at: ItemPath(item: 0, section: 0)))
    #expect(!driver.shouldSelectRow(at: ItemPath(item: 99, section: 0)))
    subscription.cancel()
  }

  @Test func noLoadMoreUnlessAsked() throws {
    let form = try Self.phoneForm()
    let driver = FormListDriver(form: form)
    var events: [FormListEvent] = []
    let subscription = driver.observe { events.append($0) }
    _ = RecordingListView(driver: driver)
    #expect(!events.contains { if case .loadMore = $0 { true } else { false } })
    subscription.cancel()
  }

  @Test func optionScreensGroupMarkAndSearch() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, list) = DriverFixtures.drive(form)
    let push = try #require(form.rowID(forTag: "selectorPush"))
    let content = try #require(driver.options(for: push))
    #expect(content.title == "Push")
    #expect(!content.allowsMultiple)
    #expect(content.status == .loaded)
    #expect(content.groups.map(\.title) == [nil, "Warm", "Cool"])
    #expect(content.groups.map { $0.options.map(\.title) } == [["None"], ["Red", "Ämber"], ["Blue"]])
    #expect(driver.options(for: push, matching: "amb")?.options.map(\.title) == ["Ämber"])
    #expect(driver.options(for: push, matching: "zzz")?.groups.isEmpty == true)

    #expect(driver.pickOption(at: 1, for: push) == .close)
    list.flush()
    #expect(driver.options(for: push)?.options.first { $0.isSelected }?.title == "Blue")

    let multiple = try #require(form.rowID(forTag: "multiple"))
    #expect(driver.pickOption(at: 0, for: multiple) == .stay)
    #expect(driver.pickOption(at: 2, for: multiple) == .stay)
    #expect(driver.pickOption(at: 0, for: multiple) == .stay)
    #expect(form[RowKey<[String]>("multiple")] == ["amber"])
    guard case .refused = driver.pickOption(at: 9, for: multiple) else {
      Issue.record("an option out of range was picked")
      return
    }
    #expect(driver.options(for: try #require(form.rowID(forTag: "text"))) == nil)
    list.flush()
  }

  @Test func optionsLoadedOnDemandShowTheirStatus() async throws {
    let form = try Form {
      Section {
        Row.selector("bank", "Bank", presentation: .push) {
          [SelectorOption("icbc", "ICBC"), SelectorOption("abc", "ABC")]
        }
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let bank = try #require(form.rowID(forTag: "bank"))
    #expect(driver.options(for: bank)?.status == .loading)
    await driver.loadOptions(for: bank)
    #expect(driver.options(for: bank)?.status == .loaded)
    #expect(driver.options(for: bank)?.options.count == 2)
    list.flush()
  }

  @Test func pickerSelectorsFocusTheirInputView() throws {
    let form = try DriverFixtures.everyKind()
    form.updateDelivery = .manual
    let (driver, list) = DriverFixtures.drive(form)
    let picker = try #require(form.rowID(forTag: "selectorPicker"))
    #expect(list.tap(try DriverFixtures.path("selectorPicker", in: driver)) == .focus(picker))
    #expect(driver.edit(picker, .chooseIndex(3)) == .applied)
    list.flush()
    #expect(driver.cell(for: picker)?.content.detail == "None")
  }
}
