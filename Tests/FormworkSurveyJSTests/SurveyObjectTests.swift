import Formwork
import Testing

@testable import FormworkSurveyJS

/// A survey object's members found by name, by a scan of its keys (small objects) or by hashing
/// (large ones): the same answers as the dictionary, whatever the keys.
@Suite struct SurveyObjectTests {
  /// Keys of equal lengths, a prefix of another, not ASCII and equal to an ASCII name of another
  /// length (`Kelvin` with the Kelvin sign, which is `K`), not ASCII, empty, and long.
  static let keys = [
    "name", "type", "title", "tile", "titles", "", "\u{212A}elvin", "\u{E9}t\u{E9}", "visibleIf", "enableIf",
    "a very long key that is no small string", "a very long key that is no small strinG",
  ]

  @Test(arguments: [0, 1, 2, 5, 12, 16, 17, 40])
  func findsWhatTheDictionaryHas(size: Int) {
    var members: [String: FormValue] = [:]
    for index in 0..<size {
      let key = index < Self.keys.count ? Self.keys[index] : "key\(index)"
      members[key] = .int(index)
    }
    let object = SurveyObject(members)
    // The names asked for are ASCII, as the translator's are.
    for key in Self.keys.filter(\.isASCIIText) + (0..<45).map({ "key\($0)" }) + ["nam", "names", "Kelvin"] {
      #expect(object[key] == members[key], "\(key) in an object of \(size)")
    }
  }

  @Test func aKeyEqualToANameOfAnotherLengthIsFound() {
    let object = SurveyObject(["\u{212A}elvin": 1, "type": "text"])
    #expect(object["Kelvin"] == 1)
    #expect(object["type"] == "text")
  }

  @Test func aSmallObjectsMemberIsFoundByComparingItsFewKeys() {
    let choice: [String: FormValue] = ["value": "c1", "text": "Choice 1"]
    #expect(SurveyObject.member("value", of: choice) == "c1")
    #expect(SurveyObject.member("title", of: choice) == nil)
    var large: [String: FormValue] = [:]
    for index in 0..<10 { large["k\(index)"] = .int(index) }
    #expect(SurveyObject.member("k7", of: large) == 7)
    #expect(SurveyObject.member("k70", of: large) == nil)
  }
}

/// What the import leaves out of a translated schema the form refuses.
@Suite struct SchemaRemovalTests {
  /// A multivalued section the form refuses keeps the tag its entries are read by (it lost it,
  /// and the reader then refused the section for having none), without its bounds.
  @Test func aRefusedMultivaluedSectionKeepsItsTag() {
    let schema: FormValue = [
      "sections": [
        [
          "tag": "lines", "hidden": "x == 1",
          "multivalued": ["minRows": 5, "maxRows": 2, "values": [], "template": ["kind": "text"]],
        ],
        ["tag": "plain", "hidden": "x == 1", "rows": []],
      ]
    ]
    var result = schema
    for index in 0..<2 {
      result = SchemaRemoval(path: [.key("sections"), .index(index)], action: .neutralize).apply(to: result)
    }
    let expected: FormValue = [
      "sections": [
        ["tag": "lines", "multivalued": ["values": [], "template": ["kind": "text"]]],
        ["rows": []],
      ]
    ]
    #expect(result == expected)
  }
}

/// The translator's helpers answer as the plain code they stand for.
@Suite struct SurveyJSHelperTests {
  /// A name set tells the names it has from the others as the set does, ASCII or not.
  @Test func aNameSetAnswersAsItsSet() {
    let names: Set<String> = [
      "type", "name", "title", "tile", "visibleIf", "K", "\u{E9}t\u{E9}", "x", "a long key of thirty bytes ok",
    ]
    let set = NameSet(names)
    let asked =
      names.sorted() + [
        "", "typ", "types", "Type", "titl", "\u{212A}", "e\u{301}te\u{301}", "a long key of thirty bytes OK",
      ]
    for name in asked { #expect(set.contains(name) == names.contains(name), "\(name)") }
  }

  /// An element's path is written as the interpolation writes it.
  @Test(arguments: [0, 7, 9, 10, 99, 100, 12_345])
  func anIndexedPathIsTheInterpolation(index: Int) {
    for path in ["$", "$.pages[3].elements", "$.pages[0].elements[12].templateElements\u{E9}"] {
      #expect(SurveyJSConverter.indexed(path, index) == "\(path)[\(index)]")
    }
  }

  /// A name lowercased, kept as it is when it is already.
  @Test func aLowercasedNameIsTheLowercasedText() {
    for name in ["q1", "Q1", "p0q12", "\u{C9}t\u{E9}", "AbC", "", "already lowercase and long enough"] {
      #expect(name.lowercasedName == name.lowercased())
    }
  }

  /// A pair made from its template equals the dictionary literal.
  @Test func aPairFromItsTemplateIsTheLiteral() {
    let rule = PairTemplate("rule", "value")
    #expect(rule.make("atLeast", 3) == ["rule": "atLeast", "value": 3])
    #expect(OptionTemplate.option("a") == ["value": "a"])
    #expect(OptionTemplate.option(1, title: "One") == ["value": 1, "title": "One"])
  }
}

extension String {
  fileprivate var isASCIIText: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
