import Foundation
import Testing

@testable import FormworkStrings

/// The CLDR cardinal rules of every language, on sample numbers, and the counted strings
/// that use them.
@Suite struct PluralRuleTests {
  typealias Samples = [(Int, PluralCategory)]

  static let samples: [(FormLanguage, Samples)] = [
    (.english, [(0, .other), (1, .one), (2, .other), (11, .other), (21, .other), (-1, .one), (1_000_000, .other)]),
    (.german, [(0, .other), (1, .one), (2, .other), (101, .other)]),
    (.pseudo, [(0, .other), (1, .one), (5, .other)]),
    (
      .french,
      [(0, .one), (1, .one), (2, .other), (17, .other), (1_000_000, .many), (2_000_000, .many), (1_000_001, .other)]
    ),
    (.brazilianPortuguese, [(0, .one), (1, .one), (2, .other), (1_000_000, .many), (3_500_000, .other)]),
    (.spanish, [(0, .other), (1, .one), (2, .other), (1_000_000, .many), (5_000_000, .many), (1_000_100, .other)]),
    (.japanese, [(0, .other), (1, .other), (2, .other), (1_000_000, .other)]),
    (.korean, [(0, .other), (1, .other), (2, .other)]),
    (.simplifiedChinese, [(0, .other), (1, .other), (2, .other)]),
    (.traditionalChinese, [(0, .other), (1, .other), (2, .other)]),
    (
      .arabic,
      [
        (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (26, .many), (99, .many),
        (100, .other), (101, .other), (102, .other), (103, .few), (110, .few), (111, .many), (199, .many),
        (1000, .other), (1003, .few),
      ]
    ),
  ]

  @Test(arguments: samples)
  func categories(_ language: FormLanguage, _ samples: Samples) {
    for (number, category) in samples {
      #expect(language.pluralCategory(number) == category, "\(language) \(number)")
      #expect(language.pluralCategories.contains(category))
    }
  }

  @Test func everyCategoryALanguageUsesIsReachable() {
    for language in FormLanguage.all {
      let reached = Set((Array(0..<1200) + [1_000_000, 2_000_000]).map(language.pluralCategory))
      #expect(reached == language.pluralCategories, "\(language)")
    }
  }

  func strings(_ identifier: String) -> FormStrings { FormStrings(locale: Locale(identifier: identifier)) }

  @Test func countedStringsTakeTheFormOfTheirCount() {
    let en = strings("en_US")
    #expect(en.counts.problems(1) == "1 problem")
    #expect(en.counts.problems(3) == "3 problems")
    #expect(en.counts.problems(0) == "0 problems")
    #expect(en.counts.rows(1_234) == "1,234 rows")
    #expect(en.validation.minLength(1) == "Enter at least 1 character.")
    #expect(en.validation.minLength(8) == "Enter at least 8 characters.")

    let fr = strings("fr_FR")
    #expect(fr.counts.problems(0) == "0 problème")
    #expect(fr.counts.problems(1) == "1 problème")
    #expect(fr.counts.problems(2) == "2 problèmes")
    #expect(fr.counts.problems(1_000_000) == "\(fr.number(1_000_000)) de problèmes")

    let de = strings("de_DE")
    #expect(de.counts.problems(1) == "1 Problem")
    #expect(de.counts.problems(2) == "2 Probleme")
    #expect(de.validation.minCount(1) == "Mindestens 1 Eintrag auswählen.")

    let es = strings("es_ES")
    #expect(es.counts.rows(1) == "1 fila")
    #expect(es.counts.rows(0) == "0 filas")
    #expect(es.counts.rows(1_000_000) == "\(es.number(1_000_000)) de filas")

    let pt = strings("pt_BR")
    #expect(pt.counts.rows(0) == "0 linha")
    #expect(pt.counts.rows(2) == "2 linhas")

    let ja = strings("ja_JP")
    #expect(ja.counts.problems(1) == "1件の問題")
    #expect(ja.counts.problems(3) == "3件の問題")

    let zh = strings("zh_CN")
    #expect(zh.counts.problems(3) == "3 个问题")
    #expect(zh.validation.minLength(6) == "请至少输入 6 个字符。")

    let ar = strings("ar")
    #expect(ar.counts.problems(0) == "لا توجد مشكلات")
    #expect(ar.counts.problems(1) == "مشكلة واحدة")
    #expect(ar.counts.problems(2) == "مشكلتان")
    #expect(ar.counts.problems(3) == "\(ar.number(3)) مشكلات")
    #expect(ar.counts.problems(11) == "\(ar.number(11)) مشكلةً")
    #expect(ar.counts.problems(100) == "\(ar.number(100)) مشكلة")
  }

  @Test func countsAreWrittenTheLocalesWay() {
    // Arabic of Egypt writes Arabic-Indic digits; the count follows.
    let egypt = strings("ar_EG")
    #expect(egypt.counts.problems(3) == "\(egypt.number(3)) مشكلات")
    #expect(egypt.number(3) == "٣")
  }
}
