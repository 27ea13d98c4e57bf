import Formwork
import Foundation
import Testing

/// A ranking (SurveyJS's `ranking`, issue 26): every option once in ranked order as the row's
/// value, `null` until ranked; moved by the user through the funnel (undoable, refused on rows
/// the user cannot edit), checked as a permutation on every path that writes a value.
@MainActor
@Suite struct RankingTests {
  let priorities = RowKey<[String]>("priorities")
  let options = [
    SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("support", "Support"),
  ]

  func form(value: [String]? = nil) throws -> Form {
    try Form {
      Section {
        Row.ranking(priorities, "What matters most?", value: value, options: options).required()
      }
    }
  }

  @Test func unrankedIsNullAndShowsTheGivenOrder() throws {
    let form = try form()
    let id = try #require(form.rowID(forTag: "priorities"))
    #expect(form.state(of: id)?.kind == .ranking)
    #expect(form[priorities] == nil)
    #expect(form.values()["priorities"] == .null)
    #expect(form.rankedOptions(of: id).map(\.title) == ["Price", "Speed", "Support"])
    #expect(form.state(of: id)?.displayValue == "")
    #expect(form.tap(id) == .presentRanking)
  }

  @Test func aMoveRanksEveryOptionAndShiftsThoseBetween() throws {
    let form = try form()
    let id = try #require(form.rowID(forTag: "priorities"))
    try form.moveOption(from: 2, to: 0, for: id)
    #expect(form[priorities] == ["support", "price", "speed"])
    #expect(form.state(of: id)?.displayValue == "Support, Price, Speed")
    try form.moveOption(from: 0, to: 2, for: id)
    #expect(form[priorities] == ["price", "speed", "support"])
    try form.moveOption(from: 1, to: 1, for: id)
    #expect(form[priorities] == ["price", "speed", "support"], "a move in place keeps the ranking")
  }

  @Test func aMoveIsAUserChangeThatUndoes() throws {
    let form = try form(value: ["speed", "price", "support"])
    let id = try #require(form.rowID(forTag: "priorities"))
    var origins: [ChangeOrigin] = []
    let subscription = form.observe { event in
      if case .valueChanged(let change) = event { origins.append(change.origin) }
    }
    try form.moveOption(from: 0, to: 1, for: id)
    #expect(form[priorities] == ["price", "speed", "support"])
    #expect(origins == [.user])
    try form.undo()
    #expect(form[priorities] == ["speed", "price", "support"])
    _ = subscription
  }

  @Test func requiredMeansRanked() throws {
    let form = try form()
    #expect(!form.validate().isValid)
    let id = try #require(form.rowID(forTag: "priorities"))
    try form.moveOption(from: 0, to: 0, for: id)
    #expect(form.validate().isValid, "ranking the options as shown is a ranking")
  }

  @Test func badMovesAreRefusedSayingWhy() throws {
    let form = try form()
    let id = try #require(form.rowID(forTag: "priorities"))
    let outside = try #require(throws: FormError.self) { try form.moveOption(from: 3, to: 0, for: id) }
    #expect(outside.code == .invalidEdit)
    #expect(outside.message.contains("position 3") && outside.message.contains("3 options"))
    #expect(outside.location.tag == "priorities")
    let negative = try #require(throws: FormError.self) { try form.moveOption(from: 0, to: -1, for: id) }
    #expect(negative.message.contains("to position -1"))
    #expect(form[priorities] == nil, "nothing changed")
    let unknown = try #require(throws: FormError.self) {
      try form.moveOption(from: 0, to: 1, for: RowID(rawValue: 9_999))
    }
    #expect(unknown.code == .unknownIdentity)
  }

  @Test func aMoveOnAnotherKindOrAReadOnlyRowIsRefused() throws {
    let name = RowKey<String>("name")
    let form = try Form {
      Section {
        Row.text(name, "Name")
        Row.ranking(priorities, "Ranked", options: options).disabled(true as Condition)
      }
    }
    let text = try #require(form.rowID(forTag: "name"))
    let other = try #require(throws: FormError.self) { try form.moveOption(from: 0, to: 1, for: text) }
    #expect(other.code == .typeMismatch)
    #expect(other.message.contains("only a ranking"))
    let disabled = try #require(form.rowID(forTag: "priorities"))
    let denied = try #require(throws: FormError.self) { try form.moveOption(from: 0, to: 1, for: disabled) }
    #expect(denied.code == .invalidEdit)
    #expect(form[priorities] == nil)
  }

  @Test func theValueRoundTripsThroughValuesJSONDraftsAndHydration() throws {
    let form = try form(value: ["support", "speed", "price"])
    #expect(form.values()["priorities"] == ["support", "speed", "price"])
    #expect(form.json().contains("\"priorities\":[\"support\",\"speed\",\"price\"]"))
    let draft = form.draft()
    let id = try #require(form.rowID(forTag: "priorities"))
    try form.moveOption(from: 0, to: 2, for: id)
    try form.restore(draft: draft)
    #expect(form[priorities] == ["support", "speed", "price"])
    try form.setValues(["priorities": ["speed", "price", "support"]])
    #expect(form.rankedOptions(of: id).map(\.title) == ["Speed", "Price", "Support"])
    let refused = form.hydrate(from: ["priorities": ["speed", "speed", "price"]], matching: .sourcePathsOrTags)
    #expect(refused.problems.first?.message.contains("\"speed\" is ranked twice") == true)
    #expect(refused.problems.first?.location.tag == "priorities")
    #expect(form[priorities] == ["speed", "price", "support"], "hydration refuses what is no ranking")
    try form.setValues(["priorities": .null])
    #expect(form[priorities] == nil, "null is unranked")
  }

  @Test func aValueThatIsNotAPermutationIsRefusedWithWhere() throws {
    let form = try form(value: ["price", "speed", "support"])
    let missing = try #require(throws: FormInputError.self) { try form.setValues(["priorities": ["price", "speed"]]) }
    #expect(missing.errors.first?.message.contains("\"support\" ('Support') is missing") == true)
    #expect(missing.errors.first?.location.tag == "priorities")
    let twice = try #require(throws: FormInputError.self) {
      try form.setValues(["priorities": ["price", "price", "support"]])
    }
    #expect(twice.errors.first?.message.contains("\"price\" is ranked twice") == true)
    #expect(twice.errors.first?.location.tag == "priorities")
    let stranger = try #require(throws: FormInputError.self) {
      try form.setValues(["priorities": ["price", "speed", "support", "looks"]])
    }
    #expect(stranger.errors.first?.message.contains("\"looks\" is not one of the options") == true)
    let id = try #require(form.rowID(forTag: "priorities"))
    #expect(throws: FormError.self) { try form.setValue(.string("price"), for: id) }
    #expect(form[priorities] == ["price", "speed", "support"])
  }

  /// A ranking of the options another row shows (SurveyJS's `choicesFromQuestion` on a ranking).
  func copied(value: [String]? = nil, liked: [String] = []) throws -> Form {
    try Form {
      Section {
        Row.multipleSelector(RowKey<[String]>("liked"), "Liked", value: liked, options: options)
        Row.ranking(priorities, "Rank them", value: value, options: []).options(from: "liked", .selected)
      }
    }
  }

  @Test func aRankingOfCopiedOptionsFollowsThem() throws {
    let form = try copied()
    let id = try #require(form.rowID(forTag: "priorities"))
    #expect(form.rankedOptions(of: id).isEmpty)
    try form.setValue(["price", "support"], forTag: "liked")
    #expect(form.rankedOptions(of: id).map(\.title) == ["Price", "Support"])
    #expect(form[priorities] == nil, "not ranked yet")
    try form.moveOption(from: 1, to: 0, for: id)
    #expect(form[priorities] == ["support", "price"])
    try form.setValue(["price", "speed", "support"], forTag: "liked")
    #expect(form[priorities] == ["support", "price", "speed"], "a new option comes last")
    try form.setValue(["speed", "support"], forTag: "liked")
    #expect(form[priorities] == ["support", "speed"], "an option no longer chosen leaves the ranking")
    #expect(form.rankedOptions(of: id).map(\.title) == ["Support", "Speed"])
    try form.setValue([], forTag: "liked")
    #expect(form[priorities] == nil, "nothing to rank")
    #expect(throws: FormError.self) { try form.setValue(["price"], forTag: "priorities") }
  }

  @Test func aRankingOfCopiedOptionsStartsAndHydratesWithThem() throws {
    let form = try copied(value: ["support", "price"], liked: ["price", "support"])
    #expect(form[priorities] == ["support", "price"])
    let again = try copied()
    let report = again.hydrate(
      from: ["liked": ["price", "speed"], "priorities": ["speed", "support", "price"]], matching: .sourcePathsOrTags)
    #expect(!report.hasProblems)
    #expect(again[priorities] == ["speed", "price"], "fitted to the options the hydrated choices show")
  }

  @Test func aRankingThatCannotWorkFailsTheBuildSayingWhere() throws {
    let error = try #require(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.ranking(RowKey<[Int]>("none"), "None", options: [])
          Row.ranking(RowKey<[Int]>("twice"), "Twice", options: [SelectorOption(1, "One"), SelectorOption(1, "Uno")])
          Row.ranking(priorities, "Off", value: ["price"], options: options)
          Row.ranking(RowKey<[String]>("shown"), "Shown", options: options).option("speed", shownWhen: false)
        }
      }
    }
    let messages = error.errors.map(\.message)
    #expect(messages.contains { $0.contains("at least one option") })
    #expect(messages.contains { $0.contains("two options have the value 1") })
    #expect(messages.contains { $0.hasPrefix("initial value: a ranking lists every option once") })
    #expect(error.errors.contains { $0.location.tag == "twice" })
    #expect(error.errors.contains { $0.location.tag == "shown" && $0.message.contains("on a condition") })
  }
}
