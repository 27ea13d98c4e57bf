import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// The store of renderers without a list host (SwiftUI's `FormModel`, `SectionModel`,
/// `RowModel`, `NoticeModel`), run on Linux: what each level shows, when each is told of a
/// change, and every decision the views would otherwise make (focus after an Add, the return
/// key, text kept while typing, refusals shown, rows asked for).
@MainActor
@Suite struct PresentationTests {
  static let phones = SectionKey<String>("phones")
  static let flags = SectionKey<Bool>("flags")
  static let more = RowKey<Bool>("more")
  static let name = RowKey<String>("name")
  static let age = RowKey<Int>("age")
  static let code = RowKey<String>("code")

  /// Name, age, a three-letter code, a switch that shows `extra` and the "Extra" section; a
  /// locked row; phones (text rows) and flags (switches) in multivalued sections.
  static func form() throws -> Form {
    try Form {
      Section("Main", tag: "main") {
        Row.name(name, "Name").required()
        Row.integer(age, "Age")
        Row.text(code, "Code").maxCharacters(3)
        Row.switch(more, "More")
        Row.text("extra", "Extra").hidden { !($0[more] ?? false) }
        Row.text("locked", "Locked").disabled(when: { _ in true }).disabledReason("Set by your company")
      }
      Section("Extra", tag: "extraSection") { Row.info("about", "About", value: "1.0") }
        .hidden { !($0[more] ?? false) }
      Section.multivalued(phones, "Phones", values: ["1", "2"], options: .all) { Row.phone(nil, "Phone") }
      Section.multivalued(flags, "Flags", values: [true], options: .all) { Row.switch(nil, "Flag") }
    }
  }

  func row(_ tag: String, _ form: Form) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  /// Every change told to an observer, in order: `will`/`did` and the property.
  @MainActor
  final class Recorder<Property: Sendable> {
    var events: [String] = []

    func observer(_ name: String = "") -> PresentationObserver<Property> {
      PresentationObserver(
        willChange: { [self] in events.append("will \(name)\($0)") },
        didChange: { [self] in events.append("did \(name)\($0)") })
    }
  }

  // MARK: Sections

  @Test func theSectionsAreTheShownOnesAndChangeOnlyWhenTheListDoes() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    #expect(presentation.sections.map(\.id) == form.snapshot.sections.map(\.id))
    #expect(presentation.sections.map(\.rows) == form.snapshot.sections.map(\.rows))
    let recorder = Recorder<FormPresentation.Property>()
    presentation.observer = recorder.observer()
    let main = try #require(presentation.sections.first)
    let sectionRecorder = Recorder<SectionPresentation.Property>()
    main.observer = sectionRecorder.observer()

    // A value that changes no structure tells neither the section list nor the section.
    presentation.attempt { try $0.userSetValue(.string("Ada"), for: self.row("name", $0)) }
    #expect(recorder.events.isEmpty)
    #expect(sectionRecorder.events.isEmpty)

    // "More" shows a row in Main and the Extra section.
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    #expect(recorder.events == ["will sections", "did sections"])
    #expect(sectionRecorder.events == ["will rows", "did rows"])
    #expect(presentation.sections.map(\.id) == form.snapshot.sections.map(\.id))
    #expect(main.rows == form.snapshot.rows(inSection: 0))
    #expect(presentation.section(main.id) === main, "a section keeps its presentation")
    let extra = try #require(form.sectionID(forTag: "extraSection"))
    #expect(presentation.section(extra)?.rows.count == 1)
  }

  @Test func structuralChangesGoThroughTheToolkitsAnimationAndInPlaceOnesDoNot() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    var structural = 0
    presentation.structuralChange = { apply in
      structural += 1
      apply()
    }
    presentation.attempt { try $0.userSetValue(.string("Ada"), for: self.row("name", $0)) }
    #expect(structural == 0)
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    #expect(structural == 1)
    #expect(presentation.sections.count == form.snapshot.sectionCount)
  }

  @Test func aSectionsHeaderAndIssuesFollowItsState() throws {
    let form = try Form {
      Section.multivalued(Self.phones, "Phones", options: .all) { Row.phone(nil, "Phone") }
        .rules(.minRows(1).message("Add a phone."))
    }
    let presentation = FormPresentation(form: form)
    let section = try #require(presentation.sections.first)
    let recorder = Recorder<SectionPresentation.Property>()
    section.observer = recorder.observer()
    #expect(section.issueLines(strings: presentation.strings).isEmpty, "no issue before a submit")
    _ = form.validate()
    form.flush()
    #expect(recorder.events.contains("did state"))
    #expect(section.issueLines(strings: presentation.strings).map(\.text) == ["Add a phone."])
  }

  // MARK: Rows

  @Test func aRowIsRefreshedOnlyWhenAnUpdateConcernsIt() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let name = try #require(presentation.row(row("name", form)))
    let age = try #require(presentation.row(row("age", form)))
    #expect(presentation.row(name.id) === name, "made once")
    let nameRecorder = Recorder<RowPresentation.Property>()
    let ageRecorder = Recorder<RowPresentation.Property>()
    name.observer = nameRecorder.observer()
    age.observer = ageRecorder.observer()

    // Typing reconfigures nothing: the field shows the text already.
    presentation.input("Ad", for: name.id)
    #expect(nameRecorder.events.isEmpty && ageRecorder.events.isEmpty)
    // A program change refreshes its row only.
    form[Self.age] = 36
    form.flush()
    #expect(ageRecorder.events == ["will state", "did state"])
    #expect(age.state.displayValue == "36")
    #expect(age.revision == 1)
    #expect(nameRecorder.events.isEmpty)
  }

  @Test func aRowThatStopsShowingIsForgottenAndStartsAgainFromItsState() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    let extraID = try row("extra", form)
    let extra = try #require(presentation.row(extraID))
    presentation.attempt { try $0.userSetValue(.bool(false), for: self.row("more", $0)) }
    #expect(presentation.cachedRow(extraID) == nil)
    #expect(presentation.row(extraID) !== extra)
  }

  @Test func theDisabledRuleAndTheMessageAreTheDriversOnes() throws {
    let form = try Self.form()
    form.editPolicy = .readOnly(except: ["name"], reason: "Signed forms cannot change.")
    form.flush()
    let presentation = FormPresentation(form: form)
    let locked = try #require(presentation.row(row("locked", form)))
    #expect(!locked.state.acceptsEdits)
    let age = try #require(presentation.row(row("age", form)))
    #expect(age.state.disabledReason == "Signed forms cannot change.")
    #expect(!age.state.acceptsEdits, "a row the policy denies takes no edits")
    #expect(try #require(presentation.row(row("name", form))).state.acceptsEdits)

    form.editPolicy = .unrestricted
    form.flush()
    presentation.input("12a", for: age.id)
    #expect(age.message?.severity == .error)
    #expect(age.message?.text == age.state.inputError)
  }

  // MARK: Validity

  @Test func validityIsFollowedFromItsFirstReadWhichTellsNoOne() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let recorder = Recorder<FormPresentation.Property>()
    presentation.observer = recorder.observer()
    #expect(!presentation.isValid, "the name is required")
    #expect(recorder.events.isEmpty)
    presentation.attempt { try $0.userSetValue(.string("Ada"), for: self.row("name", $0)) }
    #expect(presentation.isValid)
    #expect(recorder.events == ["will isValid", "did isValid"])
  }

  // MARK: Refusals

  @Test func aRefusalIsShownInTheNoticeWithItsOwnWords() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.notice.duration = nil
    presentation.attempt { try $0.userSetValue(.string("x"), for: self.row("locked", $0)) }
    #expect(presentation.notice.message?.contains("Set by your company") == true)
    presentation.notice.dismiss()
    presentation.attempt { _ in throw FormError(.typeMismatch, "Not a phone number") }
    #expect(presentation.notice.message == "Not a phone number")
  }

  @Test func aTapOnADisabledRowSaysWhy() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.notice.duration = nil
    let outcome = presentation.tap(try row("locked", form))
    #expect(outcome == .denied("Set by your company"))
    #expect(presentation.notice.message == "Set by your company")
  }

  // MARK: Add rows

  @Test func anAddRowsTapAsksTheRowItInsertedToTakeFocus() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    let add = try #require(presentation.section(phones)?.rows.last)
    let before = Set(form.rowIDs(inSection: phones))
    presentation.tap(add)
    let added = try #require(form.rowIDs(inSection: phones).first { !before.contains($0) })
    #expect(presentation.section(phones)?.rows.last == add, "the Add row stays last")
    #expect(presentation.cachedRow(added)?.focusRequest == true)
    #expect(presentation.scrollRequest?.row == added)
    #expect(presentation.section(phones)?.rows.contains(added) == true)
  }

  @Test func anAddRowWhoseNewRowTakesNoFocusFocusesNothing() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let flags = try #require(form.sectionID(forTag: Self.flags.tag))
    let add = try #require(presentation.section(flags)?.rows.last)
    let count = form.rowIDs(inSection: flags).count
    presentation.tap(add)
    #expect(form.rowIDs(inSection: flags).count == count + 1, "a switch was added")
    #expect(presentation.scrollRequest == nil)
    // A later update inserting a row there focuses nothing either: the request ended with the tap.
    try form.appendMultivaluedRow(toSection: flags)
    form.flush()
    #expect(presentation.scrollRequest == nil)
  }

  @Test func aButtonThatIsNotAnAddRowFocusesNothing() throws {
    let form = try Form {
      Section("Main") {
        Row.text("first", "First")
        Row.button("Go", tag: "go") { form in _ = form }
      }
    }
    let presentation = FormPresentation(form: form)
    presentation.tap(try row("go", form))
    #expect(presentation.scrollRequest == nil)
  }

  // MARK: Focus and the keyboard

  @Test func theReturnKeyGoesToTheNextTextRowThenClosesTheKeyboard() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let nameID = try row("name", form)
    let ageID = try row("age", form)
    presentation.focusChanged(nameID, isFocused: true)
    #expect(form.focusedRow == nameID)
    #expect(presentation.focusedRow == nameID)
    presentation.focusNext(after: nameID)
    #expect(presentation.cachedRow(ageID)?.focusRequest == true)
    #expect(presentation.scrollRequest?.row == ageID)
    let serial = try #require(presentation.scrollRequest?.serial)
    presentation.focus(ageID)
    #expect(presentation.scrollRequest?.serial == serial + 1, "each request scrolls again")

    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    let last = try #require(form.rowIDs(inSection: phones).last)
    _ = presentation.row(last)
    presentation.focusNext(after: last)
    #expect(presentation.cachedRow(last)?.focusRequest == false, "after the last text row the keyboard closes")
  }

  @Test func focusMovingIsToldOnceAndTheFormFollows() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let recorder = Recorder<FormPresentation.Property>()
    presentation.observer = recorder.observer()
    let nameID = try row("name", form)
    let ageID = try row("age", form)
    presentation.focusChanged(nameID, isFocused: true)
    presentation.focusChanged(ageID, isFocused: true)
    presentation.focusChanged(nameID, isFocused: false)  // Already blurred by the move.
    #expect(form.focusedRow == ageID)
    presentation.focusChanged(ageID, isFocused: false)
    #expect(form.focusedRow == nil)
    #expect(presentation.focusedRow == nil)
    #expect(recorder.events.filter { $0.hasPrefix("did") } == ["did focusedRow", "did focusedRow", "did focusedRow"])
    // Dismissing the keyboard asks the focused row to give it up.
    presentation.focusChanged(ageID, isFocused: true)
    _ = presentation.row(ageID)  // Its view asked for it.
    presentation.focus(nil)
    #expect(presentation.cachedRow(ageID)?.focusRequest == false)
  }

  @Test func theReturnKeyOfATextRowSaysNextUntilTheLast() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let name = try #require(form.state(of: row("name", form)))
    #expect(presentation.textContent(of: name)?.returnKey == .next)
    #expect(presentation.textContent(of: name)?.keyboard == FormTextContent(state: name, hasNextInput: true)?.keyboard)
    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    let lastPhoneID = try #require(form.rowIDs(inSection: phones).last)
    let lastPhone = try #require(form.state(of: lastPhoneID))
    #expect(presentation.textContent(of: lastPhone)?.returnKey == .done)
    let more = try #require(form.state(of: row("more", form)))
    #expect(presentation.textContent(of: more) == nil)
  }

  // MARK: Text

  @Test func typedTextIsAcceptedCutRejectedOrDeniedAsTheDriverSays() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    #expect(presentation.textDidChange("Ada", in: try row("name", form)) == .accepted)
    #expect(presentation.textDidChange("ABCDE", in: try row("code", form)) == .replace("ABC"))
    guard case .rejected = presentation.textDidChange("12a", in: try row("age", form)) else {
      Issue.record("a number that does not read is rejected")
      return
    }
    guard case .denied = presentation.textDidChange("x", in: try row("locked", form)) else {
      Issue.record("a locked row is denied")
      return
    }
  }

  @Test func textTypedIntoARowNoLongerShownIsRefusedAndTheKeyboardLeaves() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    let extraID = try row("extra", form)
    let extra = try #require(presentation.row(extraID))
    extra.focusRequest = nil
    form[Self.more] = false
    // The update has not arrived yet: the field still shows and takes a keystroke.
    #expect(presentation.textDidChange("late", in: extraID) == .denied(presentation.strings.rowNotShown))
    #expect(extra.focusRequest == false)
    #expect(form.state(of: extraID)?.value != .string("late"))
  }

  @Test func aFieldBeingTypedInKeepsATextThatReadsAsTheValue() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    let ageID = try row("age", form)
    presentation.input("01", for: ageID)
    #expect(presentation.replacementText(forField: "01", of: ageID, isEditing: true) == nil)
    #expect(presentation.replacementText(forField: "01", of: ageID, isEditing: false) == "1")
    form[Self.age] = 7
    form.flush()
    #expect(presentation.replacementText(forField: "01", of: ageID, isEditing: true) == "7")
    #expect(presentation.replacementText(forField: "7", of: ageID, isEditing: true) == nil)
  }

  /// SwiftUI's fields pass an input method's marked text through their binding without a word:
  /// a field being typed in keeps a text longer than the row's maximum as long as its cut is the
  /// row's value (the composition is not rewritten under the input method), and shows the cut
  /// text once editing ends.
  @Test func aFieldBeingTypedInKeepsATextLongerThanTheMaximumUntilEditingEnds() throws {
    let nickname = RowKey<String>("nickname")
    let form = try Form { Section { Row.text(nickname, "Nickname").maxCharacters(5) } }
    let presentation = FormPresentation(form: form)
    let id = try row("nickname", form)
    #expect(presentation.textDidChange("nihaoa", in: id) == .replace("nihao"))
    #expect(form[nickname] == "nihao")
    #expect(presentation.replacementText(forField: "nihaoa", of: id, isEditing: true) == nil)
    #expect(presentation.replacementText(forField: "nihaoa", of: id, isEditing: false) == "nihao")
    // A program change still replaces the text being typed.
    form[nickname] = "other"
    form.flush()
    #expect(presentation.replacementText(forField: "nihaoa", of: id, isEditing: true) == "other")
  }

  // MARK: Moves

  @Test func rowsMoveAsAListReportsThemAndARefusalIsShown() throws {
    let form = try Form {
      Section.multivalued(Self.phones, "Phones", values: ["1", "2", "3"], options: .all) { Row.phone(nil, "Phone") }
      Section("Fixed", tag: "fixed") {
        Row.text("a", "A")
        Row.text("b", "B")
      }
    }
    let presentation = FormPresentation(form: form)
    let section = try #require(presentation.sections.first)
    let before = section.rows
    // The first row after the third (offsets of SwiftUI's `onMove`: before the Add row).
    presentation.moveRows(fromOffsets: IndexSet(integer: 0), toOffset: 3, inSection: section.id)
    #expect(section.rows == [before[1], before[2], before[0], before[3]])
    #expect(form[Self.phones] == ["2", "3", "1"])

    presentation.notice.duration = nil
    let fixed = try #require(presentation.sections.last)
    let unknown = SectionID(rawValue: -1)
    presentation.moveRows(fromOffsets: IndexSet(integer: 0), toOffset: 1, inSection: unknown)
    #expect(presentation.notice.message == nil, "a section not shown moves nothing")
    presentation.moveRows(fromOffsets: IndexSet(integer: 0), toOffset: 2, inSection: fixed.id)
    #expect(presentation.notice.message == nil)
    #expect(fixed.rows == form.snapshot.rows(inSection: 1))
    presentation.moveRows(fromOffsets: IndexSet(integer: 3), toOffset: 0, inSection: section.id)
    #expect(presentation.notice.message != nil, "the Add row does not move: the refusal is shown")
    #expect(section.rows.last == before[3])
  }

  @Test func optionsLoadedOnDemandRefreshTheirRow() async throws {
    let form = try Form {
      Section {
        Row.selector("bank", "Bank", presentation: .push) {
          [SelectorOption("icbc", "ICBC"), SelectorOption("abc", "ABC")]
        }
      }
    }
    let presentation = FormPresentation(form: form)
    let bank = try #require(presentation.row(try row("bank", form)))
    #expect(bank.state.options.items.isEmpty)
    await presentation.loadOptions(for: bank.id)
    #expect(bank.state.options.items.count == 2, "the update was delivered: the row shows its options")
  }

  @Test func aDefinitionErrorIsShownWithItsFirstProblem() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.notice.duration = nil
    let main = try #require(form.sectionID(forTag: "main"))
    presentation.attempt { form in
      _ = try form.append(Row.text("name", "Second name"), toSection: main)
    }
    let message = try #require(presentation.notice.message)
    #expect(message.contains("name"), "the duplicate tag is named: \(message)")
  }

  // MARK: List events

  @Test func aRowAppearingNearTheEndAsksForMoreRowsOnce() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    presentation.loadMoreDistance = 1
    var events: [FormListEvent] = []
    let subscription = presentation.observeList { events.append($0) }
    defer { subscription.cancel() }
    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    let rows = try #require(presentation.section(phones)?.rows)
    for row in rows { presentation.rowAppeared(row) }
    for row in rows { presentation.rowAppeared(row) }
    #expect(events.filter { if case .loadMore = $0 { true } else { false } } == [.loadMore(phones)])
    #expect(events.filter { if case .willDisplay = $0 { true } else { false } }.count == 2 * rows.count)
    presentation.rowDisappeared(rows[0])
    #expect(events.last == .didEndDisplaying(rows[0], ItemPath(item: 0, section: 1)))
    presentation.tap(try row("more", form))
    #expect(events.contains(.selected(try row("more", form), ItemPath(item: 3, section: 0))))
  }

  // MARK: Words, direction, locale

  @Test func anErrorUnderTheFocusedRowIsSaidOnce() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    var said: [String] = []
    presentation.announce = { said.append($0) }
    let ageID = try row("age", form)
    presentation.focusChanged(ageID, isFocused: true)
    presentation.input("12a", for: ageID)
    #expect(said.count == 1)
    let inputError = try #require(form.state(of: ageID)?.inputError)
    #expect(said.first?.contains(inputError) == true)
    presentation.input("12ab", for: ageID)
    #expect(said.count <= 2)
  }

  @Test func theLayoutDirectionFollowsTheFormsLanguage() throws {
    let form = try Self.form()
    form.locale = Locale(identifier: "en_US")
    let presentation = FormPresentation(form: form)
    #expect(presentation.layoutDirection == .leftToRight)
    form.locale = Locale(identifier: "ar")
    #expect(presentation.layoutDirection == .rightToLeft)
    #expect(FormLayoutDirection(locale: Locale(identifier: "zh-Hans")) == .leftToRight)
  }

  @Test func refreshingAllReadsEveryRowAgainAfterANewLocale() throws {
    let form = try Self.form()
    form.locale = Locale(identifier: "en_US")
    let presentation = FormPresentation(form: form)
    #expect(presentation.notice.okTitle == form.strings.controls.ok)
    let name = try #require(presentation.row(row("name", form)))
    let revision = name.revision
    form.locale = Locale(identifier: "zh-Hans")
    presentation.refreshAll()
    #expect(name.revision == revision + 1)
    #expect(presentation.strings == FormListStrings(strings: form.strings))
  }

  // MARK: No observer

  /// iOS 15 and 16 have no `ObservationRegistrar`: the SwiftUI models then set no observer
  /// hook of their own but `objectWillChange`, and the presentation must make every decision
  /// with none at all.
  @Test func withoutAnyObserverEveryDecisionIsStillMade() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    #expect(presentation.observer == nil)
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    #expect(presentation.sections.map(\.id) == form.snapshot.sections.map(\.id))
    let phones = try #require(form.sectionID(forTag: Self.phones.tag))
    presentation.tap(try #require(presentation.section(phones)?.rows.last))
    #expect(presentation.scrollRequest != nil)
    #expect(!presentation.isValid)
    presentation.attempt { try $0.userSetValue(.string("Ada"), for: self.row("name", $0)) }
    let added = try #require(presentation.scrollRequest?.row)
    presentation.attempt { try $0.userSetValue(.string("555"), for: added) }
    #expect(presentation.isValid)
  }

  @Test func theWillAndDidOfEveryChangeComeInPairsAroundIt() throws {
    let form = try Self.form()
    let presentation = FormPresentation(form: form)
    var seen: [String] = []
    presentation.observer = PresentationObserver(
      willChange: { property in
        if property == .sections { seen.append("will \(presentation.sections.count)") }
      },
      didChange: { property in
        if property == .sections { seen.append("did \(presentation.sections.count)") }
      })
    let count = presentation.sections.count
    presentation.attempt { try $0.userSetValue(.bool(true), for: self.row("more", $0)) }
    #expect(seen == ["will \(count)", "did \(count + 1)"], "the old value before, the new one after")
  }
}
