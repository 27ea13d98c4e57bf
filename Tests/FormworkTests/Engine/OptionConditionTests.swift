import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkCore

/// Options shown on a condition and options taken from another row are value nodes of the
/// engine: the row's state lists only the options shown, a change re-evaluates them only when
/// something they read changed, and a chosen option that is hidden is unchosen.
@MainActor
@Suite struct OptionConditionTests {
  let seats = RowKey<Int>("seats")
  let plan = RowKey<String>("plan")
  let extras = RowKey<[String]>("extras")

  func planForm(seatCount: Int = 1) throws -> Form {
    try Form {
      Section {
        Row.integer(seats, "Seats", value: seatCount)
        Row.selector(
          plan, "Plan",
          options: [.init("basic", "Basic"), .init("team", "Team"), .init("company", "Company")]
        )
        .option("team", shownWhen: "seats > 1")
        .option("company") { $0[seats].map { $0 > 10 } ?? false }
        Row.multipleSelector(extras, "Extras", options: [.init("sso", "SSO"), .init("audit", "Audit")])
          .option("sso", shownWhen: "seats > 10")
        Row.text("unrelated", "Unrelated")
      }
    }
  }

  func shown(_ form: Form, _ tag: String) throws -> [FormValue] {
    let id = try #require(form.rowID(forTag: tag))
    return try #require(form.state(of: id)).options.items.map(\.value)
  }

  @Test func theRowStateListsOnlyTheOptionsShown() throws {
    let form = try planForm()
    #expect(try shown(form, "plan") == ["basic"])
    #expect(try shown(form, "extras") == ["audit"])
    form[seats] = 5
    #expect(try shown(form, "plan") == ["basic", "team"])
    form[seats] = 20
    #expect(try shown(form, "plan") == ["basic", "team", "company"])
    #expect(try shown(form, "extras") == ["sso", "audit"])
  }

  @Test func aHiddenOptionCannotBeChosen() throws {
    let form = try planForm()
    let id = try #require(form.rowID(forTag: "plan"))
    #expect(throws: FormError.self) { try form.choose("team", for: id) }
    form[seats] = 2
    try form.choose("team", for: id)
    #expect(form[plan] == "team")
  }

  @Test func hidingTheChosenOptionUnchoosesItInTheSameUndoStep() throws {
    let form = try planForm(seatCount: 20)
    try form.choose("company", for: try #require(form.rowID(forTag: "plan")))
    try form.toggleOption("sso", for: try #require(form.rowID(forTag: "extras")))
    try form.toggleOption("audit", for: try #require(form.rowID(forTag: "extras")))
    #expect(form[extras] == ["sso", "audit"])
    _ = form.input("3", for: try #require(form.rowID(forTag: "seats")))
    #expect(form[plan] == nil)
    #expect(form[extras] == ["audit"])
    try form.undo()
    #expect(form[seats] == 20)
    #expect(form[plan] == "company")
    #expect(form[extras] == ["sso", "audit"])
  }

  @Test func onlyAChangeOfWhatTheConditionsReadReevaluatesThem() throws {
    let form = try planForm()
    let before = form.conditionEvaluationCount
    form["unrelated"] = "x"
    #expect(form.conditionEvaluationCount == before)
    form[seats] = 3
    #expect(form.conditionEvaluationCount > before)
  }

  @Test func renderersAreToldWhenTheOptionsShownChange() throws {
    let form = try planForm()
    _ = form.flush()
    let id = try #require(form.rowID(forTag: "plan"))
    form[seats] = 2
    #expect(form.flush()?.reconfigured.contains(id) == true)
    form[seats] = 3
    #expect(form.flush()?.reconfigured.contains(id) != true)
  }

  @Test func aConditionForAValueThatIsNoOptionFailsTheBuild() {
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.selector(plan, "Plan", options: [.init("basic", "Basic")]).option("gold", shownWhen: true)
        }
      }
    }
  }

  @Test func anOptionConditionIsCheckedLikeAnyExpression() {
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section {
          Row.selector(plan, "Plan", options: [.init("basic", "Basic")]).option("basic", shownWhen: "nosuchrow > 1")
        }
      }
    }
  }

  @Test func valuesSetTogetherAreCheckedOnceTheChangeEnds() throws {
    let form = try planForm()
    try form.setValues(["plan": "team", "seats": 2])
    #expect(form[plan] == "team")
    form.transaction {
      form[plan] = "company"
      form[seats] = 11
    }
    #expect(form[plan] == "company")
    form[plan] = "company"
    form[seats] = 1
    #expect(form[plan] == nil)
    form[plan] = "team"
    #expect(form[plan] == nil)
  }

  // MARK: Options from another row

  let liked = RowKey<[String]>("liked")
  let favorite = RowKey<String>("favorite")

  func carForm(mode: CopiedOptions) throws -> Form {
    try Form {
      Section {
        Row.multipleSelector(
          liked, "Liked", options: [.init("audi", "Audi"), .init("bmw", "BMW"), .init("fiat", "Fiat")]
        )
        .option("fiat", shownWhen: "!hideFiat")
        Row.check("hideFiat", "Hide Fiat")
        Row(favorite, kind: .selector(.push), title: "Favorite").options(.fixed([])).options(from: "liked", mode)
      }
    }
  }

  @Test func optionsFromAnotherRowFollowItsOptionsAndValue() throws {
    let all = try carForm(mode: .all)
    #expect(try shown(all, "favorite") == ["audi", "bmw", "fiat"])
    all["hideFiat"] = true
    #expect(try shown(all, "favorite") == ["audi", "bmw"])

    let selected = try carForm(mode: .selected)
    #expect(try shown(selected, "favorite") == [])
    selected[liked] = ["bmw", "fiat"]
    #expect(try shown(selected, "favorite") == ["bmw", "fiat"])
    let id = try #require(selected.rowID(forTag: "favorite"))
    try selected.choose("fiat", for: id)
    selected[liked] = ["bmw"]
    #expect(try shown(selected, "favorite") == ["bmw"])
    #expect(selected[favorite] == nil)

    let unselected = try carForm(mode: .unselected)
    unselected[liked] = ["audi"]
    #expect(try shown(unselected, "favorite") == ["bmw", "fiat"])
  }

  /// Whatever the changes, the row's state lists exactly the options whose condition holds, in
  /// the definition's order, and the value never names a hidden option once a change hid it.
  @Test func hiddenOptionsNeverAppearInTheRowState() async throws {
    let input = Gen.int(in: 0...1000).array(of: 1...25)
    // NB: errors are recorded here: the property library may not report what its body throws.
    await checkProperty(count: 150, input: input) { seeds in
      do { try checkOptions(seeds) } catch { Issue.record(error) }
    }
  }

  func checkOptions(_ seeds: [Int]) throws {
    let form = try planForm()
    let planID = try #require(form.rowID(forTag: "plan"))
    for seed in seeds {
      switch seed % 5 {
      case 0, 1: form[seats] = seed % 30
      case 2:
        let options = try shown(form, "plan")
        try form.choose(options[seed % options.count], for: planID)
      case 3: if form.canUndo { try form.undo() }
      default: if form.canRedo { try form.redo() }
      }
      let count = form[seats] ?? 0
      var want: [FormValue] = ["basic"]
      if count > 1 { want.append("team") }
      if count > 10 { want.append("company") }
      #expect(try shown(form, "plan") == want)
      if let chosen = form[plan] { #expect(want.contains(.string(chosen))) }
    }
  }
}
