import Foundation
import Testing

@testable import FormworkCore

/// Values shown in the locale's own formats and words; dates never ambiguous.
@Suite struct ValueDisplayLocalizationTests {
  static let locales = [
    "en_US_POSIX", "C", "", "en_US", "en_GB", "en_001", "de_DE", "fr_FR", "es_ES", "pt_BR", "ja_JP", "ko_KR", "zh_CN",
    "zh_TW", "ar", "ar_EG", "en_XA",
  ]

  /// 1 December 2026, 10:00 UTC, and 12 January 2026: the two dates `01/12/2026` could mean.
  static let december1 = Date(timeIntervalSince1970: 1_796_119_200)
  static let january12 = Date(timeIntervalSince1970: 1_768_212_000)

  func display(_ identifier: String) -> ValueDisplay {
    ValueDisplay(locale: Locale(identifier: identifier), timeZone: TimeZone(identifier: "UTC") ?? .current)
  }

  @Test func theSampleDatesAreTheOnesMeant() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let december = calendar.dateComponents([.year, .month, .day, .hour], from: Self.december1)
    #expect([december.year, december.month, december.day, december.hour] == [2026, 12, 1, 10])
    let january = calendar.dateComponents([.year, .month, .day], from: Self.january12)
    #expect([january.year, january.month, january.day] == [2026, 1, 12])
  }

  /// Whether a formatted date can only be read one way: its month is a word, or the year
  /// comes first (year-month-day, the order of Chinese, Japanese and Korean dates).
  func isUnambiguous(_ text: String) -> Bool {
    let letters = text.unicodeScalars.filter { CharacterSet.letters.contains($0) }
    // Month names, not just CJK year/month/day markers (年 月 日 년 월 일) or AM/PM.
    let marks = Set("年月日년월일".unicodeScalars)
    let words = String(String.UnicodeScalarView(letters.filter { !marks.contains($0) }))
    if !words.isEmpty, words != "AM", words != "PM" { return true }
    let digits = text.prefix { !$0.isWhitespace && $0 != "年" && $0 != "년" && $0 != "/" && $0 != "." && $0 != "-" }
    return digits.count == 4
  }

  @Test(arguments: locales)
  func datesAreUnambiguous(_ identifier: String) {
    let display = display(identifier)
    for date in [Self.december1, Self.january12] {
      for style in [DateStyle.date, .dateTime] {
        let text = display.format(date, style: style)
        #expect(isUnambiguous(text), "\(identifier): \(text)")
        #expect(!text.contains("M12"), "\(identifier): \(text) is the root locale's pattern")
      }
    }
    #expect(display.format(Self.december1, style: .date) != display.format(Self.january12, style: .date))
  }

  @Test func datesUseTheMediumStyle() {
    #expect(display("en_US").format(Self.december1, style: .date) == "Dec 1, 2026")
    #expect(display("en_US_POSIX").format(Self.december1, style: .date) == "Dec 1, 2026")
    #expect(display("de_DE").format(Self.december1, style: .date) == "1. Dez. 2026")
    #expect(display("ja_JP").format(Self.december1, style: .date) == "2026年12月1日")
    #expect(display("zh_CN").format(Self.december1, style: .date) == "2026年12月1日")
    let time = display("en_US").format(Self.december1, style: .time)
    #expect(time.replacingOccurrences(of: "\u{202F}", with: " ") == "10:00 AM")
    #expect(display("en_US").plain(.date(Self.december1)).hasPrefix("Dec 1, 2026"))
  }

  @Test func numbersUseTheLocalesSeparators() {
    #expect(display("en_US").plain(.int(1_234_567)) == "1,234,567")
    #expect(display("de_DE").plain(.int(1_234_567)) == "1.234.567")
    #expect(display("de_DE").editableNumber(Decimal(string: "1234.5") ?? 0) == "1234,5")
    #expect(display("").plain(.int(1_234)) == display("en_US_POSIX").plain(.int(1_234)))
  }

  @Test func wordsFollowTheLanguage() {
    #expect(display("en_US").text(for: .bool(true), kind: .toggle(.switch)) == "On")
    #expect(display("de_DE").text(for: .bool(false), kind: .toggle(.switch)) == "Aus")
    #expect(display("ja_JP").text(for: .bool(true), kind: .toggle(.switch)) == "オン")
    #expect(display("en_US").duration(seconds: 5400) == "1 h 30 min")
    #expect(display("en_US").duration(seconds: 7200) == "2 h")
    #expect(display("en_US").duration(seconds: 2700) == "45 min")
    #expect(display("de_DE").duration(seconds: 5400) == "1 Std. 30 Min.")
    #expect(display("ja_JP").duration(seconds: 5400) == "1時間30分")
    #expect(display("zh_CN").duration(seconds: 3600) == "1 小时")
  }
}
