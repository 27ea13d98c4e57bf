import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// Quiz scoring: `correctAnswer`, and `{correctAnswers}`, `{incorrectAnswers}`,
/// `{questionCount}` in expressions and texts, counted as SurveyJS counts them.
@MainActor
@Suite struct SurveyJSQuizTests {
  let quiz = """
    {"firstPageIsStartPage": true, "pages": [
      {"elements": [{"type": "text", "name": "player", "correctAnswer": "not scored: the start page"}]},
      {"elements": [
        {"type": "radiogroup", "name": "war", "choices": ["1812", "1861-1865"], "correctAnswer": "1861-1865"},
        {"type": "checkbox", "name": "primes", "choices": [2, 3, 4, 5], "correctAnswer": [5, "3", 2]},
        {"type": "text", "name": "capital", "correctAnswer": "Paris"},
        {"type": "text", "name": "sum", "correctAnswer": 4},
        {"type": "boolean", "name": "round", "correctAnswer": "true"},
        {"type": "ranking", "name": "order", "choices": ["a", "b", "c"], "correctAnswer": ["c", "a", "b"]},
        {"type": "boolean", "name": "bonus"},
        {"type": "dropdown", "name": "extra", "visibleIf": "{bonus} = true", "choices": ["x", "y"],
         "correctAnswer": "x"}
      ]},
      {"elements": [
        {"type": "html", "name": "score", "html": "<p>You got {correctAnswers} of {questionCount}.</p>"},
        {"type": "text", "name": "perfect", "visibleIf": "{correctAnswers} == {questionCount}"},
        {"type": "expression", "name": "wrong", "expression": "{incorrectAnswers}"}
      ]}
    ]}
    """

  @Test func theCountsFollowTheAnswers() throws {
    let imported = try Imported(quiz)
    #expect(imported.problems.isEmpty)
    let form = imported.form
    #expect(form.visiblePageIDs.count == 3, "the counts' hidden section is no step")
    #expect(try form.value(forTag: "questionCount") == 6, "the hidden question and the start page do not count")
    #expect(try form.value(forTag: "correctAnswers") == 0)
    #expect(try form.value(forTag: "incorrectAnswers") == 6, "unanswered questions are incorrect")
    try form.setValue("1861-1865", forTag: "war")
    try form.setValue([3, 2, 5], forTag: "primes")
    try form.setValue("  paris ", forTag: "capital")
    try form.setValue("4", forTag: "sum")
    try form.setValue(true, forTag: "round")
    try form.setValue(["c", "a", "b"], forTag: "order")
    #expect(try form.value(forTag: "correctAnswers") == 6)
    #expect(try !imported.isHidden("perfect"))
    #expect(try form.value(forTag: "wrong") == 0)
    let score = form.rowIDs.compactMap { form.state(of: $0) }.first { $0.title.hasPrefix("You got") }
    #expect(score?.title == "You got 6 of 6.")
    try form.setValue(true, forTag: "bonus")
    #expect(try form.value(forTag: "questionCount") == 7, "a question shown counts")
    #expect(try imported.isHidden("perfect"))
    try form.setValue([2, 3], forTag: "primes")
    try form.setValue(["a", "c", "b"], forTag: "order")
    #expect(try form.value(forTag: "correctAnswers") == 4, "a choice missing; a ranking in another order")
    #expect(try form.value(forTag: "incorrectAnswers") == 3)
  }

  @Test func theCountsAreNotInTheData() throws {
    let imported = try Imported(quiz)
    try imported.form.setValue("1861-1865", forTag: "war")
    let data = try imported.form.surveyData()
    #expect(data["war"] == "1861-1865")
    #expect(data["correctAnswers"] == nil && data["questionCount"] == nil && data["incorrectAnswers"] == nil)
  }

  @Test func aLongQuizCountsWithoutLongExpressions() throws {
    let questions = (1...60).map {
      #"{"type": "radiogroup", "name": "q\#($0)", "choices": ["a long choice", "b"], "correctAnswer": "a long choice"}"#
    }
    let imported = try Imported(#"{"elements": [\#(questions.joined(separator: ", "))]}"#)
    #expect(imported.problems.isEmpty)
    for index in stride(from: 1, through: 60, by: 3) {
      try imported.form.setValue("a long choice", forTag: "q\(index)")
    }
    try imported.form.setValue("b", forTag: "q2")
    #expect(try imported.form.value(forTag: "correctAnswers") == 20)
    #expect(try imported.form.value(forTag: "incorrectAnswers") == 40)
    #expect(try imported.form.value(forTag: "questionCount") == 60)
  }

  @Test func aCorrectAnswerThatCannotScoreIsReported() throws {
    let imported = try Imported(
      """
      {"elements": [
        {"type": "radiogroup", "name": "a", "choices": ["x"], "correctAnswer": "z"},
        {"type": "checkbox", "name": "b", "choices": ["x"], "correctAnswer": "x"},
        {"type": "text", "name": "c", "inputType": "date", "correctAnswer": "2024-01-01"},
        {"type": "matrix", "name": "m", "columns": ["1"], "rows": ["r"], "correctAnswer": {"r": "1"}},
        {"type": "text", "name": "d", "title": "{questionCount}", "correctAnswer": "yes"}
      ]}
      """)
    #expect(
      imported.problemPaths == [
        "$.elements[0].correctAnswer", "$.elements[1].correctAnswer", "$.elements[2].correctAnswer",
        "$.elements[3].correctAnswer",
      ])
    #expect(try imported.form.value(forTag: "questionCount") == 1, "only the question that can be scored")
    #expect(try imported.state("d").title == "1")
  }

  @Test func aQuestionNamedLikeACountKeepsItsName() throws {
    let imported = try Imported(
      """
      {"elements": [{"type": "text", "name": "questionCount"},
        {"type": "text", "name": "q", "correctAnswer": "a", "title": "{questionCount} {correctAnswers}"}]}
      """)
    #expect(imported.problemPaths == ["$"])
    try imported.form.setValue("seven", forTag: "questionCount")
    try imported.form.setValue("A", forTag: "q")
    #expect(try imported.state("q").title == "seven 1")
  }
}
