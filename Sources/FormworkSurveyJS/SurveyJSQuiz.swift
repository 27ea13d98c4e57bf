import Formwork
import Foundation

/// Quiz scoring: a question's `correctAnswer`, and the counts SurveyJS gives expressions and
/// texts (`{correctAnswers}`, `{incorrectAnswers}`, `{questionCount}`), as computed rows of a
/// hidden section that read the quiz questions.
///
/// As SurveyJS counts them: a quiz question is one with a `correctAnswer` that is shown (its
/// page too) and not on the start page (`firstPageIsStartPage`); it is answered correctly when
/// its answer equals the correct one as SurveyJS compares (texts without case and surrounding
/// spaces, a number and its text alike, a checkbox's choices in any order, a ranking's in
/// order); incorrect answers are the quiz questions not answered correctly, unanswered ones
/// included. A correct answer that is none of the question's choices scores nothing, as in
/// SurveyJS (which drops the values it cannot choose).
extension SurveyJSConverter {
  /// The tags of the counts' rows, and the names SurveyJS reads each under (lowercased).
  static let quizCounts: [(tag: String, names: [String])] = [
    ("correctAnswers", ["correctanswers", "correctedanswers", "correctedanswercount"]),
    ("incorrectAnswers", ["incorrectanswers", "incorrectedanswers", "incorrectedanswercount"]),
    ("questionCount", ["questioncount"]),
  ]

  /// Declares the counts' names, unless a question or calculated value has the name.
  mutating func declareQuizCounts(into scope: inout SurveyScope) {
    for count in Self.quizCounts {
      for name in count.names where scope.resolve(name) == nil {
        scope.declare(name, as: SurveyName(tag: count.tag, shape: .value, kind: .number))
      }
    }
    quizDeclared = true
  }

  /// Scores `row`'s question with its `correctAnswer`, or reports why it cannot be.
  mutating func quizQuestion(
    _ row: RowDraft, correct: FormValue, type: String, at path: String, scope: SurveyScope
  ) {
    guard scope.templatePrefix == nil, scoresQuiz, case .string(let tag)? = row.members["tag"] else { return }
    guard type != "expression", type != "html" else { return }
    let reference = SurveyExpressionTranslator.reference(tag)
    guard let condition = correctCondition(row, reference: reference, correct: correct, at: "\(path).correctAnswer")
    else { return }
    quiz.append((reference, condition, "\(path).correctAnswer"))
  }

  /// The condition that holds when the row's answer is `correct`, as SurveyJS compares.
  private mutating func correctCondition(_ row: RowDraft, reference: String, correct: FormValue, at path: String)
    -> String?
  {
    let kind = row.members["kind"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
    if case .list(let options)? = row.members["options"] {
      let values = options.compactMap { option -> FormValue? in
        if case .object(let members) = option { return members["value"] }
        return nil
      }
      // SurveyJS keeps the values of a correct answer that are among the choices.
      func choice(_ wanted: FormValue) -> FormValue? { values.first { Self.surveyEqual($0, wanted) } }
      if kind.hasPrefix("multipleSelector") || kind == "ranking" {
        guard case .list(let items) = correct else {
          fail("a correct answer of a question holding a list is a list", at: path)
          return nil
        }
        let chosen = items.compactMap(choice)
        guard !chosen.isEmpty else {
          fail("none of the correct answer's values is a choice: the question is not scored, as in SurveyJS", at: path)
          return nil
        }
        if kind == "ranking" {
          return "\(reference) == [\(chosen.map(Self.literal).joined(separator: ", "))]"
        }
        let distinct = chosen.reduce(into: [FormValue]()) { if !$0.contains($1) { $0.append($1) } }
        return
          (["len(\(reference)) == \(chosen.count)"] + distinct.map { "contains(\(reference), \(Self.literal($0)))" })
          .joined(separator: " && ")
      }
      guard let value = choice(correct) else {
        fail("the correct answer is none of the choices: the question is not scored, as in SurveyJS", at: path)
        return nil
      }
      return "\(reference) == \(Self.literal(value))"
    }
    switch (kind, correct) {
    case ("text", .string(let text)), ("textArea", .string(let text)), ("email", .string(let text)),
      ("url", .string(let text)), ("phone", .string(let text)), ("password", .string(let text)):
      // Two texts compare as texts (`5.0` is not `5`).
      let normalized = text.trimmingWhitespace().lowercased()
      return "lower(trim(\(reference))) == \(SurveyExpressionTranslator.quoted(normalized))"
    case ("text", .int), ("text", .decimal), ("textArea", .int), ("textArea", .decimal):
      return "number(\(reference)) == \(correct.jsonString())"
    case ("decimal", .int), ("decimal", .decimal), ("slider", .int), ("slider", .decimal):
      return "\(reference) == \(correct.jsonString())"
    case ("decimal", .string(let text)), ("slider", .string(let text)):
      if let number = Self.number(text) { return "\(reference) == \(number)" }
    default: break
    }
    fail("the correct answer of this question is not translated: the question is not scored", at: path)
    return nil
  }

  /// The hidden section of the counts: computed rows left out of the data, as SurveyJS's.
  /// Each quiz question adds itself to running totals (`correctAnswers.1`, `questionCount.1`…),
  /// so no expression grows with the quiz.
  mutating func quizSection() -> SectionDraft? {
    guard quizDeclared else { return nil }
    var section = SectionDraft(origin: "$")
    section.set("hidden", true, from: "$")
    func count(_ tag: String, _ computed: String, from path: String) -> RowDraft? {
      guard tags.insert(tag).inserted else {
        fail("a question is named '\(tag)': the quiz's count of that name is left out", at: path)
        return nil
      }
      var row = RowDraft(origin: path)
      row["tag"] = .string(tag)
      row["kind"] = "info"
      row["title"] = .string(tag)
      row["parameter"] = false
      row.set("computed", .string(computed), from: path)
      return row
    }
    var (correct, counted) = ("0", "0")
    for (index, question) in quiz.enumerated() {
      let tags = ("correctAnswers.\(index + 1)", "questionCount.\(index + 1)")
      let shown = "iif(\(question.reference).hidden, 0, 1)"
      let right = "iif(!\(question.reference).hidden && (\(question.condition)), 1, 0)"
      if let row = count(tags.0, index == 0 ? right : "\(correct) + \(right)", from: question.path) {
        section.rows.append(row)
        correct = SurveyExpressionTranslator.reference(tags.0)
      }
      if let row = count(tags.1, index == 0 ? shown : "\(counted) + \(shown)", from: question.path) {
        section.rows.append(row)
        counted = SurveyExpressionTranslator.reference(tags.1)
      }
    }
    for (tag, computed) in [
      ("correctAnswers", correct), ("incorrectAnswers", "\(counted) - \(correct)"), ("questionCount", counted),
    ] {
      if let row = count(tag, computed, from: "$") { section.rows.append(row) }
    }
    return section
  }

  /// SurveyJS's comparison of two answers: texts without case and surrounding spaces, numbers
  /// and texts holding them by their number, `true`/`false` and their texts alike.
  static func surveyEqual(_ x: FormValue, _ y: FormValue) -> Bool {
    if x == y { return true }
    switch (x, y) {
    case (.string(let a), .string(let b)):
      return a.trimmingWhitespace().lowercased() == b.trimmingWhitespace().lowercased()
    case (.bool(let flag), .string(let text)), (.string(let text), .bool(let flag)):
      return text.lowercased() == (flag ? "true" : "false")
    default:
      guard let a = number(x), let b = number(y) else { return false }
      return a == b
    }
  }

  /// A number, or a text holding one (`"5"`, `" 2.50 "`), as its canonical text; `nil` otherwise.
  private static func number(_ value: FormValue) -> String? {
    switch value {
    case .int, .decimal: return value.jsonString()
    case .string(let text): return number(text)
    default: return nil
    }
  }

  /// `-12`, `3.5`: digits, a minus before them and one point between them allowed.
  private static func number(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
    let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      unsigned.count <= 30
    else { return nil }
    if let whole = Int(trimmed) { return String(whole) }
    guard let decimal = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
    return FormValue.decimal(decimal).jsonString()
  }

  private static func literal(_ value: FormValue) -> String {
    if case .string(let text) = value { return SurveyExpressionTranslator.quoted(text) }
    return value.jsonString()
  }
}
