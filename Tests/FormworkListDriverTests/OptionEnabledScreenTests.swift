import Formwork
import FormworkListDriver
import Testing

/// A disabled option (`enabledWhen`) on an option screen: shown, marked not enabled, its pick
/// refused with the reason (UIKit's and SwiftUI's option screens draw this content).
@MainActor
@Suite struct OptionEnabledScreenTests {
  @Test func aDisabledOptionIsShownAndItsPickRefused() throws {
    let form = try Form {
      Section {
        Row.integer("seats", "Seats", value: 1)
        Row.selector(
          RowKey<String>("plan"), "Plan", options: [.init("basic", "Basic"), .init("team", "Team")],
          presentation: .push
        )
        .option("team", enabledWhen: "seats > 1")
      }
    }
    let driver = FormListDriver(form: form)
    let row = try #require(form.rowID(forTag: "plan"))
    let content = try #require(driver.options(for: row))
    #expect(content.options.map(\.isEnabled) == [true, false])
    #expect(content.options.map(\.title) == ["Basic", "Team"])
    guard case .refused(let reason) = driver.pickOption(at: 1, for: row) else {
      Issue.record("a disabled option was picked")
      return
    }
    #expect(reason.contains("Team"))
    #expect(driver.pickOption(at: 0, for: row) == .close)
  }
}

/// A multiple selector's "Select all" entry heads its option screen (not while searching).
@MainActor
@Suite struct SelectAllScreenTests {
  @Test func selectAllHeadsTheScreenAndTogglesEveryOption() throws {
    let form = try Form {
      Section {
        Row.multipleSelector(
          RowKey<[String]>("extras"), "Extras", options: [.init("a", "A"), .init("b", "B", group: "More")]
        )
        .selectAll("Everything")
      }
    }
    let driver = FormListDriver(form: form)
    let row = try #require(form.rowID(forTag: "extras"))
    var content = try #require(driver.options(for: row))
    #expect(content.options.map(\.title) == ["Everything", "A", "B"])
    #expect(content.options.first?.isSelectAll == true && content.options.first?.isSelected == false)
    #expect(driver.pickOption(at: FormOption.selectAllIndex, for: row) == .stay)
    #expect(form[RowKey<[String]>("extras")] == ["a", "b"])
    content = try #require(driver.options(for: row))
    #expect(content.options.first?.isSelected == true)
    #expect(try #require(driver.options(for: row, matching: "A")).options.map(\.title) == ["A"])
  }
}
