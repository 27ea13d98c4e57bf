import Testing

@testable import FormworkTerminal

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("", 0), ("日本", 4), ("한국어", 6), ("ｱ", 1), ("Ａ", 2), ("👍", 2), ("👍🏽", 2), ("🇫🇷", 2),
    ("❤️", 2), ("❤", 1), ("e\u{301}", 1), ("👩‍👩‍👧", 2), ("\u{200B}", 0), ("…", 1), ("→", 1),
  ])
  func measuresColumns(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  @Test func truncatesByColumnsNeverSplittingAWideCharacter() {
    #expect("Hello, world".truncated(toWidth: 8) == "Hello, …")
    #expect("日本語テキスト".truncated(toWidth: 6) == "日本…")
    #expect("日本語テキスト".truncated(toWidth: 7) == "日本語…")
    #expect("short".truncated(toWidth: 10) == "short")
    #expect("日本".padded(toWidth: 6) == "日本  ")
  }

  @Test func wrapsAtSpacesAndCutsLongWords() {
    #expect("one two three four".wrapped(toWidth: 9) == ["one two", "three", "four"])
    #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect("日本語の文".wrapped(toWidth: 4) == ["日本", "語の", "文"])
  }

  @Test func controlCharactersInDataNeverReachTheTerminal() {
    let line = ScreenLine("evil\u{1B}[2Jname\nnext\ttab\u{07}")
    #expect(line.plainText == "evil[2Jname next tab")
  }

  @Test func slicesAndOverlaysByColumns() {
    let line = ScreenLine("ab日本cd")
    #expect(line.slice(columns: 0..<3).plainText == "ab ")  // half of 日 becomes a space
    #expect(line.slice(columns: 2..<6).plainText == "日本")
    #expect(line.slice(columns: 5..<10).plainText == " cd  ")
    #expect(line.overlaid(with: ScreenLine("XY"), atColumn: 3).plainText == "ab XY cd")
    #expect(ScreenLine("日本語").truncated(toWidth: 5).plainText == "日本…")
  }
}
