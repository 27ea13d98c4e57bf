import Foundation
import Testing

@testable import FormworkCore

/// A form speaks its locale: built-in messages follow ``Form/locale``, replaced ones stay.
@MainActor
@Suite struct FormLocalizationTests {
  let name = RowKey<String>("name")
  let age = RowKey<Int>("age")
  let code = RowKey<String>("code")
  let express = RowKey<Bool>("express")

  func makeForm(locale: Locale) throws -> Form {
    try Form(locale: locale) {
      Section {
        Row.text(name, "Name").rules(.required)
        Row.integer(age, "Age")
        Row.text(code, "Code").rules(.minLength(4))
        Row.switch(express, "Express")
      }
    }
  }

  func id(_ form: Form, _ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }

  @Test func aFormBuiltInALocaleValidatesInItsLanguage() throws {
    let form = try makeForm(locale: Locale(identifier: "zh_CN"))
    form[code] = "ab"
    let report = form.validate()
    #expect(report.errors.map(\.message) == ["Name为必填项。", "请至少输入 4 个字符。"])
    #expect(form.strings.language == .simplifiedChinese)
    #expect(form.strings.controls.done == "完成")
    guard case .rejected(let message) = form.input("abc", for: try id(form, "age")) else {
      Issue.record("text in an integer row is rejected")
      return
    }
    #expect(message == "“abc”不是整数。")
  }

  @Test func changingTheLocaleRewordsShownIssuesAndKeepsReplacedMessages() throws {
    let form = try makeForm(locale: Locale(identifier: "en_US"))
    form.validationMessages.minLength = { _, count in "≥ \(count)" }
    form[code] = "ab"
    form.validate()
    #expect(form.issues(of: try id(form, "name")).map(\.message) == ["Name is required."])
    form.flush()
    var updates: [FormUpdate] = []
    let subscription = form.onUpdate { updates.append($0) }
    form.locale = Locale(identifier: "de_DE")
    form.flush()
    subscription.cancel()
    #expect(form.issues(of: try id(form, "name")).map(\.message) == ["Name ist ein Pflichtfeld."])
    #expect(form.issues(of: try id(form, "code")).map(\.message) == ["≥ 4"], "a replaced message stays")
    #expect(!updates.isEmpty, "renderers redraw the rows in the new locale")
    #expect(form.validationMessages.locale.identifier == "de_DE")
  }

  @Test func messagesWithAChosenLocaleDoNotFollowTheForm() throws {
    let form = try makeForm(locale: Locale(identifier: "en_US"))
    form.validationMessages = ValidationMessages(locale: Locale(identifier: "ja_JP"))
    form.locale = Locale(identifier: "fr_FR")
    #expect(form.validationMessages.required("名前") == "名前は必須です。")
    #expect(form.strings.language == .french, "the renderers' words still follow the form")
  }

  @Test func theDefaultMessagesAreEnglishInAnEnglishLocaleAsBefore() {
    let messages = ValidationMessages(locale: Locale(identifier: "en_US"))
    #expect(messages.required("") == "This field is required.")
    #expect(messages.required("Email") == "Email is required.")
    #expect(messages.minLength("", 1) == "Enter at least 1 character.")
    #expect(messages.maxCount("", 3) == "Choose at most 3 items.")
    #expect(messages.range("", "≥", "18") == "Must be at least 18.")
    #expect(messages.range("", ">", "0") == "Must be greater than 0.")
    #expect(messages.equalTo("", "") == "Must match the other field.")
    #expect(messages.notANumber("x", true) == "'x' is not a whole number.")
    #expect(messages.notADate("soon") == "'soon' is not a date.")
    #expect(messages.historyChange("Name") == "Change Name")
    #expect(messages.historyTyping == "Typing")
    #expect(messages.historyChanges == "Changes")
  }

  @Test func aReplacedMessageCanWrapTheBuiltInOne() {
    var messages = ValidationMessages(locale: Locale(identifier: "es_ES"))
    let builtIn = messages.required
    messages.required = { "⚠︎ " + builtIn($0) }
    messages.historyFill = "Import"
    #expect(messages.required("Nombre") == "⚠︎ El campo «Nombre» es obligatorio.")
    #expect(messages.historyFill == "Import")
    messages.locale = Locale(identifier: "en_US")
    #expect(messages.historyReset == "Reset")
  }

  @Test func undoStepNamesFollowTheLocale() throws {
    let form = try makeForm(locale: Locale(identifier: "fr_FR"))
    try form.setValue(true, for: express, origin: .user)
    #expect(form.undoActionName == "Modifier Express")
    try form.reset()
    #expect(form.undoActionName == "Réinitialiser")
  }

  @Test func aSubformSpeaksItsParentsLanguage() throws {
    let form = try makeForm(locale: Locale(identifier: "ko_KR"))
    #expect(form.validationMessages.required("이름") == "이름 항목은 필수입니다.")
  }
}
