import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// The sample surveys in `Schemas/examples/surveyjs` (written for Formwork) and the corpus of real
/// surveys beside the repository (`../shared/surveyjs-corpus`, read in place when present).
@MainActor
@Suite struct SurveyJSFilesTests {
  nonisolated static let samplesFolder = Folders.root.appendingPathComponent("Schemas/examples/surveyjs")
  nonisolated static let corpusFolder = Folders.root.deletingLastPathComponent().appendingPathComponent(
    "shared/surveyjs-corpus")

  nonisolated static var samples: [String] {
    get throws { try Folders.jsonFiles(in: samplesFolder).map(\.lastPathComponent) }
  }

  @Test func thereAreSamples() throws {
    #expect(try Self.samples.count >= 3)
  }

  @Test(arguments: try samples)
  func everySampleImportsCleanlyAndRuns(name: String) throws {
    let data = try Data(contentsOf: Self.samplesFolder.appendingPathComponent(name))
    let survey = try SurveyJSImport(jsonData: data)
    #expect(survey.problems.isEmpty, "\(name): \(survey.problems)")
    let form = try survey.makeForm()
    #expect(!form.rowIDs.isEmpty)
    // A submit shows what is missing; the data comes back from a hydration unchanged.
    #expect(!form.validate().isValid)
    try fillIn(form)
    let data1 = try form.surveyData()
    let again = try survey.makeForm()
    #expect(!again.hydrate(surveyData: data1).hasProblems)
    #expect(try again.surveyData() == data1)
  }

  /// Answers every shown text row and picks the first option of every shown selector.
  private func fillIn(_ form: Form) throws {
    for row in form.rowIDs where !form.isHidden(row) && !form.isDisabled(row) {
      guard let state = form.state(of: row), let tag = state.tag, state.configuration.isSearchable == false else {
        continue
      }
      switch state.kind {
      case .text(.email): try form.setValue("a@example.com", forTag: tag)
      case .text(.decimal), .text(.integer), .text(.number): try form.setValue(.int(42), forTag: tag)
      case .text: try form.setValue("An answer", forTag: tag)
      case .selector, .segmented:
        if let first = state.options.items.first { try form.setValue(first.value, forTag: tag) }
      default: continue
      }
    }
  }

  /// Every survey of the corpus imports without crashing or hanging, builds a form, places every
  /// problem at a JSON path, and gives its data back through a hydration.
  @Test func theCorpusImports() throws {
    let files = try Folders.jsonFiles(in: Self.corpusFolder)
    guard !files.isEmpty else { return }
    var clean = 0
    var withProblems = 0
    var constructs: [String: Int] = [:]
    for file in files {
      let name = file.lastPathComponent
      let survey = try SurveyJSImport(jsonData: Data(contentsOf: file))
      let form = try survey.makeForm()
      #expect(!form.rowIDs.isEmpty || name.contains("custom-widget"), "\(name)")
      for problem in survey.problems {
        let path = problem.location.path ?? ""
        #expect(path.hasPrefix("$"), "\(name): \(problem)")
        constructs[Self.construct(of: problem), default: 0] += 1
      }
      if survey.problems.isEmpty { clean += 1 } else { withProblems += 1 }
      _ = form.validate()
      let data = try form.surveyData()
      let again = try survey.makeForm()
      again.hydrate(surveyData: data)
      #expect(try again.surveyData() == data, "\(name)")
    }
    let top = constructs.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }.prefix(12)
    print(
      "SurveyJS corpus: \(files.count) surveys, \(clean) imported cleanly, \(withProblems) with problems; "
        + "most frequent: " + top.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    #expect(clean + withProblems == files.count)
  }

  /// What a problem is about: the key its path ends with (`triggers`, `choicesVisibleIf`…).
  static func construct(of problem: FormError) -> String {
    let path = problem.location.path ?? "$"
    if path.hasPrefix("$.triggers") { return "triggers" }
    if problem.message.contains("has no built-in row") { return "question type" }
    if problem.message.contains("no question or calculated value") || problem.message.contains("left out") {
      return "unknown name in an expression"
    }
    if problem.code == .invalidExpression { return "expression the form refuses" }
    var last = path.split(separator: ".").last.map(String.init) ?? path
    if let bracket = last.firstIndex(of: "[") { last = String(last[..<bracket]) }
    return last
  }
}
