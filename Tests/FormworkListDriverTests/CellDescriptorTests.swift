import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Which cell every row kind gets, with which reuse identifier, and what it shows.
@MainActor
@Suite struct CellDescriptorTests {
  @Test func everyRowKindGetsItsCellKindAndReuseIdentifier() throws {
    let (driver, list) = DriverFixtures.drive(try DriverFixtures.everyKind())
    var seen: Set<String> = []
    for section in 0..<driver.numberOfSections {
      for item in 0..<driver.numberOfRows(inSection: section) {
        let cell = driver.cell(at: ItemPath(item: item, section: section))
        let tag = try #require(cell.state?.tag)
        let expected = try #require(DriverFixtures.expectedKinds[tag], "no expectation for \(tag)")
        #expect(cell.kind == expected, "\(tag)")
        #expect(cell.reuseIdentifier == expected.reuseIdentifier, "\(tag)")
        #expect(cell.reuse == .reused)
        seen.insert(tag)
      }
    }
    #expect(seen == Set(DriverFixtures.expectedKinds.keys))
    list.expectConsistent()
  }

  @Test func reuseIdentifiersNameTheKind() {
    #expect(FormCellKind.textField.reuseIdentifier == "formwork.textField")
    #expect(FormCellKind.inlineDatePicker.reuseIdentifier == "formwork.inlineDatePicker")
    #expect(FormCellKind.custom("rating").reuseIdentifier == "formwork.custom.rating")
    #expect(FormCellKind.unregistered("rating").reuseIdentifier == "formwork.unregistered")
    #expect(FormCellKind.uniqueReuseIdentifier(for: RowID(rawValue: 7)) == "formwork.unique.7")
  }

  @Test func inlineEditorsGetPickerCells() throws {
    let (driver, list) = DriverFixtures.drive(try DriverFixtures.everyKind())
    for (tag, editor) in [("dateInline", FormCellKind.inlineDatePicker), ("selectorInline", .inlinePicker)] {
      let path = try DriverFixtures.path(tag, in: driver)
      #expect(list.tap(path) == .inlineToggled(driver.form.rowID(forTag: tag)!, expanded: true))
      list.flush()
      let cell = driver.cell(at: ItemPath(item: path.item + 1, section: path.section))
      #expect(cell.kind == editor)
      #expect(cell.reuseIdentifier == editor.reuseIdentifier)
      #expect(driver.cell(at: path).content.accessory == .expander(isExpanded: true))
    }
  }

  @Test(arguments: TextStyle.allCases)
  func textTraitsFollowTheStyleDefaults(style: TextStyle) throws {
    let form = try Form {
      Section {
        Row<String>(RowKey("field"), kind: .text(style), title: "Field")
        Row.text("after", "After")
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    let text = try #require(driver.cell(at: ItemPath(item: 0, section: 0)).content.text)
    #expect(text.keyboard == style.defaultKeyboard)
    #expect(text.autocapitalization == style.defaultAutocapitalization)
    #expect(text.autocorrection == style.defaultAutocorrection)
    #expect(text.contentType == style.defaultContentType)
    #expect(text.isSecure == (style == .password))
    #expect(text.isMultiline == (style == .textArea))
    // A text area's return key inserts a line break: it never says "next".
    #expect(text.returnKey == (style == .textArea ? .default : .next))
  }

  @Test func textContentIsTheSameForEveryRenderer() throws {
    let form = try Form {
      Section {
        Row.email("email", "Email").returnKey(.send)
        Row.textArea("notes", "Notes").returnKey(.send)
        Row.switch("switch", "Switch")
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    for tag in ["email", "notes", "switch"] {
      let state = try #require(form.state(forTag: tag))
      let path = try DriverFixtures.path(tag, in: driver)
      // What a renderer without the list driver (SwiftUI) computes is what the driver's cell shows.
      let hasNext = driver.nextInput(after: state.id) != nil
      #expect(FormTextContent(state: state, hasNextInput: hasNext) == driver.cell(at: path).content.text, "\(tag)")
    }
    let email = try #require(form.state(forTag: "email"))
    #expect(FormTextContent(state: email, hasNextInput: true)?.returnKey == .send)
    let notes = try #require(form.state(forTag: "notes"))
    #expect(FormTextContent(state: notes, hasNextInput: true)?.returnKey == .default)
    #expect(FormTextContent(state: try #require(form.state(forTag: "switch")), hasNextInput: true) == nil)
  }

  @Test func configurationOverridesTheDefaults() throws {
    let form = try Form {
      Section {
        Row.email("email", "Email").keyboard(.asciiCapable).contentType(.username).autocapitalization(.words)
          .autocorrection(true).returnKey(.go).placeholder("you@example.com").maxCharacters(40)
          .titleWidthShare(0.4).height(60)
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    let content = driver.cell(at: ItemPath(item: 0, section: 0)).content
    let text = try #require(content.text)
    #expect(text.keyboard == .asciiCapable)
    #expect(text.contentType == .username)
    #expect(text.autocapitalization == .words)
    #expect(text.autocorrection)
    #expect(text.returnKey == .go)
    #expect(text.placeholder == "you@example.com")
    #expect(text.maxCharacters == 40)
    #expect(content.titleWidthShare == 0.4)
    #expect(content.preferredHeight == 60)
  }

  @Test func theLastInputSaysDone() throws {
    let form = try Form {
      Section {
        Row.text("a", "A")
        Row.switch("s", "S")
        Row.text("b", "B")
        Row.text("c", "C").disabled(true)
      }
    }
    let (driver, _) = DriverFixtures.drive(form)
    #expect(driver.cell(at: ItemPath(item: 0, section: 0)).content.text?.returnKey == .next)
    #expect(driver.cell(at: ItemPath(item: 2, section: 0)).content.text?.returnKey == .done)
  }

  @Test func contentShowsTitleValueRequiredMarkDisabledStateAndMessage() throws {
    let form = try Form {
      Section {
        Row.email("email", "Email").required().rules(.email)
        Row.selector("color", "Color", options: DriverFixtures.colors).noValueText("Pick one")
        Row.text("locked", "Locked", value: "x").disabled(true)
        Row.integer("age", "Age")
      }
    }
    let (driver, list) = DriverFixtures.drive(form)
    var email = driver.cell(at: ItemPath(item: 0, section: 0)).content
    #expect(email.markedTitle == "Email *")
    #expect(email.showsRequiredMark)
    #expect(email.message == nil)
    #expect(email.accessibility.identifier == "formwork.row.email")
    #expect(email.accessibility.label == "Email, required")
    #expect(email.accessibility.value == "No value")

    let emailID = try #require(form.rowID(forTag: "email"))
    form.input("not an address", for: emailID)
    form.blur(emailID)
    list.flush()
    email = driver.cell(at: ItemPath(item: 0, section: 0)).content
    let message = try #require(email.message)
    #expect(message.severity == .error)
    #expect(email.accessibility.value == "not an address, Error: \(message.text)")

    let color = driver.cell(at: ItemPath(item: 1, section: 0)).content
    #expect(color.detail == "Pick one")
    #expect(color.detailIsNoValue)
    #expect(color.accessory == .disclosureIndicator)
    #expect(color.highlightsOnTap)

    let locked = driver.cell(at: ItemPath(item: 2, section: 0)).content
    #expect(!locked.isEnabled)
    #expect(locked.disabledReason != nil)
    #expect(locked.accessibility.hint == locked.disabledReason)

    let ageID = try #require(form.rowID(forTag: "age"))
    form.input("12a", for: ageID)
    list.flush()
    let age = driver.cell(at: ItemPath(item: 3, section: 0)).content
    #expect(age.message?.severity == .error)
    #expect(age.text?.text == "12a")
  }

  @Test func passwordsAreNeverReadAloud() throws {
    let form = try Form { Section { Row.password("password", "Password", value: "hunter2") } }
    let (driver, _) = DriverFixtures.drive(form)
    let content = driver.cell(at: ItemPath(item: 0, section: 0)).content
    #expect(!content.accessibility.value.contains("hunter2"))
  }

  @Test func checkRowsShowACheckmark() throws {
    let form = try Form { Section { Row.check("check", "Check", value: true) } }
    let (driver, _) = DriverFixtures.drive(form)
    let content = driver.cell(at: ItemPath(item: 0, section: 0)).content
    #expect(content.accessory == .checkmark)
    #expect(content.accessibility.isSelected)
  }

  @Test func anUnregisteredCustomKindGetsAPlaceholderAndADiagnostic() throws {
    let form = try Form { Section { Row<Int>.custom("stars", kind: "rating", "Stars") } }
    let (driver, list) = DriverFixtures.drive(form)
    let cell = driver.cell(at: ItemPath(item: 0, section: 0))
    #expect(cell.kind == .unregistered("rating"))
    #expect(cell.content.detail.contains("rating"))
    #expect(form.diagnostics.contains { $0.code == .unregisteredKind && $0.message.contains("rating") })
    // Registering the kind reloads the list with the app's cell.
    let reloads = driver.statistics.reloads
    driver.registerCellKind("rating")
    #expect(driver.statistics.reloads == reloads + 1)
    #expect(driver.cell(at: ItemPath(item: 0, section: 0)).kind == .custom("rating"))
    #expect(driver.cell(at: ItemPath(item: 0, section: 0)).reuseIdentifier == "formwork.custom.rating")
    list.expectConsistent()
  }

  @Test func aPathOutOfRangeGetsAMissingCell() throws {
    let (driver, _) = DriverFixtures.drive(try DriverFixtures.everyKind())
    let cell = driver.cell(at: ItemPath(item: 99, section: 99))
    #expect(cell.kind == .missing)
    #expect(cell.state == nil)
  }

  @Test func aRowRemovedBeforeTheUpdateGetsAMissingCell() throws {
    let form = try Form { Section { Row.text("a", "A") } }
    let (driver, _) = DriverFixtures.drive(form)
    try form.removeRow(try #require(form.rowID(forTag: "a")))
    // Not flushed yet: the data source still has the row, the form no longer does.
    #expect(driver.cell(at: ItemPath(item: 0, section: 0)).kind == .missing)
  }

  @Test func headersAndFooters() throws {
    let form = try Form {
      Section("Account") { Row.text("a", "A") }.footer("Private")
      Section { Row.text("b", "B") }.header(kind: "banner", value: .string("hello"))
    }
    let (driver, _) = DriverFixtures.drive(form)
    let header = try #require(driver.supplementary(.header, inSection: 0))
    #expect(header.text == "Account")
    #expect(header.reuseIdentifier == "formwork.header.text")
    #expect(driver.supplementary(.footer, inSection: 0)?.text == "Private")
    #expect(driver.supplementary(.footer, inSection: 1) == nil)
    #expect(driver.supplementary(.header, inSection: 1)?.kind == .unregistered("banner"))
    driver.registerSupplementaryKind("banner")
    let custom = try #require(driver.supplementary(.header, inSection: 1))
    #expect(custom.kind == .custom("banner", .string("hello")))
    #expect(custom.reuseIdentifier == "formwork.header.custom.banner")
  }
}
