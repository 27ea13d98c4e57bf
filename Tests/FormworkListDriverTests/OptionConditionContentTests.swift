import Formwork
import FormworkListDriver
import Foundation
import Testing

/// An option screen lists the options a row shows: options hidden by their condition are not
/// offered, and reappear when it holds.
@MainActor
@Suite struct OptionConditionContentTests {
  @Test func anOptionScreenListsOnlyTheOptionsShown() throws {
    let form = try Form {
      Section {
        Row.check("pro", "Pro")
        Row.selector(
          RowKey<String>("size"), "Size", options: [.init("s", "Small"), .init("xl", "Extra large")]
        )
        .option("xl", shownWhen: "pro")
      }
    }
    let size = try #require(form.rowID(forTag: "size"))
    let before = try #require(FormOptionsContent(form: form, row: size))
    #expect(before.options.map(\.title) == ["Small"])
    try form.setValue(true, forTag: "pro")
    let after = try #require(FormOptionsContent(form: form, row: size))
    #expect(after.options.map(\.title) == ["Small", "Extra large"])
  }
}
