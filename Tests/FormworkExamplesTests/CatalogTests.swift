import Formwork
import FormworkExamples
import Testing

/// What every example promises: it builds, its sample answers give what they say, and it can be
/// serialized and read back.
@MainActor
@Suite struct CatalogTests {
  nonisolated static let names = Examples.all.map(\.name)
  nonisolated static let samples = Examples.all.flatMap { example in example.answers.map { (example.name, $0.name) } }
  nonisolated static let seedExamples = [
    "transport-order", "transport-order-readonly", "login", "github-signup", "do-not-disturb", "photo-settings",
    "nested-form", "loan-application", "new-schedule",
  ]

  @Test func catalogListsEverySeedScenarioOnceWithCommandLineNames() {
    #expect(Set(Self.names).count == Self.names.count, "names are unique")
    for name in Self.seedExamples { #expect(Self.names.contains(name), "\(name) is in the catalog") }
    for example in Examples.all {
      #expect(example.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(example.name)")
      #expect(!example.title.isEmpty && !example.summary.isEmpty, "\(example.name)")
    }
    for name in Self.seedExamples { #expect(Examples.named(name)?.origin != nil, "\(name) names its seed") }
    #expect(Examples.named("newsletter") != nil, "the terminal's end-to-end test drives it")
    #expect(Examples.named("no-such-form") == nil)
  }

  @Test(arguments: names)
  func exampleBuildsFreshIndependentFormsWithNothingPending(name: String) throws {
    let example = try #require(Examples.named(name))
    let first = try example.make()
    let second = try example.make()
    #expect(first !== second)
    #expect(!first.hasPendingUpdate, "renderers start from the first snapshot")
    #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
    #expect(first.snapshot.rowCount > 0)
    // Filling one form leaves the other as built.
    let valid = try #require(example.answers.first { $0.expectation == .valid })
    try first.setValues(members(of: valid.answers))
    #expect(first.values() != second.values())
    #expect(second.values() == (try example.make().values()))
  }

  @Test(arguments: names)
  func exampleHasValidAndInvalidSamples(name: String) throws {
    let example = try #require(Examples.named(name))
    #expect(example.answers.contains { $0.expectation == .valid })
    #expect(example.answers.contains { if case .invalid = $0.expectation { true } else { false } })
    #expect(Set(example.answers.map(\.name)).count == example.answers.count, "sample names are unique")
  }

  @Test(arguments: samples)
  func sampleAnswersGiveTheirExpectation(example name: String, sample sampleName: String) async throws {
    let example = try #require(Examples.named(name))
    let sample = try #require(example.answers.first { $0.name == sampleName })
    let form = try example.make()
    try form.setValues(members(of: sample.answers))
    let report = await form.validateAll()
    switch sample.expectation {
    case .valid:
      #expect(report.isValid, "\(report.issues)")
      #expect(form.isValid)
      // Valid answers make request parameters.
      _ = try example.parameters?(form) ?? form.parameters()
    case .invalid(let failing):
      #expect(!report.isValid)
      #expect(failingTags(report) == failing, "\(report.errors)")
      #expect(!form.isValid)
    }
    #expect(report.pendingRows.isEmpty, "validateAll waits for asynchronous rules")
  }

  @Test(arguments: samples)
  func sampleAnswersEnteredAsAUserGiveTheSameOutcome(example name: String, sample sampleName: String) async throws {
    let example = try #require(Examples.named(name))
    let sample = try #require(example.answers.first { $0.name == sampleName })
    let typed = try example.make()
    try enterAsUser(members(of: sample.answers), into: typed)
    let programmatic = try example.make()
    try programmatic.setValues(members(of: sample.answers))
    #expect(typed.values() == programmatic.values(), "typing gives the values setValues gives")
    let report = await typed.validateAll()
    switch sample.expectation {
    case .valid: #expect(report.isValid, "\(report.issues)")
    case .invalid(let failing): #expect(failingTags(report) == failing, "\(report.errors)")
    }
  }

  @Test(arguments: samples)
  func valuesSurviveAJSONRoundTrip(example name: String, sample sampleName: String) throws {
    let example = try #require(Examples.named(name))
    let sample = try #require(example.answers.first { $0.name == sampleName })
    let filled = try example.make()
    try filled.setValues(members(of: sample.answers))
    let fresh = try example.make()
    try fresh.setValues(json: filled.json())
    #expect(fresh.values() == filled.values())
    #expect(fresh.json() == filled.json())
  }

  @Test(arguments: names)
  func hydrationSampleFillsTheFormWithoutProblems(name: String) throws {
    let example = try #require(Examples.named(name))
    guard let sample = example.hydrationSample else { return }
    let form = try example.make()
    // As `formwork run --hydrate` does: source paths, else tags.
    let report = form.hydrate(from: sample, matching: .sourcePathsOrTags)
    #expect(!report.hasProblems, "\(report)")
    #expect(!report.applied.isEmpty)
  }
}
