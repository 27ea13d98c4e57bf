import Foundation
import Testing

@testable import FormworkStrings

/// Which language a locale speaks, and the locale a POSIX environment asks for.
@Suite struct LanguageTests {
  static let closest: [(String, FormLanguage)] = [
    ("en_US", .english), ("en_GB", .english), ("en_001", .english), ("en_US_POSIX", .english), ("", .english),
    ("C", .english), ("it_IT", .english), ("zh_CN", .simplifiedChinese), ("zh", .simplifiedChinese),
    ("zh-Hans", .simplifiedChinese), ("zh_Hans_HK", .simplifiedChinese), ("zh_SG", .simplifiedChinese),
    ("zh_TW", .traditionalChinese), ("zh_HK", .traditionalChinese), ("zh_MO", .traditionalChinese),
    ("zh-Hant", .traditionalChinese), ("zh-Hant-CN", .traditionalChinese), ("ja_JP@calendar=japanese", .japanese),
    ("ko_KR", .korean), ("de_CH", .german), ("fr_CA", .french), ("es_419", .spanish), ("es_MX", .spanish),
    ("pt_BR", .brazilianPortuguese), ("pt_PT", .brazilianPortuguese), ("ar", .arabic), ("ar_EG", .arabic),
    ("en_XA", .pseudo), ("en-XA", .pseudo), ("qps-ploc", .pseudo),
  ]

  @Test(arguments: closest)
  func aLocalePicksTheClosestLanguage(_ identifier: String, _ language: FormLanguage) {
    #expect(FormLanguage(locale: Locale(identifier: identifier)) == language)
  }

  @Test func everyLanguageIsItsOwnLocalesLanguage() {
    for language in FormLanguage.all {
      #expect(FormLanguage(locale: language.locale) == language)
      #expect(FormLanguage(identifier: language.identifier) == language)
      #expect(FormStrings(language: language).language == language)
    }
    #expect(FormLanguage(identifier: "it") == nil)
    #expect(FormLanguage.arabic.isRightToLeft)
    let rightToLeft = FormLanguage.all.filter(\.isRightToLeft)
    #expect(rightToLeft == [.arabic])
  }

  @Test func theEnvironmentFollowsPOSIXPrecedence() {
    func locale(_ environment: [String: String]) -> String? {
      FormLanguage.locale(environment: environment)?.identifier
    }
    #expect(locale(["LANG": "zh_CN.UTF-8"]) == "zh_CN")
    #expect(locale(["LANG": "de_DE.UTF-8@euro"]) == "de_DE")
    #expect(locale(["LANG": "en_US.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"]) == "ja_JP")
    #expect(locale(["LANG": "en_US", "LC_MESSAGES": "ja_JP", "LC_ALL": "fr_FR.UTF-8"]) == "fr_FR")
    #expect(locale(["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == "ko_KR", "an empty variable does not count")
    #expect(locale(["LANG": "C.UTF-8"]) == "en_US_POSIX")
    #expect(locale(["LC_ALL": "POSIX"]) == "en_US_POSIX")
    #expect(locale(["TERM": "xterm"]) == nil)
  }
}
