import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// Mutated surveys through the whole import: never a crash or a hang, every problem at a path,
/// and a form built from whatever is left. `FORMWORK_SURVEYJS_FUZZ=<count>` runs more than the
/// default 300 mutations; `FORMWORK_SURVEYJS_FUZZ_SEED` picks another sequence.
@MainActor
@Suite struct SurveyJSFuzzTests {
  /// SplitMix64: a small, seedable generator, so a failure is reproducible.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  }

  static let hostile: [FormValue] = [
    .null, true, 0, -1, .int(Int.max), .decimal(Decimal(string: "1e-100") ?? 0), "", "{", "}", "{x}", "{{a}}",
    "{q} = ", "((((((((((((((((((((1))))))))))))))))))))", "{a} anyof {b}", "iif(", "sum()", "{panel.x} > 1",
    "{row.y} notempty", "age({birth}) ^ 2", "'unterminated", "\u{0}", "é\u{301}", "panel", "matrixdynamic",
    "paneldynamic", "checkbox", "signaturepad", "text", "pattern", "9a#*A\\", "[]", .list([]), .list([1, "a", .null]),
    .object([:]),
    ["value": .null], ["default": 3], ["type": "panel", "elements": .list([])],
    ["type": "paneldynamic", "name": "p", "templateElements": .list([["type": "text", "name": "p"]])],
    ["type": "text", "name": "name"], ["type": "matrix", "name": "m", "rows": .list(["r"]), "columns": .list([])],
  ]

  var generator = Generator(
    state: ProcessInfo.processInfo.environment["FORMWORK_SURVEYJS_FUZZ_SEED"].flatMap(UInt64.init) ?? 26)

  func seeds() throws -> [FormValue] {
    var seeds = try Folders.jsonFiles(in: SurveyJSFilesTests.samplesFolder).map {
      try FormValue(jsonData: Data(contentsOf: $0))
    }
    seeds.append(
      try FormValue(
        json: """
          {"elements": [{"type": "text", "name": "a", "visibleIf": "{b} = 1", "validators": [{"type": "regex", "regex": "x"}]},
            {"type": "checkbox", "name": "b", "choices": [1, 2], "hasOther": true, "defaultValue": [1]},
            {"type": "matrixdropdown", "name": "md", "rows": ["r"], "columns": [{"name": "c", "cellType": "text"}]}],
           "calculatedValues": [{"name": "v", "expression": "{a} + 1"}], "triggers": [{"type": "skip"}]}
          """))
    // The complete trigger and loose comparisons (a number compared with a text, 'true' with a
    // boolean), over pages.
    seeds.append(
      try FormValue(
        json: """
          {"pages": [
            {"elements": [{"type": "text", "name": "t", "visibleIf": "{n} = '2'"}, {"type": "boolean", "name": "b"}]},
            {"elements": [{"type": "text", "name": "n", "inputType": "number", "enableIf": "{t} = 1 or {b} = 'true'"},
              {"type": "dropdown", "name": "d", "choices": [1, 2], "visibleIf": "{t} anyof [1, '2']"}]}],
           "triggers": [{"type": "complete", "expression": "{t} = 1 and {n} > '3'"},
             {"type": "complete", "expression": "{b} = 'false'"}]}
          """))
    // Matrix rows shown on a condition, masks, and arithmetic on texts.
    seeds.append(
      try FormValue(
        json: """
          {"elements": [{"type": "checkbox", "name": "c", "choices": ["r", "s"]},
            {"type": "text", "name": "t", "maskType": "pattern", "maskSettings": {"pattern": "99-aa#"}},
            {"type": "text", "name": "u", "inputFormat": "999-99"},
            {"type": "multipletext", "name": "mt", "requiredIf": "{c} notempty", "items": ["p", "q"],
             "valueName": "shared"},
            {"type": "matrix", "name": "m", "requiredIf": "{t} notempty", "eachRowRequired": true, "valueName": "shared",
             "rowsVisibleIf": "{c} contains {item}",
             "columns": [1, 2], "rows": ["r", {"value": "s", "visibleIf": "{t} notempty"}]},
            {"type": "matrixdropdown", "name": "md", "rowsVisibleIf": "{item} = {u}", "rows": ["r", 1],
             "columns": [{"name": "x", "cellType": "text", "defaultValueExpression": "{t} + 1"}]},
            {"type": "expression", "name": "e", "expression": "{t} * 2 + ' ' + {u} + {t}"}]}
          """))
    // A quiz: correct answers, and the counts read by texts and conditions.
    seeds.append(
      try FormValue(
        json: """
          {"firstPageIsStartPage": true, "pages": [{"elements": [{"type": "text", "name": "who"}]},
            {"elements": [{"type": "radiogroup", "name": "r", "choices": ["a", 1], "correctAnswer": "1"},
              {"type": "checkbox", "name": "c", "choices": ["x", "y"], "correctAnswer": ["y", "x"]},
              {"type": "text", "name": "t", "correctAnswer": 4, "visibleIf": "{correctAnswers} > 0"},
              {"type": "html", "html": "{correctAnswers} of {questionCount}, {incorrectAnswers} wrong"},
              {"type": "ranking", "name": "k", "choicesFromQuestion": "c", "choicesFromQuestionMode": "selected",
               "defaultValue": ["y", "x"]}]}]}
          """))
    return seeds
  }

  mutating func mutate(_ value: FormValue, depth: Int = 0) -> FormValue {
    switch value {
    case .object(var members) where !members.isEmpty && depth < 12:
      let keys = members.keys.sorted()
      let key = keys[generator.below(keys.count)]
      switch generator.below(6) {
      case 0: members[key] = nil
      case 1: members[key] = Self.hostile[generator.below(Self.hostile.count)]
      case 2: members[keys[generator.below(keys.count)]] = members[key]
      default: members[key] = mutate(members[key] ?? .null, depth: depth + 1)
      }
      return .object(members)
    case .list(var items) where !items.isEmpty && depth < 12:
      let index = generator.below(items.count)
      switch generator.below(5) {
      case 0: items.remove(at: index)
      case 1: items.append(items[index])
      case 2: items[index] = Self.hostile[generator.below(Self.hostile.count)]
      default: items[index] = mutate(items[index], depth: depth + 1)
      }
      return .list(items)
    default:
      return Self.hostile[generator.below(Self.hostile.count)]
    }
  }

  @Test mutating func mutatedSurveysNeverCrashAndAlwaysBuild() throws {
    let count = ProcessInfo.processInfo.environment["FORMWORK_SURVEYJS_FUZZ"].flatMap(Int.init) ?? 300
    let seeds = try seeds()
    for iteration in 0..<count {
      var survey = seeds[iteration % seeds.count]
      for _ in 0...generator.below(3) { survey = mutate(survey) }
      let imported = SurveyJSImport(survey)
      for problem in imported.problems {
        #expect(problem.location.path?.hasPrefix("$") == true, "input \(iteration): \(problem)")
      }
      guard case .object = survey else { continue }
      do {
        let form = try imported.makeForm()
        _ = form.validate()
        // Next checks the page's complete triggers.
        _ = form.nextPage()
        _ = try form.surveyData()
      } catch {
        Issue.record("input \(iteration) does not build: \(error)\n\(survey.jsonString())")
      }
    }
  }
}
