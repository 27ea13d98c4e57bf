import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTerminal

/// The terminal in the form's language: the built-in words from `form.strings`, Arabic titles
/// that keep the columns, every example in the pseudo-language at 80×24 with nothing cut off,
/// and two examples in Simplified Chinese as goldens.
@MainActor
@Suite struct TerminalLocalizationTests {
  static let chinese = Locale(identifier: "zh_CN")
  static let pseudo = Locale(identifier: "en_XA")

  func options(_ example: ExampleForm) -> FormTerminalSession.Options {
    .init(
      submitTitle: example.submitButtonTags.isEmpty ? FormTerminalSession.Options.defaultSubmitTitle : nil,
      submitButtonTags: example.submitButtonTags, parameters: example.parameters)
  }

  // MARK: Words

  @Test func theBuiltInWordsFollowTheFormsLocale() async throws {
    let form = try TestForms.everyKind()
    form.locale = Self.chinese
    let session = FormTerminalSession(form: form, title: "T")
    let strings = FormStrings(locale: Self.chinese)
    #expect(HelpText.text(for: session).hasPrefix(strings.terminal.typeToEdit))
    #expect(HelpText.text(for: session).contains("Ctrl-S \(strings.terminal.submitAction)"))
    let screen = session.frame(size: .standard).plainText
    #expect(screen.contains("<\(strings.controls.choose)>"))  // City, no value yet
    #expect(screen.contains("[ \(strings.terminal.submit) ]"))
    #expect(screen.contains("(\(strings.controls.disabled))"))  // Locked
    await session.handle(.control("s"))
    #expect(session.statusText?.hasPrefix(strings.counts.problems(1)) == true)
    #expect(session.statusText?.contains(strings.validation.required("Name")) == true)
  }

  @Test func aSessionFollowsALocaleChangedWhileItRuns() throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "T")
    #expect(session.frame(size: .standard).plainText.contains("[ Submit ]"))
    form.locale = Self.chinese
    #expect(session.frame(size: .standard).plainText.contains("[ 提交 ]"))
  }

  // MARK: Right to left

  static let arabicName = RowKey<String>("name")
  static let arabicCity = RowKey<String>("city")

  static func arabicForm() throws -> Form {
    try Form(locale: Locale(identifier: "ar_EG")) {
      Section("البيانات الشخصية") {
        Row.name(arabicName, "الاسم الكامل").required()
        Row.email(RowKey<String>("email"), "البريد الإلكتروني")
        Row.switch(RowKey<Bool>("notify"), "الإشعارات")
        Row.selector(
          arabicCity, "المدينة", options: [.init("ruh", "الرياض"), .init("cai", "القاهرة"), .init("dxb", "دبي")])
        // A title that opens a right-to-left override and never closes it.
        Row.text(RowKey<String>("note"), "\u{202E}ملاحظة مُشَكَّلَة")
      }
    }
  }

  @Test func arabicTitlesKeepTheColumns() async throws {
    let form = try Self.arabicForm()
    let session = FormTerminalSession(form: form, title: "طلب جديد")
    for character in "محمد" { await session.handle(.character(character)) }
    await session.handle(.tab)
    await session.handle(.tab)
    await session.handle(.tab)
    await session.handle(.enter)  // the city list over the form
    await session.handle(.down)
    let frame = session.frame(size: .standard)
    let column = session.layout.renderer.valueColumn
    for line in frame.lines {
      #expect(line.width <= TerminalSize.standard.columns, "\(line.plainText)")
      #expect(!line.plainText.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
    }
    // Each row's value ends in the value column, counted from the right (the screen is
    // mirrored): the titles, Arabic or not, fill their cell.
    let end = TerminalSize.standard.columns - 1 - column
    for (title, value) in [("الاسم الكامل", "محمد"), ("الإشعارات", "[ ]")] {
      let line = try #require(frame.lines.first { $0.plainText.contains(title) })
      #expect(line.slice(columns: (end - DisplayWidth.of(value))..<end).plainText == value, "\(title)")
    }
    #expect(frame.plainText.contains("| القاهرة ( ) < |"))
    let strings = FormStrings(locale: Locale(identifier: "ar_EG"))
    #expect(frame.lines.last?.plainText.contains("↑↓ \(strings.terminal.move)") == true)
    await session.handle(.enter)
    #expect(form[Self.arabicCity] == "cai")
    await session.handle(.control("s"))
    #expect(session.outcome != nil)
  }

  @Test func markedArabicTakesTheColumnsOfItsLetters() {
    // Vowel marks (harakat) take no column; an override is dropped.
    #expect(DisplayWidth.of("مُشَكَّلَة") == 5)
    #expect("\u{202E}abc\u{2066}d\u{2069}".terminalSafe == "abcd")
    #expect("ملاحظة\u{202C}".terminalSafe == "ملاحظة")
  }

  // MARK: Pseudo-language

  /// Every frame of a walk through a form: the first screen, then one per row focused.
  func walk(_ form: Form, title: String, options: FormTerminalSession.Options) async -> [Frame] {
    let session = FormTerminalSession(form: form, title: title, options: options)
    var frames = [session.frame(size: .standard)]
    for _ in 0..<session.targets(tabbing: false).count {
      await session.handle(.down)
      frames.append(session.frame(size: .standard))
    }
    await session.handle(.character("?"))
    frames.append(session.frame(size: .standard))
    return frames
  }

  /// Whether a line cuts off a built-in string or a control: every pseudo-string keeps its
  /// brackets (`[Šûƀɱîţ]`), every `[ ]`, `< >` and `( )` is closed, and nothing ends in `…`
  /// unless the form's own text was shortened (a long title or value).
  func cutOff(_ line: String) -> Bool {
    // The focus marker `> ` (of a row, or of an option in a list) is no bracket.
    var text = line.hasPrefix("> ") ? String(line.dropFirst(2)) : line
    text = text.replacingOccurrences(of: "| > ", with: "|   ")
    let pairs: [(Character, Character)] = [("[", "]"), ("<", ">"), ("(", ")")]
    return pairs.contains { open, close in text.filter { $0 == open }.count != text.filter { $0 == close }.count }
  }

  @Test(arguments: Examples.all.map(\.name))
  func thePseudoLanguageFitsEveryExampleAt80x24(name: String) async throws {
    let example = try #require(Examples.named(name))
    let form = try example.make()
    form.locale = Self.pseudo
    let strings = FormStrings(locale: Self.pseudo)
    #expect(strings.language == .pseudo)
    let frames = await walk(form, title: example.title, options: options(example))
    for (number, frame) in frames.enumerated() {
      #expect(frame.lines.count == TerminalSize.standard.rows)
      // The last frame is the help screen, whose descriptions wrap onto the lines below them:
      // its body is checked as one text.
      let isHelpScreen = number == frames.count - 1
      for (index, line) in frame.lines.enumerated() {
        #expect(line.width < TerminalSize.standard.columns, "line \(index): \(line.plainText)")
        // The status line holds form messages of any length; every other line is layout.
        guard index != frame.lines.count - 2, !isHelpScreen || index == frame.lines.count - 1 else { continue }
        #expect(!cutOff(line.plainText), "line \(index) of \(name): \(line.plainText)")
      }
      if isHelpScreen {
        let body = frame.lines.dropFirst().dropLast(2).map(\.plainText).joined(separator: " ")
        #expect(!cutOff(body) && !body.contains("…"), "the help screen of \(name) is cut: \(body)")
      }
      // The help line speaks the pseudo-language, on the help screen too.
      let help = frame.lines.last?.plainText ?? ""
      #expect(help.contains("["), "the help line of frame \(number) is pseudo-text: \(help)")
    }
  }

  @Test func thePseudoLanguageReachesTheSubmitLineAndThePrompts() async throws {
    let form = try TestForms.everyKind()
    form.locale = Self.pseudo
    let session = FormTerminalSession(form: form, title: "T")
    let strings = FormStrings(locale: Self.pseudo)
    #expect(session.frame(size: .standard).plainText.contains("[ \(strings.terminal.submit) ]"))
    await session.handle(.character("x"))
    await session.handle(.interrupt)
    #expect(session.statusText == strings.terminal.quitQuestion)
    #expect(strings.terminal.quitQuestion.contains("["))
  }

  @Test func theArabicHelpPutsEachKeyOnALineOfItsOwn() async throws {
    let form = try TestForms.everyKind()
    form.locale = Locale(identifier: "ar")
    let session = FormTerminalSession(form: form, title: "T")
    await session.handle(.function(1))
    let entries = HelpScreen.entries(form.strings.terminal)
    var seen: Set<String> = []
    for _ in 0..<entries.count {
      let lines = session.frame(size: .standard).lines.map(\.plainText)
      for entry in entries {
        // The screen is mirrored: the keys end two columns from the right edge, the first key
        // rightmost.
        let keys = ScreenLine(entry.keys).mirrored(width: DisplayWidth.of(entry.keys)).plainText
        guard let line = lines.first(where: { $0.hasSuffix(keys + "  ") }) else { continue }
        // Nothing beside the key: its description is on the lines under it.
        #expect(line.trimmingCharacters(in: .whitespaces) == keys, "\(line)")
        seen.insert(entry.keys)
      }
      await session.handle(.down)
    }
    #expect(seen.count == entries.count, "the help scrolls to every key")
  }

  @Test func chinesePromptsAndPagesReadAsChinese() async throws {
    let form = try TestForms.pages()
    form.locale = Self.chinese
    let session = FormTerminalSession(form: form, title: "T")
    let frame = session.frame(size: .standard).plainText
    #expect(frame.contains("[ 下一步 ]"))  // a wizard's step, not the next item
    #expect(!frame.contains("下一项"))
    await session.handle(.character("A"))
    await session.handle(.interrupt)
    let status = session.frame(size: .standard).lines[TerminalSize.standard.rows - 2].plainText
    // Full-width punctuation carries its own spacing: no space between ？ and （.
    #expect(status.trimmingCharacters(in: .whitespaces) == "退出并丢弃已输入的内容？（y 或 Ctrl-C：是，其他键：否）")
  }

  // MARK: Simplified Chinese goldens

  @Test func newsletterInChineseAfterAFailedSubmit() async throws {
    let example = try #require(Examples.named("newsletter"))
    let form = try example.make()
    form.locale = Self.chinese
    let input = ["Ada", Keys.tab, Keys.tab, Keys.space, Keys.ctrlS]
    let (_, terminal, _) = try await drive(form, title: example.title, input: input, options: options(example))
    assertGolden(terminal.screen.text, named: "zh-Hans-newsletter-errors")
  }

  @Test func transportOrderInChinese() async throws {
    let example = try #require(Examples.named("transport-order"))
    let form = try example.make()
    form.locale = Self.chinese
    // The loading time set to now with its picker: a date the Chinese way.
    let input = [Keys.down, Keys.down, Keys.down, Keys.enter, "n", Keys.enter]
    let (_, terminal, _) = try await drive(form, title: example.title, input: input, options: options(example))
    assertGolden(terminal.screen.text, named: "zh-Hans-transport-order")
  }
}
