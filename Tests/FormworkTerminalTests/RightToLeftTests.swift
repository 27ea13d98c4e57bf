import Formwork
import Foundation
import Testing

@testable import FormworkTerminal

/// An Arabic form is mirrored: titles at the right edge with the focus marker right of them,
/// values left of their titles, the status and help lines right-aligned, the help screen, an
/// option list and a menu mirrored alike; each piece of text keeps its logical order, and ← →
/// keep what they show.
@MainActor
@Suite struct RightToLeftTests {
  typealias T = TestForms.Tags
  static let arabic = Locale(identifier: "ar")
  static let size = TerminalSize(columns: 50, rows: 14)
  /// The columns a frame is laid out in: one short of the terminal's.
  static let width = size.columns - 1

  static func form() throws -> Form {
    let form = try Form {
      Section("الاتصال") {
        Row.name(T.name, "الاسم").required()
        Row.stepper(T.count, "العدد", value: 2, in: 0...5)
        Row.segmented(T.channel, "القناة", options: [.init("sms", "SMS"), .init("mail", "بريد")])
        Row.selector(T.city, "المدينة", options: [.init("par", "باريس"), .init("lon", "لندن")])
        Row.switch(T.notify, "تنبيه")
      }
    }
    form.locale = arabic
    return form
  }

  /// The columns a screen line takes up to the end of `piece` (its first occurrence).
  func columns(through piece: String, in line: String) throws -> Int {
    let range = try #require(line.range(of: piece), "\(piece) in \(line)")
    return DisplayWidth.of(line[..<range.upperBound])
  }

  func line(containing piece: String, in lines: [String]) throws -> String {
    try #require(lines.first { $0.contains(piece) }, "a line with \(piece)")
  }

  @Test(arguments: [TerminalSize(columns: 50, rows: 14), .standard, TerminalSize(columns: 100, rows: 30)])
  func theFormScreenIsMirrored(size: TerminalSize) async throws {
    let width = size.columns - 1
    // A name typed, then ← on the stepper: its left arrow is now the one that adds.
    let (_, terminal, session) = try await drive(
      try Self.form(), title: "تسجيل", size: size, input: ["ab", Keys.tab, Keys.left])
    let lines = terminal.screen.lines
    let valueColumn = session.layout.renderer.valueColumn
    #expect(session.form.state(for: T.count)?.value == 3)
    // The title at the right edge (a space after it), the progress at the left.
    #expect(lines[0].hasSuffix("تسجيل"))
    #expect(DisplayWidth.of(lines[0]) == width - 1)
    #expect(lines[0].hasPrefix(try #require(session.requiredProgress)))
    // The focused row: its marker at the last column, pointing at its title; its value ends
    // where the value column starts in a left-to-right form, counted from the right.
    let stepper = try line(containing: "العدد", in: lines)
    #expect(stepper.hasSuffix("0…5  < 3 >      العدد <"))
    #expect(DisplayWidth.of(stepper) == width)
    #expect(try columns(through: "< 3 >", in: stepper) == width - valueColumn)
    // A row not focused: its title two columns from the edge, its required mark left of it.
    let name = try line(containing: "الاسم", in: lines)
    #expect(name.hasSuffix("ab    * الاسم"))
    #expect(DisplayWidth.of(name) == width - 2)
    #expect(try columns(through: "ab", in: name) == width - valueColumn)
    #expect(try line(containing: "تنبيه", in: lines).hasSuffix("[ ]      تنبيه"))
    #expect(try line(containing: "إرسال ]", in: lines).hasSuffix("[ إرسال ]"))
    // The help line, right-aligned: the focused row's keys first, at the right.
    let help = lines[size.rows - 1]
    #expect(help.hasSuffix(session.words.help("←→", session.words.terminal.change)))
    #expect(DisplayWidth.of(help) == width - 1)
  }

  @Test func theStatusLineIsRightAligned() async throws {
    let size = TerminalSize(columns: 100, rows: 14)
    let (_, terminal, session) = try await drive(try Self.form(), title: "تسجيل", size: size, input: [Keys.ctrlS])
    let status = terminal.screen.lines[size.rows - 2]
    // One piece of text: its words and its brackets in their logical order.
    #expect(status.hasSuffix(try #require(session.statusText)))
    #expect(DisplayWidth.of(status) == size.columns - 2)
  }

  @Test func theCaretStaysAfterTheTextTyped() async throws {
    let session = FormTerminalSession(form: try Self.form(), title: "تسجيل")
    // Empty, the caret waits where the text will end: at the value column's edge, counted from
    // the right, the placeholder left of it.
    let empty = session.frame(size: Self.size)
    let valueColumn = session.layout.renderer.valueColumn
    #expect(empty.cursor?.column == Self.width - valueColumn)
    await session.handle(.character("a"))
    await session.handle(.character("b"))
    let frame = session.frame(size: Self.size)
    let caret = try #require(frame.cursor)
    let line = frame.lines[caret.line].plainText
    // The text is drawn in its logical order: the caret is right of the `b`, where it waited.
    #expect(caret.column == (try columns(through: "ab", in: line)))
    #expect(caret.column == Self.width - valueColumn)
  }

  @Test func arrowsAndClicksKeepTheirVisualMeaning() async throws {
    let form = try Self.form()
    let session = FormTerminalSession(form: form, title: "تسجيل")
    await session.handle(.tab)
    await session.handle(.right)
    #expect(form.state(for: T.count)?.value == 1)
    await session.handle(.tab)
    await session.handle(.left)
    #expect(form.state(for: T.channel)?.value == "sms")
    await session.handle(.left)  // the segment drawn left of the first: the second
    #expect(form.state(for: T.channel)?.value == "mail")
    await session.handle(.right)
    #expect(form.state(for: T.channel)?.value == "sms")
    // A click on the stepper's left arrow adds one, on its right arrow takes one.
    let frame = session.frame(size: Self.size)
    let index = try #require(frame.lines.firstIndex { $0.plainText.contains("العدد") })
    let line = frame.lines[index].plainText
    let left = try columns(through: "< 1 >", in: line) - 5
    await session.handle(.mouse(MouseEvent(action: .press, line: index, column: left)))
    #expect(form.state(for: T.count)?.value == 2)
    await session.handle(.mouse(MouseEvent(action: .press, line: index, column: left + 4)))
    #expect(form.state(for: T.count)?.value == 1)
  }

  @Test func theHelpScreenIsMirrored() async throws {
    let session = FormTerminalSession(form: try Self.form(), title: "تسجيل")
    await session.handle(.function(1))
    let lines = session.frame(size: Self.size).lines.map(\.plainText).map { $0.trimmingTrailingSpaces }
    let words = session.words.terminal
    #expect(lines[0].hasPrefix(words.helpTitle))
    // The heading at the right edge; each key on a line of its own, the first key rightmost,
    // its description under it, right-aligned within the help's indent.
    #expect(lines[2].hasSuffix(words.keysTitle))
    #expect(DisplayWidth.of(lines[2]) == Self.width)
    let keys = try line(containing: "PageUp", in: lines)
    #expect(keys.hasSuffix("PageUp PageDown  ↑ ↓"))
    #expect(DisplayWidth.of(keys) == Self.width - 2)
    let description = try #require(lines.firstIndex(of: keys)).advanced(by: 1)
    #expect(words.keyHelp(.rows).hasPrefix(lines[description].trimmingLeadingSpaces))
    #expect(DisplayWidth.of(lines[description]) == Self.width - 7)
    #expect(lines[Self.size.rows - 1].hasSuffix(words.otherKeysCloseHelp + "  ↑↓ " + words.scroll))
  }

  @Test func anOptionListIsMirrored() async throws {
    let session = FormTerminalSession(form: try Self.form(), title: "تسجيل")
    for _ in 0..<3 { await session.handle(.down) }
    await session.handle(.enter)
    let frame = session.frame(size: Self.size)
    let lines = frame.lines.map(\.plainText)
    let valueColumn = session.layout.renderer.valueColumn
    // The highlighted option: its marker rightmost, its radio mark right of its title; the
    // box's right border where the value column starts, counted from the right.
    let option = try line(containing: "باريس", in: lines)
    #expect(option.contains("| باريس ( ) < |"))
    #expect(try columns(through: "< |", in: option) == Self.width - valueColumn)
    #expect(try line(containing: "لندن", in: lines).contains("|  لندن ( )   |"))
    #expect(try line(containing: "+---", in: lines).contains("+--- المدينة -+"))
    // A click on the second option chooses it.
    let index = try #require(lines.firstIndex { $0.contains("لندن") })
    await session.handle(
      .mouse(MouseEvent(action: .press, line: index, column: try columns(through: "لندن", in: lines[index]) - 1)))
    #expect(session.form.state(for: T.city)?.value == "lon")
  }

  @Test func aMenuIsMirrored() async throws {
    // The examples' menu: a button per entry, its summary under it.
    let form = try Form(
      sections: [
        Section(rows: [Row.button("تسجيل الدخول", tag: "login") { _ in }.eraseToAnyRow()]).footer("حساب وكلمة مرور"),
        Section(rows: [Row.button("الاشتراك", tag: "signup") { _ in }.eraseToAnyRow()]).footer("نموذج طويل"),
      ], locale: Self.arabic)
    let session = FormTerminalSession(
      form: form, title: form.strings.terminal.examplesTitle,
      options: .init(
        submitTitle: nil, submitButtonTags: ["login", "signup"], submitsWithKey: false, typeToSelect: true,
        showsProgress: false))
    let lines = session.frame(size: Self.size).lines.map(\.plainText).map { $0.trimmingTrailingSpaces }
    #expect(lines[0].hasSuffix(form.strings.terminal.examplesTitle))
    let focused = try line(containing: "تسجيل الدخول", in: lines)
    #expect(focused.hasSuffix("[ تسجيل الدخول ] <"))
    #expect(DisplayWidth.of(focused) == Self.width)
    #expect(try line(containing: "الاشتراك", in: lines).hasSuffix("[ الاشتراك ]"))
    let summary = try line(containing: "نموذج طويل", in: lines)
    #expect(summary.hasSuffix("نموذج طويل"))
    #expect(DisplayWidth.of(summary) == Self.width - 2)
    #expect(lines[Self.size.rows - 1].hasSuffix("Enter " + form.strings.terminal.press))
  }

  @Test func aLeftToRightFormIsNotMirrored() async throws {
    let form = try Self.form()
    form.locale = Locale(identifier: "en_US")
    let session = FormTerminalSession(form: form, title: "Sign up")
    #expect(!session.isRightToLeft)
    let lines = session.frame(size: Self.size).lines.map(\.plainText)
    #expect(try line(containing: "الاسم", in: lines).hasPrefix("> الاسم *"))
  }

  @Test(arguments: ["ar", "ar_EG", "he", "fa", "ur"])
  func rightToLeftLanguagesAreMirrored(identifier: String) throws {
    let form = try Self.form()
    form.locale = Locale(identifier: identifier)
    #expect(FormTerminalSession(form: form, title: "").isRightToLeft)
  }
}

/// Lines mirrored on their own: pieces of text keep their order, marks face the other way.
@Suite struct ScreenLineMirroringTests {
  @Test(arguments: [
    ("> Name *   Ada", 16, "  Ada   * Name <"),
    ("  Done  [x]", 12, " [x]  Done  "),
    ("  Date  2026-12-01 14:30", 26, "  2026-12-01 14:30  Date  "),
    ("0 [###---] 1", 12, "1 [---###] 0"),
    ("+- Title -+", 11, "+- Title -+"),
    ("| > (*) Paris |", 15, "| Paris (*) < |"),
    ("  Phone  +49 30 1234  (+2 rows)", 32, " (+2 rows)  +49 30 1234  Phone  "),
    ("  Edit ›", 8, "‹ Edit  "),
    ("  <type to edit>", 16, "<type to edit>  "),
    ("  ! Required.  (fix, then Ctrl-S)", 34, " (fix, then Ctrl-S)  Required. !  "),
    ("  «الاسم» (disabled)", 20, "«الاسم» (disabled)  "),
  ])
  func aLineIsMirrored(line: String, width: Int, mirrored: String) {
    #expect(ScreenLine(line).mirrored(width: width).plainText == mirrored)
    // Mirroring twice gives the line back, padded.
    #expect(ScreenLine(line).mirrored(width: width).mirrored(width: width).plainText == line.padded(toWidth: width))
  }

  @Test func wideCharactersAndStylesKeepTheirCells() {
    var line = ScreenLine("> ", style: .cyan)
    line.append("城市", style: .bold)
    let mirrored = line.mirrored(width: 8)
    #expect(mirrored.plainText == "  城市 <")
    #expect(mirrored.width == 8)
    #expect(mirrored.spans.last == ScreenLine.Span(text: " <", style: .cyan))
  }

  @Test func aLongLineIsCutBeforeItIsMirrored() {
    #expect(ScreenLine("> A long title here").mirrored(width: 10).plainText == "A long … <")
  }

  @Test func theCaretKeepsItsPlaceInItsPiece() {
    let line = ScreenLine("> Name   Ada")  // the caret after "Ada": column 12
    #expect(line.mirroredCaretColumn(12, width: 16) == 7)
    #expect(line.mirroredCaretColumn(9, width: 16) == 4)  // before "Ada"
    #expect(line.mirroredCaretColumn(0, width: 16) == 15)  // the marker's cell
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }

  fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
