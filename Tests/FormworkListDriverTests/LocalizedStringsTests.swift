import Formwork
import FormworkListDriver
import Foundation
import Testing

@MainActor
@Suite struct LocalizedStringsTests {
  @Test func theDriverSpeaksTheFormsLanguage() throws {
    let form = try Form(locale: Locale(identifier: "zh-Hans")) { Section { Row.text("a", "A") } }
    let driver = FormListDriver(form: form)
    #expect(driver.strings.done == "完成")
    #expect(driver.strings.done == form.strings.controls.done)
    let english = FormListDriver(form: try Form(locale: Locale(identifier: "en")) { Section { Row.text("a", "A") } })
    #expect(english.strings == FormListStrings())
  }
}
