import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Decisions the UIKit adapters used to make, now the driver's: what a swipe acts on, which
/// rows edit mode reconfigures, where the keyboard goes after an update, whether an input may
/// take focus and what its refusal shows.
@MainActor
@Suite struct AdapterDecisionTests {
  static let phones = SectionKey<String>("phones")
  static let more = RowKey<Bool>("more")
  static let locked = RowKey<Bool>("locked")

  static func phoneForm(_ count: Int = 3) throws -> Form {
    try Form {
      Section("Name") { Row.text("name", "Name") }
      Section.multivalued(phones, "Phones", values: (1...count).map(String.init), options: .all) {
        Row.phone(nil, "Phone")
      }
    }
  }

  /// `first`, then `second` shown only with `more`, in a section disabled with `locked`.
  static func growingForm() throws -> Form {
    try Form {
      Section("Details") {
        Row.text("first", "First")
        Row.switch(more, "More")
        Row.text("second", "Second").hidden { $0[more] != true }
      }
      .disabled { $0[locked] == true }
      Section("Other") { Row.switch(locked, "Locked") }
    }
  }

  // MARK: Swipes

  @Test func aSwipeActionActsOnItsRowAfterAnUpdateMovedIt() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    // Revealed on "2"; before the tap, "1" is deleted and "3" takes the revealed path.
    let action = try #require(driver.trailingSwipeActions(at: ItemPath(item: 1, section: 1)).first)
    #expect(driver.deleteRow(at: ItemPath(item: 0, section: 1)))
    list.expectConsistent()
    #expect(driver.perform(action))
    list.expectConsistent()
    #expect(form[Self.phones] == ["3"])
    // Its row is gone: performing it again does nothing.
    #expect(!driver.perform(action))
    #expect(form[Self.phones] == ["3"])
  }

  // MARK: Edit mode

  @Test func editModeReconfiguresEveryRowWithControlsOnScreenOrNot() throws {
    let form = try Self.phoneForm(30)
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 5)
    let template = ItemPath(item: 0, section: 1)
    let add = ItemPath(item: 30, section: 1)
    #expect(driver.editingControls(at: template) == .none)
    driver.setEditing(true)
    #expect(driver.isEditing)
    let expected = (0...30).map { ItemPath(item: $0, section: 1) }
    #expect(list.operations.last == .reconfigure(expected))
    #expect(driver.editingControls(at: template) == FormEditingControls(style: .delete, canMove: true))
    #expect(driver.editingControls(at: add) == FormEditingControls(style: .insert, canMove: false))
    #expect(driver.editingControls(at: ItemPath(item: 0, section: 0)) == .none)
    let count = list.operations.count
    driver.setEditing(true)
    #expect(list.operations.count == count, "no change, nothing reconfigured")
    driver.setEditing(false)
    #expect(list.operations.last == .reconfigure(expected))
    #expect(driver.editingControls(at: template) == .none)
    list.expectConsistent()
  }

  // MARK: Focus after an update

  @Test func aFocusedRowThatIsHiddenLosesTheKeyboardBeforeItLeaves() throws {
    let form = try Self.growingForm()
    form[Self.more] = true
    let (driver, list) = DriverFixtures.drive(form)
    let second = try #require(form.rowID(forTag: "second"))
    var blurs = 0
    let subscription = form.observe { if case .blurred(second) = $0 { blurs += 1 } }
    #expect(driver.focus(second))
    form[Self.more] = false
    let before = list.operations.count
    list.flush()
    #expect(list.firstResponder == nil)
    #expect(form.focusedRow == nil)
    let after = Array(list.operations.dropFirst(before))
    let endEditing = try #require(after.firstIndex(of: .endEditing))
    let batch = try #require(after.firstIndex { if case .batch = $0 { true } else { false } })
    #expect(endEditing < batch, "the keyboard goes before the row")
    #expect(blurs == 1, "the row is blurred once")
    subscription.cancel()
  }

  @Test func aFocusedRowDisabledThroughItsSectionLosesTheKeyboard() throws {
    let form = try Self.growingForm()
    let (driver, list) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    #expect(driver.focus(first))
    form[Self.locked] = true
    list.flush()
    #expect(list.firstResponder == nil)
    #expect(list.operations.contains(.endEditing))
    #expect(form.focusedRow == nil)
  }

  @Test func aDeletedFocusedRowLosesTheKeyboard() throws {
    let form = try Self.phoneForm()
    let (driver, list) = DriverFixtures.drive(form)
    let phone = list.model[1].items[1]
    #expect(driver.focus(phone))
    try form.removeRow(phone)
    list.flush()
    #expect(list.firstResponder == nil)
    #expect(list.operations.contains(.endEditing))
    #expect(form.focusedRow == nil)
  }

  @Test func aFocusedRowThatStaysKeepsTheKeyboard() throws {
    let form = try Self.growingForm()
    let (driver, list) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    #expect(driver.focus(first))
    form[Self.more] = true
    list.flush()
    #expect(list.firstResponder?.row == first)
    #expect(!list.operations.contains(.endEditing))
  }

  @Test func theKeyboardFollowsRowsThatAppearAndDisappearWhileEditing() throws {
    let form = try Self.growingForm()
    let (driver, list) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    let path = try DriverFixtures.path("first", in: driver)
    #expect(driver.focus(first))
    let alone = FormFocusedKeyboard(
      row: first, returnKey: .done, accessory: FormKeyboardAccessoryState(hasPrevious: false, hasNext: false))
    #expect(list.operations.last == .keyboard(alone))

    form[Self.more] = true
    list.flush()
    let followed = FormFocusedKeyboard(
      row: first, returnKey: .next, accessory: FormKeyboardAccessoryState(hasPrevious: false, hasNext: true))
    #expect(list.operations.contains(.keyboard(followed)))
    // The row is reconfigured so its field shows the new return key.
    #expect(list.operations.contains { if case .reconfigure(let paths) = $0 { paths.contains(path) } else { false } })
    #expect(driver.cell(at: path).content.text?.returnKey == .next)

    form[Self.more] = false
    list.flush()
    #expect(list.operations.last(where: { if case .keyboard = $0 { true } else { false } }) == .keyboard(alone))
    list.expectConsistent()
  }

  // MARK: Beginning to edit

  @Test func onlyAnEditableShownRowTakesFocus() throws {
    let form = try Self.growingForm()
    let (driver, _) = DriverFixtures.drive(form)
    let first = try #require(form.rowID(forTag: "first"))
    let second = try #require(form.rowID(forTag: "second"))
    #expect(driver.shouldBeginEditing(first) == .allow)
    #expect(driver.shouldBeginEditing(second) == .deny(reason: nil), "hidden: nothing to explain")

    var denials: [String] = []
    let subscription = form.observe { if case .denied(first, let reason) = $0 { denials.append(reason) } }
    form[Self.locked] = true
    let reason = try #require(form.editDenial(of: first))
    #expect(driver.shouldBeginEditing(first) == .deny(reason: reason))
    #expect(denials == [reason], "refused like a tap: the form says why")
    subscription.cancel()
  }

  @Test func typingIntoARowThatWasHiddenIsRefused() throws {
    let form = try Self.growingForm()
    form[Self.more] = true
    let (driver, list) = DriverFixtures.drive(form)
    let second = try #require(form.rowID(forTag: "second"))
    #expect(driver.focus(second))
    // Hidden, and the list not updated yet: the field still has the keyboard.
    form[Self.more] = false
    #expect(list.type("late") == .denied(driver.strings.rowNotShown))
    #expect(list.operations.last == .endEditing)
    #expect(form.state(of: second)?.value == .null)
  }

  // MARK: Scrolling

  @Test func scrollingToTheFocusedRow() throws {
    let form = try Self.phoneForm(30)
    let (driver, list) = DriverFixtures.drive(form, viewportRows: 5)
    #expect(!driver.scrollToFocusedRow(animated: false), "no row has focus")
    let phone = list.model[1].items[20]
    #expect(driver.focus(phone))
    #expect(driver.scrollToFocusedRow(animated: true))
    #expect(list.operations.last == .scroll(ItemPath(item: 20, section: 1)))
    #expect(list.visibleRows.contains(phone))
  }

  // MARK: Date pickers

  @Test func aDatePickerShowsItsOwnRowsDateOrADefaultNeverAnotherRows() throws {
    let may = Date(timeIntervalSince1970: 1_715_000_000)
    let june = Date(timeIntervalSince1970: 1_718_000_000)
    let form = try Form {
      Section {
        Row.dateTime("set", "Set", value: may)
        Row.dateTime("empty", "Empty").dateRange(june, nil).minuteInterval(15)
        Row.dateTime("inline", "Inline", value: june, inline: true)
        Row.text("text", "Text")
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let set = try #require(driver.cell(at: try DriverFixtures.path("set", in: driver)).content.date)
    #expect(set.value == may)
    #expect(!set.takesShownValueOnOpen)
    #expect(set.shownDate(now: june) == may)

    let empty = try #require(driver.cell(at: try DriverFixtures.path("empty", in: driver)).content.date)
    #expect(empty.value == nil)
    #expect(empty.takesShownValueOnOpen, "what the picker shows is written when it opens")
    #expect(empty.minimumDate == june)
    #expect(empty.minuteInterval == 15)
    // Its own default, within its bounds and on its 15 minutes: never the date a reused picker
    // showed before.
    #expect(empty.shownDate(now: may) == empty.snapped(june))
    let quarter = Date(timeIntervalSinceReferenceDate: 900 * 900_000)
    #expect(empty.shownDate(now: quarter.addingTimeInterval(7 * 60)) == quarter)
    #expect(empty.shownDate(now: quarter.addingTimeInterval(8 * 60)) == quarter.addingTimeInterval(900))

    let inline = try DriverFixtures.path("inline", in: driver)
    #expect(list.tap(inline) == .inlineToggled(try #require(form.rowID(forTag: "inline")), expanded: true))
    list.flush()
    let editor = driver.cell(at: ItemPath(item: inline.item + 1, section: inline.section))
    #expect(editor.kind == .inlineDatePicker)
    #expect(editor.content.date?.value == june, "the inline picker shows its parent's date")
    #expect(driver.cell(at: try DriverFixtures.path("text", in: driver)).content.date == nil)
  }

  @Test func aCountdownShowsItsDurationOrZero() throws {
    let form = try Form {
      Section {
        Row.countdown("timer", "Timer", value: 90)
        Row.countdown("empty", "Empty")
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    let timer = try #require(driver.cell(at: ItemPath(item: 0, section: 0)).content.date)
    #expect(timer.style == .countdown)
    #expect(timer.duration == 90)
    #expect(timer.value == nil)
    #expect(!timer.takesShownValueOnOpen)
    let empty = try #require(driver.cell(at: ItemPath(item: 1, section: 0)).content.date)
    #expect(empty.duration == 0)
    #expect(empty.takesShownValueOnOpen)
  }

  // MARK: Option dialogs

  struct LoadFailure: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @Test func aDialogGetsItsOptionsOnceTheLoadATapStartedEnds() async throws {
    // The load ends when the test says so, not after a delay a busy machine may outrun.
    let (release, releaser) = AsyncStream<Void>.makeStream()
    let form = try Form {
      Section {
        Row.selector("bank", "Bank", presentation: .actionSheet) {
          for await _ in release { break }
          return [SelectorOption("icbc", "ICBC"), SelectorOption("abc", "ABC")]
        }
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let bank = try #require(form.rowID(forTag: "bank"))
    #expect(list.tap(ItemPath(item: 0, section: 0)) == .presentOptions(bank, .actionSheet))
    // The tap started the load; the dialog waits for it rather than giving up.
    var turns = 0
    while form.state(of: bank)?.options != .loading && turns < 100 {
      await Task.yield()
      turns += 1
    }
    #expect(form.state(of: bank)?.options == .loading)
    releaser.yield()
    let content = try #require(await driver.optionsOnceLoaded(for: bank))
    #expect(content.status == .loaded)
    #expect(content.options.map(\.title) == ["ICBC", "ABC"])
    // Loaded: answered at once.
    #expect(await driver.optionsOnceLoaded(for: bank) == content)
  }

  @Test func aDialogWhoseOptionsFailGetsTheReason() async throws {
    let form = try Form {
      Section {
        Row.selector("bank", "Bank", presentation: .alert) { () async throws -> [SelectorOption<String>] in
          throw LoadFailure()
        }
        Row.text("text", "Text")
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    let bank = try #require(form.rowID(forTag: "bank"))
    let content = try #require(await driver.optionsOnceLoaded(for: bank))
    #expect(content.status == .failed("offline"))
    #expect(await driver.optionsOnceLoaded(for: try #require(form.rowID(forTag: "text"))) == nil)
  }

  // MARK: Nested forms

  static let locks = RowKey<Bool>("locks")

  static func addressForm() throws -> Form {
    try Form {
      Section {
        Row.switch(locks, "Lock")
        Row<FormValue>.subform("address", "Address") {
          Section {
            Row.text("street", "Street").required()
            Row.text("city", "City")
          }
        }
        .disabled { $0[locks] == true }
        Row.text("name", "Name")
      }
    }
  }

  @Test func doneWritesAValidNestedFormAndKeepsAnInvalidOne() throws {
    let form = try Self.addressForm()
    let (driver, _) = DriverFixtures.drive(form)
    let address = try #require(form.rowID(forTag: "address"))
    guard case .opened(let nested) = driver.openSubform(address) else {
      Issue.record("the nested form did not open")
      return
    }
    nested[RowKey<String>("city")] = "Lyon"
    #expect(driver.commitSubform(nested, to: address) == .invalid)
    #expect(form.state(of: address)?.value == .null, "nothing written")
    #expect(nested.state(forTag: "street")?.errors.isEmpty == false, "the nested form shows why")

    nested[RowKey<String>("street")] = "1 rue de la Paix"
    #expect(driver.commitSubform(nested, to: address) == .committed)
    #expect(
      form.state(of: address)?.value == .object(["street": .string("1 rue de la Paix"), "city": .string("Lyon")]))
  }

  @Test func refusalsSpeakToTheUser() throws {
    let form = try Self.addressForm()
    let (driver, _) = DriverFixtures.drive(form)
    let address = try #require(form.rowID(forTag: "address"))
    let name = try #require(form.rowID(forTag: "name"))
    guard case .refused(let reason) = driver.openSubform(name) else {
      Issue.record("a text row opened a nested form")
      return
    }
    #expect(!reason.contains(FormError.Code.invalidEdit.rawValue), "no developer code: \(reason)")

    guard case .opened(let nested) = driver.openSubform(address) else {
      Issue.record("the nested form did not open")
      return
    }
    nested[RowKey<String>("street")] = "Main Street"
    form[Self.locks] = true
    let denial = try #require(form.editDenial(of: address))
    #expect(driver.commitSubform(nested, to: address) == .refused(denial))
    #expect(form.state(of: address)?.value == .null)
  }

  // MARK: Accessibility elements

  @Test func theCellIsTheElementOnlyForRowsWithoutAControl() throws {
    let (driver, _) = DriverFixtures.drive(try DriverFixtures.everyKind())
    let cellElements: Set<String> = [
      "dateInline", "check", "selectorPush", "selectorSheet", "selectorAlert", "selectorInline", "multiple",
      "multipleSheet", "info", "button", "custom", "subform",
    ]
    for section in 0..<driver.numberOfSections {
      for item in 0..<driver.numberOfRows(inSection: section) {
        let cell = driver.cell(at: ItemPath(item: item, section: section))
        let tag = try #require(cell.state?.tag)
        #expect(cell.content.accessibility.isCellElement == cellElements.contains(tag), "\(tag)")
      }
    }
    #expect(!driver.cell(at: ItemPath(item: 99, section: 99)).content.accessibility.isCellElement, "a missing row")
  }

  @Test func aControlsHintIsItsMessageThenWhyItIsLocked() throws {
    let form = try Form {
      Section {
        Row.switch(Self.locked, "Locked")
        Row.email("email", "Email").rules(.email).validate(on: .onChange).disabled { $0[Self.locked] == true }
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let email = try #require(form.rowID(forTag: "email"))
    #expect(driver.cell(for: email)?.content.accessibility.controlHint == nil)
    form.input("nope", for: email)
    list.flush()
    let message = try #require(driver.cell(for: email)?.content.message?.text)
    #expect(driver.cell(for: email)?.content.accessibility.controlHint == message)
    form[Self.locked] = true
    list.flush()
    let reason = try #require(form.editDenial(of: email))
    #expect(driver.cell(for: email)?.content.accessibility.controlHint == "\(message). \(reason)")
  }

  // MARK: Steppers

  @Test func aStepperSaysWhichWayItWent() {
    let range = 0.0...10.0
    #expect(FormControlEdit.stepperMoved(from: 3, to: 4, in: range, wraps: false) == .step(1))
    #expect(FormControlEdit.stepperMoved(from: 3, to: 2, in: range, wraps: false) == .step(-1))
    // Wrapping: past the top comes the bottom, and the other way round.
    #expect(FormControlEdit.stepperMoved(from: 10, to: 0, in: range, wraps: true) == .step(1))
    #expect(FormControlEdit.stepperMoved(from: 0, to: 10, in: range, wraps: true) == .step(-1))
    // Without wrapping, the same values are plain moves.
    #expect(FormControlEdit.stepperMoved(from: 10, to: 0, in: range, wraps: false) == .step(-1))
  }
}
