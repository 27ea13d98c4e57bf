import Foundation
import Testing

@testable import FormworkStrings

/// The pseudo-language: every string accented, bracketed and 40% longer, placeholders kept.
@Suite struct PseudoLocalizationTests {
  /// The literal text of a template (without its placeholders).
  func literal(_ text: String) -> String {
    var result = ""
    var inPlaceholder = false
    for character in text {
      if character == "{" { inPlaceholder = true }
      if !inPlaceholder { result.append(character) }
      if character == "}" { inPlaceholder = false }
    }
    return result
  }

  @Test(arguments: StringKey.allCases)
  func everyStringIsLongerAccentedAndKeepsItsPlaceholders(_ key: StringKey) {
    let english = key.english
    let pseudo = StringCatalog.shared.entry(key, in: .pseudo)
    #expect(Set(pseudo.forms.keys) == Set(english.forms.keys))
    for (category, text) in english.forms {
      let transformed = pseudo.text(for: category)
      #expect(transformed.hasPrefix("[") && transformed.hasSuffix("]"))
      #expect(Placeholders.names(in: transformed) == Placeholders.names(in: text))
      let length = literal(text).count
      #expect(literal(transformed).count * 5 >= length * 7, "\(transformed) is not 40% longer than \(text)")
      #expect(!literal(transformed).contains { $0.isASCII && $0.isLetter }, "\(transformed) has plain letters")
    }
  }

  @Test func thePseudoLocaleIsSelectedLikeALanguage() {
    let strings = FormStrings(locale: Locale(identifier: "en_XA"))
    #expect(strings.language == .pseudo)
    #expect(strings.controls.done.hasPrefix("[Ðöñé"))
    #expect(strings.counts.problems(3).hasPrefix("[3 þŕöƀļéɱš"))
    #expect(strings.counts.problems(1).hasPrefix("[1 þŕöƀļéɱ"))
    #expect(FormStrings(language: .pseudo).validation.required("Name").contains("Name"))
    #expect(Pseudo.text("OK") == "[ÖĶ]")
    #expect(Pseudo.text("Choose…") == "[Çĥööšé…·]")
    #expect(Pseudo.text("Enter a valid URL.") == "[Éñţéŕ å ṽåļîð ÛŔĻ. öñé ţ]")
  }
}
