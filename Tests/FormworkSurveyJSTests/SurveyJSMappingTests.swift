import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// Each row of the article's mapping table, SurveyJS → Formwork, on a survey of its own.
@MainActor
@Suite struct SurveyJSMappingTests {
  @Test func pagesArePagesAndAPageVisibleIfHidesIt() throws {
    let imported = try Imported(
      """
      {"title": "Trip", "pages": [
        {"name": "who", "title": "Who", "elements": [{"type": "text", "name": "name"}]},
        {"name": "kids", "visibleIf": "{name} = 'Ada'", "elements": [{"type": "text", "name": "kid"}]},
        {"name": "empty", "elements": []}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    #expect(form.pageIDs.map { form.title(of: $0) } == ["Who", "kids"])
    let kids = try #require(form.pageID(forTag: "kids"))
    #expect(form.isHidden(page: kids))
    try form.setValue("Ada", forTag: "name")
    #expect(!form.isHidden(page: kids))
  }

  @Test func elementsAtTheTopAreOnePage() throws {
    let imported = try Imported(#"{"elements": [{"type": "text", "name": "a"}, {"type": "comment", "name": "b"}]}"#)
    #expect(imported.problems.isEmpty)
    #expect(imported.form.pageIDs.isEmpty)
    #expect(imported.form.tags == ["a", "b"])
    #expect(try imported.state("b").kind == .text(.textArea))
  }

  @Test func nestedPanelsAreSectionsHiddenWithTheirPanel() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "boolean", "name": "show"},
        {"type": "panel", "name": "outer", "title": "Outer", "visibleIf": "{show} = true", "elements": [
          {"type": "text", "name": "a"},
          {"type": "panel", "name": "inner", "title": "Inner", "elements": [{"type": "text", "name": "b"}]},
          {"type": "text", "name": "c"}
        ]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    let outer = try #require(form.sectionID(forTag: "outer"))
    let inner = try #require(form.sectionID(forTag: "inner"))
    #expect(form.isHidden(section: outer) && form.isHidden(section: inner))
    #expect(try imported.isHidden("a") && imported.isHidden("b") && imported.isHidden("c"))
    try form.setValue(true, forTag: "show")
    #expect(!form.isHidden(section: outer) && !form.isHidden(section: inner))
    #expect(try !imported.isHidden("b") && !imported.isHidden("c"))
  }

  @Test func visibleIfEnableIfRequiredIf() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "age", "inputType": "number"},
        {"type": "text", "name": "school", "visibleIf": "{age} < 18"},
        {"type": "text", "name": "employer", "enableIf": "{age} >= 18", "requiredIf": "{age} >= 18"},
        {"type": "text", "name": "id", "readOnly": true, "isRequired": true},
        {"type": "text", "name": "never", "visible": false}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    // Unanswered: SurveyJS's `{age} < 18` is false, so the question is hidden.
    #expect(try imported.isHidden("school"))
    #expect(try imported.isDisabled("employer") && !imported.isRequired("employer"))
    #expect(try imported.isDisabled("id") && imported.isRequired("id"))
    #expect(try imported.isHidden("never"))
    try imported.form.setValue(.int(12), forTag: "age")
    #expect(try !imported.isHidden("school"))
    try imported.form.setValue(.int(30), forTag: "age")
    #expect(try imported.isHidden("school") && !imported.isDisabled("employer") && imported.isRequired("employer"))
  }

  @Test func defaultValueAndDefaultValueExpression() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "price", "inputType": "number", "defaultValue": 12},
        {"type": "text", "name": "total", "inputType": "number", "defaultValueExpression": "{price} * 2"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.form.value(forTag: "price") == .decimal(12))
    #expect(try imported.form.value(forTag: "total").numericValue == 24)
  }

  nonisolated static let inputTypes: [(String, RowKind)] = [
    ("text", .text(.text)), ("number", .text(.decimal)), ("email", .text(.email)), ("password", .text(.password)),
    ("tel", .text(.phone)), ("url", .text(.url)), ("date", .date(.date, inline: false)),
    ("datetime-local", .date(.dateTime, inline: false)), ("time", .date(.time, inline: false)), ("range", .slider),
    ("color", .text(.text)), ("month", .text(.text)), ("week", .text(.text)),
  ]

  @Test(arguments: inputTypes)
  func textInputTypes(_ inputType: String, _ kind: RowKind) throws {
    let imported = try Imported(#"{"elements": [{"type": "text", "name": "q", "inputType": "\#(inputType)"}]}"#)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("q").kind == kind)
  }

  @Test func anUnknownInputTypeIsATextRowAndAProblem() throws {
    let imported = try Imported(#"{"elements": [{"type": "text", "name": "q", "inputType": "hologram"}]}"#)
    #expect(imported.problemPaths == ["$.elements[0].inputType"])
    #expect(try imported.state("q").kind == .text(.text))
  }

  @Test func numberBoundsAndDatesInSurveyShape() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "n", "inputType": "number", "min": 1, "max": 10},
        {"type": "text", "name": "day", "inputType": "date", "defaultValue": "2024-05-01"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    try imported.form.setValue(.int(20), forTag: "n")
    #expect(!imported.form.validate().isValid)
    try imported.form.setValue(.int(5), forTag: "n")
    #expect(imported.form.validate().isValid)
    #expect(try imported.form.surveyData()["day"] == "2024-05-01")
  }

  @Test func booleanHasNoAnswerUntilChosen() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "boolean", "name": "agree", "labelTrue": "Sure", "labelFalse": "Nope"},
        {"type": "boolean", "name": "likes", "valueTrue": "yes", "valueFalse": "no"},
        {"type": "text", "name": "why", "visibleIf": "{agree} = false"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let agree = try imported.state("agree")
    #expect(agree.kind == .segmented && agree.value == .null)
    #expect(agree.options.items.map(\.title) == ["Sure", "Nope"])
    #expect(try imported.isHidden("why"))
    try imported.form.setValue(false, forTag: "agree")
    try imported.form.setValue("yes", forTag: "likes")
    #expect(try !imported.isHidden("why"))
    #expect(try imported.form.surveyData() == ["agree": false, "likes": "yes"])
  }

  @Test func choiceQuestions() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "radiogroup", "name": "r", "choices": ["a", {"value": "b", "text": "Bee"}]},
        {"type": "dropdown", "name": "d", "choices": [1, 2, 3], "defaultValue": 2},
        {"type": "dropdown", "name": "n", "choicesMin": 1, "choicesMax": 5, "choicesStep": 2},
        {"type": "checkbox", "name": "c", "choices": ["x", "y", "z"], "maxSelectedChoices": 2},
        {"type": "tagbox", "name": "t", "choices": ["x", "y"], "minSelectedChoices": 1}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("r").kind == .selector(.inline))
    #expect(try imported.state("r").options.items.map(\.title) == ["a", "Bee"])
    #expect(try imported.state("d").kind == .selector(.push))
    #expect(try imported.form.value(forTag: "d") == .int(2))
    #expect(try imported.state("n").options.items.map(\.value) == [1, 3, 5])
    #expect(try imported.state("c").kind == .multipleSelector(.push))
    try imported.form.setValue(["x", "y", "z"], forTag: "c")
    try imported.form.setValue(["x"], forTag: "t")
    #expect(imported.form.validate().errors.compactMap(\.tag) == ["c"])
  }

  @Test func otherNoneAndComment() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "radiogroup", "name": "pet", "choices": ["cat"], "hasOther": true, "otherText": "Another"},
        {"type": "checkbox", "name": "food", "choices": ["fish"], "showOtherItem": true, "showNoneItem": true},
        {"type": "dropdown", "name": "mood", "choices": ["ok"], "showCommentArea": true, "commentText": "Why?"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("pet").options.items.map(\.title) == ["cat", "Another"])
    #expect(try imported.state("food").options.items.map(\.value) == ["fish", "other", "none"])
    #expect(try imported.isHidden("pet-Comment") && imported.isHidden("food-Comment"))
    try imported.form.setValue("other", forTag: "pet")
    #expect(try !imported.isHidden("pet-Comment") && imported.isRequired("pet-Comment"))
    try imported.form.setValue("a parrot", forTag: "pet-Comment")
    try imported.form.setValue(["fish", "other"], forTag: "food")
    #expect(try !imported.isHidden("food-Comment"))
    try imported.form.setValue("meh", forTag: "mood-Comment")
    #expect(
      try imported.form.surveyData() == [
        "pet": "other", "pet-Comment": "a parrot", "food": ["fish", "other"], "mood-Comment": "meh",
      ])
  }

  @Test func otherWithNumberChoicesIsWrittenAsText() throws {
    let imported = try Imported(
      #"{"elements": [{"type": "radiogroup", "name": "n", "choices": [1, 2], "hasOther": true}]}"#)
    #expect(imported.problemPaths == ["$.elements[0].choices"])
    #expect(try imported.state("n").options.items.map(\.value) == ["1", "2", "other"])
  }

  @Test func ratingIsAScale() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "rating", "name": "stars"},
        {"type": "rating", "name": "nps", "rateMin": 0, "rateMax": 10},
        {"type": "rating", "name": "words", "rateValues": [{"value": "lo", "text": "Low"}, "hi"]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("stars").kind == .segmented)
    #expect(try imported.state("stars").options.items.map(\.value) == [1, 2, 3, 4, 5])
    #expect(try imported.state("nps").kind == .selector(.push))
    #expect(try imported.state("nps").options.items.count == 11)
    #expect(try imported.state("words").options.items.map(\.title) == ["Low", "hi"])
  }

  @Test func expressionQuestionsAreComputed() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "price", "inputType": "number"},
        {"type": "text", "name": "quantity", "inputType": "number"},
        {"type": "expression", "name": "total", "expression": "{price} * {quantity}"}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    try imported.form.setValues(["price": .decimal(2.5), "quantity": 4])
    #expect(try imported.form.value(forTag: "total").numericValue == 10)
    #expect(try imported.form.surveyData()["total"]?.numericValue == 10)
  }

  @Test func htmlIsItsText() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "html", "name": "intro", "html": "<h3>Hello</h3><p>Tell us &amp; {win}, {name}</p>"},
        {"type": "text", "name": "name", "defaultValue": "Ada"}]}
      """)
    // `{name}` inserts the answer, as in SurveyJS's HTML; a name that is no question is shown as written.
    #expect(imported.problemPaths == ["$.elements[0].html"])
    let label = try #require(imported.form.rowIDs.first.flatMap { imported.form.state(of: $0) })
    #expect(label.kind == .info)
    #expect(label.title == "Hello\nTell us & {win}, Ada")
  }

  @Test func aNestedDynamicPanelReadingItsParentIsReportedSayingSo() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "paneldynamic", "name": "outer", "panelCount": 1, "templateElements": [
        {"type": "text", "name": "q"},
        {"type": "paneldynamic", "name": "inner", "panelCount": 1, "templateElements": [
          {"type": "text", "name": "r", "title": "{parentPanel.q}", "visibleIf": "{parentPanel.q} notempty"}]}]}]}
      """)
    let messages = imported.problems.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("enclosing dynamic panel") })
  }

  @Test func multipleTextIsOneRowAnItem() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "multipletext", "name": "address", "title": "Address", "items": [
        {"name": "street", "isRequired": true}, {"name": "zip", "inputType": "number", "title": "ZIP"}]},
        {"type": "text", "name": "note", "visibleIf": "{address.zip} > 1000"}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.isRequired("address.street"))
    #expect(try imported.state("address.zip").kind == .text(.decimal))
    try imported.form.setValues(["address.street": "Main", "address.zip": 75001])
    #expect(try !imported.isHidden("note"))
    #expect(try imported.form.surveyData() == ["address": ["street": "Main", "zip": .decimal(75001)]])
  }

  @Test func matrixIsOneSelectorARow() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrix", "name": "quality", "isAllRowRequired": true,
        "columns": [{"value": 1, "text": "Bad"}, {"value": 2, "text": "Good"}],
        "rows": [{"value": "price", "text": "Price"}, "speed"], "defaultValue": {"speed": 2}}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("quality.price").title == "Price")
    #expect(try imported.state("quality.price").options.items.map(\.title) == ["Bad", "Good"])
    #expect(try imported.isRequired("quality.speed"))
    try imported.form.setValue(.int(1), forTag: "quality.price")
    #expect(try imported.form.surveyData() == ["quality": ["price": 1, "speed": 2]])
  }

  @Test func aRequiredMatrixOrMultipleTextNeedsOneAnswer() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "matrix", "name": "quality", "isRequired": true, "columns": [1, 2], "rows": ["price", "speed"]},
        {"type": "multipletext", "name": "address", "isRequired": true, "items": [{"name": "street"}, {"name": "zip"}]},
        {"type": "matrix", "name": "other", "requiredIf": "{quality.price} = 1", "columns": [1], "rows": ["a"]}
      ]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    let quality = try #require(form.sectionID(forTag: "quality"))
    let address = try #require(form.sectionID(forTag: "address"))
    #expect(form.validate().errors.count == 2)
    #expect(form.issues(ofSection: quality).map(\.rule) == ["minRows"])
    try form.setValue(.int(2), forTag: "quality.speed")
    #expect(form.validate().errors.count == 1)
    #expect(form.issues(ofSection: quality).isEmpty)
    try form.setValue("Main", forTag: "address.street")
    #expect(form.validate().isValid)
    #expect(form.issues(ofSection: address).isEmpty)
    try form.setValue(.int(1), forTag: "quality.price")
    #expect(try imported.isRequired("other.a"), "requiredIf holds: its one row is required")
    #expect(!form.validate().isValid)
  }

  @Test func panelDynamicIsAMultivaluedSectionOfObjects() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "paneldynamic", "name": "kids", "title": "Children", "panelCount": 1,
        "maxPanelCount": 3, "panelAddText": "Add a child", "templateElements": [
          {"type": "text", "name": "name"},
          {"type": "text", "name": "age", "inputType": "number"},
          {"type": "text", "name": "school", "visibleIf": "{panel.age} >= 6"}]},
        {"type": "expression", "name": "count", "expression": "countInArray({kids}, 'name')"}]}
      """)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    let kids = try #require(form.sectionID(forTag: "kids"))
    // `panelCount: 1` lists one panel; an empty entry is listed but is no value (the rule for
    // empty entries of multivalued sections).
    #expect(form.rowIDs(inSection: kids).filter { form.state(of: $0)?.kind == .subform }.count == 1)
    #expect(form[SectionKey<FormValue>("kids")].isEmpty)
    let report = form.hydrate(surveyData: ["kids": [["name": "Ada", "age": 7], ["name": "Bo", "age": 3]]])
    #expect(!report.hasProblems)
    #expect(form[SectionKey<FormValue>("kids")].count == 2)
    #expect(try form.value(forTag: "count") == .int(2))
    let data = try form.surveyData()
    #expect(data["kids"]?.entry(0)?["name"] == "Ada")
    #expect(data["kids"]?.entry(1)?["age"]?.numericValue == 3)
  }

  @Test func matrixDynamicIsAMultivaluedSectionOfObjects() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrixdynamic", "name": "lines", "rowCount": 0, "addRowText": "Add a line",
        "choices": ["pen", "ink"], "columns": [
          {"name": "item"}, {"name": "cost", "cellType": "text", "inputType": "number"}]},
        {"type": "expression", "name": "total", "expression": "sumInArray({lines}, 'cost')"}]}
      """)
    #expect(imported.problems.isEmpty)
    let report = imported.form.hydrate(surveyData: [
      "lines": [["item": "pen", "cost": 2], ["item": "ink", "cost": 3]]
    ])
    #expect(!report.hasProblems)
    #expect(try imported.form.value(forTag: "total").numericValue == 5)
    #expect(try imported.form.surveyData()["lines"]?.entry(1)?["item"] == "ink")
  }

  @Test func matrixDropdownIsOneNestedFormARow() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "matrixdropdown", "name": "cars", "choices": [1, 2, 3],
        "columns": [{"name": "speed"}, {"name": "note", "cellType": "text"}], "rows": ["audi", "bmw"]}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("cars.audi").kind == .subform)
    let report = imported.form.hydrate(surveyData: ["cars": ["audi": ["speed": 3, "note": "fast"]]])
    #expect(!report.hasProblems)
    #expect(try imported.form.surveyData() == ["cars": ["audi": ["speed": 3, "note": "fast"]]])
  }

  @Test func localizableStringsPickTheFormsLanguage() throws {
    let imported = try Imported(
      """
      {"locale": "en", "title": {"default": "Hello", "de": "Hallo"}, "elements": [
        {"type": "radiogroup", "name": "q", "title": {"default": "Pick", "de": "Wähle"},
         "choices": [{"value": "a", "text": {"default": "Apple", "de": "Apfel"}}]}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("q").title == "Pick")
    imported.form.locale = Locale(identifier: "de")
    #expect(try imported.state("q").title == "Wähle")
    let german = try imported.survey.formSchema(locale: Locale(identifier: "de"))
    #expect(german.title == "Hallo")
  }

  @Test func textPipingInsertsAnswers() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "name"},
        {"type": "text", "name": "greet", "title": "Hello {name}, {nobody} {braces"}]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].title"])
    try imported.form.setValue("Ada", forTag: "name")
    #expect(try imported.state("greet").title == "Hello Ada, {nobody} {braces")
  }

  @Test func pipedNamesAreReportedAtTheirCharacterColumns() throws {
    // A line break of two bytes is one character; a text that is not ASCII is read as characters.
    let imported = try Imported(
      #"""
      {"elements": [{"type": "text", "name": "Name"},
        {"type": "text", "name": "a", "title": "x\r\ny {nobody} } {name} {NAME }"},
        {"type": "text", "name": "b", "title": "é {nobody} {name}"}]}
      """#)
    #expect(imported.problems.map(\.location.path) == ["$.elements[1].title", "$.elements[2].title"])
    #expect(imported.problems.map(\.location.column) == [5, 3])
    #expect(imported.schemaRow("a")?["title"] == "x\r\ny {{nobody}} }} {Name} {Name}")
    #expect(imported.schemaRow("b")?["title"] == "é {{nobody}} {Name}")
  }

  nonisolated static let validators: [(String, String, FormValue, FormValue)] = [
    (#"{"type": "numeric", "minValue": 2, "maxValue": 5}"#, "number", .int(9), .int(3)),
    (#"{"type": "text", "minLength": 2, "maxLength": 4}"#, "text", "abcdef", "abc"),
    (#"{"type": "regex", "regex": "^[A-Z]+$"}"#, "text", "abc", "ABC"),
    (#"{"type": "regex", "regex": "[0-9]"}"#, "text", "abc", "a1c"),
    (#"{"type": "regex", "regex": "^abc$", "caseInsensitive": true}"#, "text", "abd", "ABC"),
    (#"{"type": "email"}"#, "text", "nope", "a@b.io"),
  ]

  @Test(arguments: validators)
  func validatorsAreRules(_ validator: String, _ inputType: String, _ bad: FormValue, _ good: FormValue) throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "q", "inputType": "\(inputType)",
        "validators": [\(validator.replacingOccurrences(of: "}", with: #", "text": "Wrong"}"#))]}]}
      """)
    #expect(imported.problems.isEmpty)
    try imported.form.setValue(bad, forTag: "q")
    let report = imported.form.validate()
    #expect(report.errors.map(\.message) == ["Wrong"])
    try imported.form.setValue(good, forTag: "q")
    #expect(imported.form.validate().isValid)
  }

  @Test func answerCountValidator() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "checkbox", "name": "q", "choices": ["a", "b", "c"],
        "validators": [{"type": "answercount", "minCount": 2}]}]}
      """)
    try imported.form.setValue(["a"], forTag: "q")
    #expect(!imported.form.validate().isValid)
    try imported.form.setValue(["a", "c"], forTag: "q")
    #expect(imported.form.validate().isValid)
  }

  /// `{q} > 1` on a text question is refused after translation: that rule alone is left out.
  @Test func refusedExpressionValidatorsAndUnfitValidatorsAreProblems() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "q", "validators": [
        {"type": "expression", "expression": "{q} > 1"}, {"type": "answercount", "minCount": 1},
        {"type": "regex", "regex": "(a+)+$"}, {"type": "made-up"}]}]}
      """)
    #expect(
      imported.problemPaths == [
        "$.elements[0].validators[0].expression", "$.elements[0].validators[1]",
        "$.elements[0].validators[2].regex", "$.elements[0].validators[3]",
      ])
  }

  @Test func calculatedValuesAreComputedRows() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "first"}, {"type": "text", "name": "shout", "visibleIf": "{len} > 3"}],
       "calculatedValues": [{"name": "len", "expression": "{first} notempty", "includeIntoResult": true}]}
      """)
    #expect(imported.problems.isEmpty)
    try imported.form.setValue("Ada", forTag: "first")
    #expect(try imported.form.surveyData()["len"] == true)
  }

  @Test func unsupportedQuestionsAreReportedAndTheRestWorks() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "signaturepad", "name": "sign"}, {"type": "file", "name": "photo"},
        {"type": "image", "name": "logo"}, {"type": "text", "name": "ok", "visibleIf": "{sign} notempty"},
        {"type": "text", "name": "still"}],
       "triggers": [{"type": "complete", "expression": "{sign} = 1"}]}
      """)
    #expect(
      imported.problemPaths == [
        "$.elements[0].type", "$.elements[1].type", "$.elements[2].type", "$.elements[3].visibleIf",
        "$.triggers[0].expression",
      ])
    #expect(imported.problems[0].message.contains("registerRowKind"))
    #expect(imported.problems[3].message.contains("left out"))
    #expect(imported.form.tags == ["ok", "still"])
  }

  @Test func aRegisteredCustomKindTakesTheQuestion() throws {
    var registry = FormSchemaRegistry()
    registry.registerRowKind("signaturepad", valueType: String.self)
    let imported = try Imported(#"{"elements": [{"type": "signaturepad", "name": "sign"}]}"#, registry: registry)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("sign").kind == .custom("signaturepad"))
  }

  @Test func problemsInExpressionsHaveTheirColumn() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "a"},
        {"type": "text", "name": "b", "visibleIf": "{a} = 1 and {a} ^ 2 > 1"},
        {"type": "text", "name": "c", "visibleIf": "{a} notempty and {f} + 1 > 1"},
        {"type": "text", "name": "f", "inputType": "date"}]}
      """)
    let found = imported.problems.map { "\($0.location.path ?? "") \($0.location.column ?? 0)" }
    // The first is the import's own; the second the form's checker's, placed back in the survey.
    #expect(found == ["$.elements[1].visibleIf 17", "$.elements[2].visibleIf 22"])
    #expect(try !imported.isHidden("b"))
  }

  @Test func unknownKeysAreProblemsAndPresentationKeysAreNot() throws {
    let imported = try Imported(
      """
      {"showProgressBar": "top", "mystery": 1, "elements": [
        {"type": "text", "name": "q", "startWithNewLine": false, "width": "50%", "sparkles": true}]}
      """)
    #expect(imported.problemPaths == ["$.elements[0].sparkles", "$.mystery"])
  }

  @Test func surveyDataRoundTrips() throws {
    let survey = """
      {"elements": [{"type": "text", "name": "name"}, {"type": "checkbox", "name": "c", "choices": ["a", "b"]},
        {"type": "text", "name": "secret", "visibleIf": "{name} = 'x'"}, {"type": "text", "name": "v", "valueName": "stored"}]}
      """
    let first = try Imported(survey)
    try first.form.setValues(["name": "Ada", "c": ["b"], "secret": "kept out", "v": "here"])
    let data = try first.form.surveyData()
    // A hidden question's answer is left out, as SurveyJS clears it on completion.
    #expect(data == ["name": "Ada", "c": ["b"], "stored": "here"])
    let second = try Imported(survey)
    let report = second.form.hydrate(surveyData: data)
    #expect(!report.hasProblems)
    #expect(try second.form.surveyData() == data)
  }

  @Test func aSharedValueNameIsAProblem() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "a", "valueName": "shared"}, {"type": "text", "name": "b", "valueName": "shared"},
        {"type": "text", "name": "c", "valueName": "a"}]}
      """)
    #expect(imported.problemPaths == ["$.elements[1].valueName", "$.elements[2].valueName"])
    try imported.form.setValues(["a": "1", "b": "2", "c": "3"])
    #expect(try imported.form.surveyData() == ["shared": "1", "b": "2", "c": "3"])
  }

  @Test func isSurveyTellsSurveysFromSchemas() throws {
    #expect(SurveyJSImport.isSurvey(["elements": []]))
    #expect(SurveyJSImport.isSurvey(["pages": [["elements": []]]]))
    #expect(!SurveyJSImport.isSurvey(["formwork": 1, "sections": []]))
    #expect(!SurveyJSImport.isSurvey(["pages": [["title": "A", "sections": []]]]))
    #expect(!SurveyJSImport.isSurvey(["x"]))
  }

  @Test func malformedSurveysAreProblemsNotCrashes() throws {
    for json in ["[]", "{}", #"{"pages": 3}"#, #"{"elements": [1, {"name": "x"}, {"type": 3}]}"#] {
      let survey = try SurveyJSImport(json: json)
      _ = try survey.makeForm()
      for problem in survey.problems { #expect(problem.location.path?.hasPrefix("$") == true, "\(json): \(problem)") }
    }
    #expect(throws: FormError.self) { _ = try SurveyJSImport(json: "{") }
    #expect(throws: FormError.self) { _ = try SurveyJSImport(json: "{}", maximumBytes: 1) }
  }

  @Test func imagePickerIsASelector() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "imagepicker", "name": "one", "choices": [{"value": "cat", "imageLink": "c.png"}, "dog"]},
        {"type": "imagepicker", "name": "many", "multiSelect": true, "choices": ["cat", "dog"]}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("one").kind == .selector(.push))
    #expect(try imported.state("many").kind == .multipleSelector(.push))
  }

  @Test func displayModeIsReadOnly() throws {
    let imported = try Imported(#"{"mode": "display", "elements": [{"type": "text", "name": "q"}]}"#)
    #expect(imported.schemaRow("q") != nil)
    #expect(imported.survey.schema["readOnly"] == true)
    #expect(try imported.isDisabled("q"))
  }

  @Test(arguments: [("none", true), ("onHidden", false), ("onComplete", false)])
  func clearInvisibleValues(_ setting: String, _ kept: Bool) throws {
    let imported = try Imported(
      """
      {"clearInvisibleValues": "\(setting)", "elements": [{"type": "text", "name": "a"},
        {"type": "text", "name": "b", "visibleIf": "{a} = 'x'"}]}
      """)
    #expect(imported.problems.isEmpty)
    try imported.form.setValues(["a": "x", "b": "kept?"])
    try imported.form.setValue("y", forTag: "a")
    #expect(try imported.form.surveyData()["b"] == (kept ? "kept?" : nil))
  }

  @Test func choicesByURLTakeARegisteredLoader() throws {
    let url = "https://example.com/countries"
    let survey = #"{"elements": [{"type": "dropdown", "name": "c", "choicesByUrl": {"url": "\#(url)"}}]}"#
    let unregistered = try Imported(survey)
    #expect(unregistered.problemPaths == ["$.elements[0]", "$.elements[0].choicesByUrl"])
    var registry = FormSchemaRegistry()
    registry.registerOptionLoader(url) { [SelectorOption("fr", "France")] }
    let registered = try Imported(survey, registry: registry)
    #expect(registered.problems.isEmpty)
    #expect(registered.schemaRow("c")?["options"] == ["loader": .string(url)])
  }

  @Test func textLimitsAndDateBounds() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "text", "name": "code", "maxLength": 5, "validators": [{"type": "text", "allowDigits": false}]},
        {"type": "comment", "name": "story", "maxLength": 100},
        {"type": "text", "name": "day", "inputType": "date", "min": "2024-01-01", "max": "2024-12-31"}]}
      """)
    #expect(imported.problems.isEmpty)
    #expect(try imported.state("code").configuration.maxCharacters == 5)
    #expect(try imported.state("story").configuration.maxCharacters == 100)
    #expect(try imported.state("day").configuration.minimumDate != nil)
    #expect(try imported.state("day").configuration.maximumDate != nil)
    try imported.form.setValue("ab1", forTag: "code")
    #expect(!imported.form.validate().isValid)
    try imported.form.setValue("abc", forTag: "code")
    #expect(imported.form.validate().isValid)
  }
}

extension FormValue {
  /// The element at `index` of a list.
  func entry(_ index: Int) -> FormValue? {
    guard case .list(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }
}
