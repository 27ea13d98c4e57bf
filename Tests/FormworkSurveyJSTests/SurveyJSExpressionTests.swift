import Formwork
import Testing

@testable import FormworkSurveyJS

/// SurveyJS's expression language translated into Formwork's: each row of the article's table.
@Suite struct SurveyJSExpressionTests {
  static let scope: SurveyScope = {
    var scope = SurveyScope()
    for name in ["q", "age", "birth", "country", "price", "quantity", "first name", "a", "b"] {
      scope.declare(name, as: SurveyName(tag: name, shape: .value))
    }
    scope.declare("colors", as: SurveyName(tag: "colors", shape: .list))
    scope.declare("address.city", as: SurveyName(tag: "address.city", shape: .value))
    scope.declare("lines", as: SurveyName(tag: "lines", shape: .rows(columns: ["cost"])))
    return scope
  }()

  static let translations: [(String, String)] = [
    ("{q} = 'x'", "q == 'x'"),
    ("{q} == \"x\"", "q == 'x'"),
    ("{q} equal 'x'", "q == 'x'"),
    ("{q} <> 'x'", "q != 'x'"),
    ("{q} != 'x'", "q != 'x'"),
    ("{q} notequal 'x'", "q != 'x'"),
    ("{age} >= 18 and {age} < 65", "age >= 18 && age < 65"),
    ("{age} greaterorequal 18 AND {age} less 65", "age >= 18 && age < 65"),
    ("{age} => 18 && {age} =< 65", "age >= 18 && age <= 65"),
    ("{a} = 1 or {b} = 2 and {q} = 3", "a == 1 || b == 2 && q == 3"),
    ("({a} = 1 or {b} = 2) and {q} = 3", "(a == 1 || b == 2) && q == 3"),
    ("not {q} = 'x'", "!q == 'x'"),
    ("!({a} = 1 or {b} = 2)", "!(a == 1 || b == 2)"),
    ("{q} empty", "empty(q)"),
    ("{q} notempty", "!empty(q)"),
    ("{q} contains 'x'", "contains(q, 'x')"),
    ("{q} notcontains 'x'", "!contains(q, 'x')"),
    ("{colors} contains 'red'", "contains(colors, 'red')"),
    ("{colors} anyof ['red', 'blue']", "contains(colors, 'red') || contains(colors, 'blue')"),
    ("{colors} allof ['red', 'blue']", "contains(colors, 'red') && contains(colors, 'blue')"),
    ("{colors} noneof ['red']", "!(contains(colors, 'red'))"),
    ("{country} anyof ['FR', 'DE']", "country in ['FR', 'DE']"),
    ("{price} * {quantity} + 2", "price * quantity + 2"),
    ("{price} * ({quantity} + 2)", "price * (quantity + 2)"),
    ("{price} - ({quantity} - 2)", "price - (quantity - 2)"),
    ("-{price} % 3", "-price % 3"),
    ("{price} / .5", "price / 0.5"),
    ("iif({age} >= 18, 'adult', 'minor')", "iif(age >= 18, 'adult', 'minor')"),
    ("age({birth}) >= 18", "age(birth) >= 18"),
    ("today()", "today()"),
    ("dateDiff({birth}, today())", "daysBetween(birth, today())"),
    ("dateDiff({birth}, today(), 'days')", "daysBetween(birth, today())"),
    ("sum({price}, {quantity})", "(price + quantity)"),
    ("avg({price}, {quantity})", "((price + quantity) / 2)"),
    ("sumInArray({lines}, 'cost')", "sum(lines.cost)"),
    ("countInArray({lines}, 'cost')", "count(lines.cost)"),
    ("avgInArray({lines}, 'cost')", "avg(lines.cost)"),
    ("round({price}, 2)", "round(price, 2)"),
    ("max({a}, {b})", "max(a, b)"),
    ("{first name} notempty", "!empty(`first name`)"),
    ("{address.city} = 'Lyon'", "`address.city` == 'Lyon'"),
    ("{Q} = true", "q == true"),
    ("{q} = yes", "q == 'yes'"),
    ("{q.length} > 3", "len(q) > 3"),
    ("{colors.Length} >= '2'", "len(colors) >= 2"),
    ("{q.length} + 1", "len(q) + 1"),
  ]

  @Test(arguments: translations)
  func translates(_ source: String, _ expected: String) throws {
    let translated = try SurveyExpressionTranslator(scope: Self.scope).translate(source)
    #expect(translated.text == expected)
    // The translation is Formwork's language: it parses.
    _ = try FormExpression(translated.text)
  }

  @Test func aConditionHoldsOnlyWhenTheSurveysExpressionIsTrue() throws {
    let hidden = try SurveyExpressionTranslator(scope: Self.scope).condition("{age} > 18 or {q} = 1", negated: true)
    #expect(hidden.text == "(age > 18 || q == 1) != true")
  }

  static let refusals: [(String, Int, String)] = [
    ("{age} ^ 2", 7, "'^'"),
    ("{nobody} = 1", 1, "no question or calculated value is named 'nobody'"),
    ("{q} = 1 and getDate({birth}) > 2", 13, "the function 'getDate'"),
    ("today(-1)", 1, "today(days)"),
    ("dateDiff({birth}, today(), 'years')", 1, "in days only"),
    ("{lines} = 1", 1, "dynamic panel or matrix"),
    ("1 < {lines}", 5, "dynamic panel or matrix"),
    ("{lines} anyof ['a']", 1, "dynamic panel or matrix"),
    ("{lines[0].cost} = 1", 1, "by index"),
    ("{lines.length} > 1", 1, "no question or calculated value is named 'lines.length'"),
    ("{nobody.length} > 1", 1, "no question or calculated value is named 'nobody.length'"),
    ("{panel.cost} = 1", 1, "inside a dynamic panel"),
    ("{q} = 'x", 7, "never closed"),
    ("{q = 1", 1, "never closed"),
    ("{q} = = 1", 7, "expected a value"),
    ("({q} = 1", 9, "expected ')'"),
    ("{q} # 1", 5, "unexpected character '#'"),
    ("{country} anyof {q}", 17, "against a list"),
    // Columns count characters, a letter and its combining mark or an emoji and its skin tone as one.
    ("{q} = 'nai\u{308}ve' # 1", 15, "unexpected character '#'"),
    ("'\u{1F44D}\u{1F3FD}' = {q} #", 11, "unexpected character '#'"),
    ("'e\u{301}' = {nobody}", 7, "no question or calculated value is named 'nobody'"),
    ("{q} = 1 \u{301}", 8, "unexpected character"),
  ]

  @Test(arguments: refusals)
  func refusesWithTheColumn(_ source: String, _ column: Int, _ message: String) {
    #expect {
      _ = try SurveyExpressionTranslator(scope: Self.scope).translate(source)
    } throws: { error in
      guard let problem = error as? SurveyExpressionProblem else { return false }
      return problem.column == column && problem.message.contains(message)
    }
  }

  @Test func deepNestingIsRefusedNotCrashed() {
    let source = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
    #expect(throws: SurveyExpressionProblem.self) {
      _ = try SurveyExpressionTranslator(scope: Self.scope).translate(source)
    }
  }

  @Test func columnsOfTheTranslationPointIntoTheSurvey() throws {
    let translated = try SurveyExpressionTranslator(scope: Self.scope).translate("{a} = 1 and {price} > 'x'")
    #expect(translated.text == "a == 1 && price > 'x'")
    // Formwork reports the `>` at column 17 of its text; the survey has it at column 21.
    #expect(translated.surveyColumn(17) == 21)
    #expect(translated.surveyColumn(1) == 1)
    // Formwork counts characters: a text of letters with accents before the part concerned
    // (`'na\u{EF}ve'` and its combining twin) moves no column.
    let accented = try SurveyExpressionTranslator(scope: Self.scope).translate(
      "{q} = 'na\u{EF}ve' and {b} = 'nai\u{308}ve' or {price} > 'x'")
    #expect(accented.text == "q == 'na\u{EF}ve' && b == 'nai\u{308}ve' || price > 'x'")
    #expect(accented.surveyColumn(39) == 44)
    #expect(accented.surveyColumn(19) == 23)
  }
}

/// SurveyJS compares loosely (`{q} = 1` holds when `q` is the text `"1"`); Formwork's `==` is
/// strict, so the translation writes each literal as the kind of the question it is compared with.
@Suite struct SurveyJSLooseComparisonTests {
  static let scope: SurveyScope = {
    var scope = SurveyScope()
    scope.declare("t", as: SurveyName(tag: "t", shape: .value, kind: .text))
    scope.declare("n", as: SurveyName(tag: "n", shape: .value, kind: .number))
    scope.declare("b", as: SurveyName(tag: "b", shape: .value, kind: .boolean))
    scope.declare("u", as: SurveyName(tag: "u", shape: .value))
    scope.declare("picks", as: SurveyName(tag: "picks", shape: .list, kind: .text))
    return scope
  }()

  static let translations: [(String, String)] = [
    ("{t} = 1", "t == '1'"),
    ("1 = {t}", "'1' == t"),
    ("{t} <> 2.5", "t != '2.5'"),
    ("{t} > 1", "t > 1"),
    ("{b} < 'true'", "b < 'true'"),
    ("{t} = true", "t == 'true'"),
    ("{n} = '1'", "n == 1"),
    ("{n} > ' 18 '", "n > 18"),
    ("{n} = '1e3'", "n == '1e3'"),
    ("{n} = 'abc'", "n == 'abc'"),
    ("{b} = 'true'", "b == true"),
    ("{b} = 'False'", "b == false"),
    ("{u} = '1'", "u == '1'"),
    ("{t} = {n}", "t == n"),
    ("{t} anyof [1, 2]", "t in ['1', '2']"),
    ("{picks} anyof [1]", "contains(picks, '1')"),
  ]

  @Test(arguments: translations)
  func literalsAreWrittenAsTheQuestionsKind(_ source: String, _ expected: String) throws {
    #expect(try SurveyExpressionTranslator(scope: Self.scope).translate(source).text == expected)
  }

  @MainActor @Test func anImportedSurveyComparesAsSurveyJSDoes() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "code"}, {"type": "text", "name": "count", "inputType": "number"},
        {"type": "boolean", "name": "ok"}, {"type": "dropdown", "name": "level", "choices": [1, 2, 3]},
        {"type": "text", "name": "a", "visibleIf": "{code} = 1"},
        {"type": "text", "name": "b", "visibleIf": "{count} = '2'"},
        {"type": "text", "name": "c", "visibleIf": "{ok} = 'true'"},
        {"type": "text", "name": "d", "visibleIf": "{level} anyof ['2', '3']"},
        {"type": "radiogroup", "name": "size", "choices": [1, 2], "hasOther": true},
        {"type": "text", "name": "e", "visibleIf": "{size} = 2"}
      ]}
      """)
    // Numbers mixed with 'other' are written as text (the only problem): `{size} = 2` reads '2'.
    #expect(imported.problemPaths == ["$.elements[8].choices"])
    let form = imported.form
    #expect(
      try [imported.isHidden("a"), imported.isHidden("b"), imported.isHidden("c"), imported.isHidden("d")] == [
        true, true, true, true,
      ])
    try form.setValue("1", forTag: "code")
    try form.setValue(2, forTag: "count")
    try form.setValue(true, forTag: "ok")
    try form.setValue(3, forTag: "level")
    #expect(try imported.isHidden("e"))
    try form.setValue("2", forTag: "size")
    #expect(try !imported.isHidden("e"))
    #expect(
      try [imported.isHidden("a"), imported.isHidden("b"), imported.isHidden("c"), imported.isHidden("d")] == [
        false, false, false, false,
      ])
  }

  @MainActor @Test func aLengthReadsTheAnswersCharactersOrItems() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "radiogroup", "name": "q1", "choices": ["a", "b"], "showCommentArea": true},
        {"type": "checkbox", "name": "colors", "choices": ["red", "blue", "green"]},
        {"type": "text", "name": "long", "visibleIf": "{q1-Comment.length} > 3"},
        {"type": "text", "name": "many", "visibleIf": "{colors.length} >= 2"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    // Unanswered, the length is null, and `null > 3` is not true: hidden, as on the web.
    #expect(try imported.isHidden("long") && imported.isHidden("many"))
    try imported.form.setValue("abc", forTag: "q1-Comment")
    try imported.form.setValue(["red"], forTag: "colors")
    #expect(try imported.isHidden("long") && imported.isHidden("many"))
    try imported.form.setValue("abcd", forTag: "q1-Comment")
    try imported.form.setValue(["red", "green"], forTag: "colors")
    #expect(try !imported.isHidden("long") && !imported.isHidden("many"))
  }

  @MainActor @Test func formworksOwnComparisonStaysStrict() throws {
    let form = try Form {
      Section {
        Row.text("code", "Code", value: "1")
        Row.text("shown", "Shown").hidden(when: "code != '1'")
      }
    }
    #expect(!form.isHidden(try #require(form.rowID(forTag: "shown"))))
    #expect(throws: (any Error).self) {
      _ = try Form {
        Section {
          Row.text("code", "Code")
          Row.text("never", "Never").hidden(when: "code == 1")
        }
      }
    }
  }
}
