import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// What VoiceOver reads for each row kind and announces when an error appears, and how a row
/// arranges its title and value at every text size and in both reading directions: decided in
/// the driver for both Apple renderers.
@MainActor
@Suite struct RowLayoutAndSpeechTests {
  static func cell(_ tag: String, in driver: FormListDriver) throws -> FormCellDescriptor {
    driver.cell(at: try DriverFixtures.path(tag, in: driver))
  }

  @Test func aSwitchReadsItsTitleAndState() throws {
    let notify = RowKey<Bool>("notify")
    let form = try Form { Section { Row.switch(notify, "Notify me") } }
    let (driver, _) = DriverFixtures.drive(form)
    #expect(try Self.cell("notify", in: driver).content.accessibility.spokenText == "Notify me, Off")
    form[notify] = true
    form.flush()
    #expect(try Self.cell("notify", in: driver).content.accessibility.spokenText == "Notify me, On")
  }

  @Test func everyKindReadsItsTitleOnceAndNeverTheRequiredMark() throws {
    let form = try DriverFixtures.everyKind()
    let (driver, _) = DriverFixtures.drive(form)
    for section in 0..<driver.numberOfSections {
      for item in 0..<driver.numberOfRows(inSection: section) {
        let cell = driver.cell(at: ItemPath(item: item, section: section))
        guard let state = cell.state, !state.title.isEmpty else { continue }
        let spoken = cell.content.accessibility.spokenText
        #expect(!spoken.contains("*"), "\(cell.kind): \(spoken)")
        #expect(spoken.components(separatedBy: state.title).count == 2, "\(cell.kind) reads its title once: \(spoken)")
        #expect(spoken.hasPrefix(state.title), "\(cell.kind): \(spoken)")
      }
    }
    #expect(try Self.cell("email", in: driver).content.accessibility.spokenText == "Email, required, No value")
    #expect(try Self.cell("email", in: driver).content.markedTitle == "Email *")
  }

  @Test func theSwitchsWordsFollowTheFormsLanguage() throws {
    let notify = RowKey<Bool>("notify")
    let form = try Form { Section { Row.switch(notify, "Benachrichtigen") } }
    form.locale = Locale(identifier: "de_DE")
    let driver = FormListDriver(form: form)
    #expect(driver.strings.off == form.strings.values.off)
    #expect(driver.strings.off != "Off")
  }

  @Test(arguments: [false, true])
  func atAccessibilitySizesValuesGoUnderTheirTitles(isAccessibilitySize: Bool) throws {
    let form = try DriverFixtures.everyKind()
    let (driver, _) = DriverFixtures.drive(form)
    func layout(_ tag: String) throws -> FormRowLayout {
      FormRowLayout(cell: try Self.cell(tag, in: driver), isAccessibilitySize: isAccessibilitySize)
    }
    let stacked: FormRowLayout.Arrangement = isAccessibilitySize ? .stacked : .beside
    for tag in ["text", "date", "stepper", "segmented", "selectorPush", "selectorPicker", "info", "subform"] {
      #expect(try layout(tag).arrangement == stacked, "\(tag)")
      #expect(try layout(tag).valueAlignment == (isAccessibilitySize ? .leading : .trailing), "\(tag)")
    }
    // Narrow controls stay beside; buttons, sliders and text areas have nothing beside the title.
    for tag in ["switch", "check", "button", "slider", "textArea"] {
      #expect(try layout(tag).arrangement == .beside, "\(tag)")
    }
    #expect(try layout("button").titleAlignment == .center)
    #expect(try layout("text").titleWidthShare == (isAccessibilitySize ? nil : 0.4))
  }

  @Test func trailingIsTheLeftEdgeInRightToLeftLanguages() {
    #expect(FormTextAlignment.trailing.resolved(rightToLeft: false) == .right)
    #expect(FormTextAlignment.trailing.resolved(rightToLeft: true) == .left)
    #expect(FormTextAlignment.leading.resolved(rightToLeft: true) == .right)
    #expect(FormTextAlignment.center.resolved(rightToLeft: true) == .center)
  }

  @Test func aRendererWithoutCellsReadsTheSameWords() throws {
    let form = try DriverFixtures.everyKind()
    form.locale = Locale(identifier: "de_DE")
    let driver = FormListDriver(form: form)
    for section in 0..<driver.numberOfSections {
      for item in 0..<driver.numberOfRows(inSection: section) {
        let cell = driver.cell(at: ItemPath(item: item, section: section))
        guard let state = cell.state, case .registered = Self.registration(cell.kind) else { continue }
        #expect(
          FormAccessibilityContent(state: state, strings: driver.strings).label == cell.content.accessibility.label)
      }
    }
  }

  private enum Registration { case registered, unregistered }

  private static func registration(_ kind: FormCellKind) -> Registration {
    if case .unregistered = kind { return .unregistered }
    return .registered
  }

  /// Issue 15: "errors announced". An error appearing under the focused row is said once;
  /// the same message again is not; a fixed row that breaks again is.
  @Test func anErrorUnderTheFocusedRowIsAnnouncedOnce() throws {
    let form = try Form {
      Section { Row.email("email", "Email").rules(.email).validate(on: .onChange) }
    }
    let (driver, list) = DriverFixtures.drive(form)
    let email = try #require(form.rowID(forTag: "email"))
    #expect(driver.focus(email))
    func announcements() -> [String] {
      list.operations.compactMap { if case .announce(let text) = $0 { text } else { nil } }
    }
    _ = driver.textDidChange("ada", in: email)
    list.flush()
    let message = try #require(form.state(of: email)?.errors.first?.message)
    #expect(announcements() == ["\(driver.strings.errorAccessibility): \(message)"])
    _ = driver.textDidChange("ada@", in: email)
    list.flush()
    #expect(announcements().count == 1, "the same message is not said twice")
    _ = driver.textDidChange("ada@example.com", in: email)
    list.flush()
    _ = driver.textDidChange("ada@example", in: email)
    list.flush()
    #expect(announcements().count == 2, "broken again: said again")
  }
}

/// When a list asks for more rows: the driver and SwiftUI's model share the rule.
@Suite struct LoadMoreRuleTests {
  @Test func aSectionIsAskedOncePerNumberOfRows() {
    let section = SectionID(rawValue: 1)
    var rule = FormLoadMoreRule(distance: 3)
    var asks: [Bool] = []
    asks.append(rule.asksForMore(showing: 5, of: 10, in: section))  // too far from the end
    asks.append(rule.asksForMore(showing: 7, of: 10, in: section))  // near it: ask
    asks.append(rule.asksForMore(showing: 9, of: 10, in: section))  // asked at 10 rows already
    asks.append(rule.asksForMore(showing: 17, of: 20, in: section))  // more rows came: ask again
    #expect(asks == [false, true, false, true])
    rule.forget { _ in 10 }
    let afterForgetting = rule.asksForMore(showing: 9, of: 10, in: section)
    #expect(afterForgetting, "forgotten: the count is not the one asked at")
    var never = FormLoadMoreRule()
    let neverAsks = never.asksForMore(showing: 9, of: 10, in: section)
    #expect(!neverAsks)
  }
}
