import Formwork
import FormworkValuesTestSupport
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@MainActor
@Suite struct ValuesInTests {
  enum Plan: String, FormValueConvertible { case free, pro }

  let name = RowKey<String>("applicant.name")
  let age = RowKey<Int>("applicant.age")
  let plan = RowKey<Plan>("plan")
  let birthday = RowKey<Date>("birthday")
  let deposit = RowKey<Decimal>("deposit")
  let email = RowKey<String>("email")
  let phones = SectionKey<String>("phones")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.name(name, "Name", value: "Ada")
        Row.integer(age, "Age", value: 36)
        Row.selector(plan, "Plan", value: .free, options: [.init(.free, "Free"), .init(.pro, "Pro")])
        Row.date(birthday, "Birthday")
        Row.decimal(deposit, "Deposit")
        Row.email(email, "Email")
        Row.button("Send", tag: "send") { _ in }
      }
      Section.multivalued(phones, "Phones", values: ["1"]) { Row.phone(nil, "Phone") }
    }
  }

  @Test func setsValuesByTagConvertingLosslessly() throws {
    let form = try makeForm()
    try form.setValues([
      "applicant.age": "41", "plan": "pro", "birthday": "2024-05-01", "deposit": "12.345678901234567890",
      "email": nil, "phones": ["2", 3],
    ])
    #expect(form[age] == 41)
    #expect(form[plan] == .pro)
    #expect(form[birthday] == isoDate("2024-05-01T00:00:00Z"))
    #expect(form[deposit] == decimal("12.345678901234567890"))
    #expect(form[email] == nil)
    #expect(form[phones] == ["2", "3"])
    #expect(form[name] == "Ada")
    try form.setValues(["phones": nil])
    #expect(form[phones] == [])
  }

  @Test func unknownKeysAndMismatchesAreAllReportedAndNothingChanges() throws {
    let form = try makeForm()
    let before = form.values()
    var changes = 0
    let subscription = form.observe { _ in changes += 1 }
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(["applicant.age": "abc", "plan": "gold", "emal": "x", "applicant.name": "Grace", "send": 1])
    }
    #expect(error.errors.map(\.code) == [.typeMismatch, .unknownKey, .typeMismatch, .typeMismatch])
    #expect(error.errors.map(\.location.tag) == ["applicant.age", "emal", "plan", "send"])
    #expect(error.errors[0].location.path == #"$["applicant.age"]"#)
    #expect(error.errors[1].message.contains("did you mean 'email'?"))
    #expect(form.values() == before)
    #expect(form[name] == "Ada")
    #expect(changes == 0)
    subscription.cancel()
  }

  @Test func jsonNestsDottedTagsAndReadsFlatOnesToo() throws {
    let form = try makeForm()
    try form.setValues(json: #"{"applicant": {"name": "Grace", "age": 45}, "plan": "pro"}"#)
    #expect(form[name] == "Grace")
    #expect(form[age] == 45)
    try form.setValues(json: #"{"applicant.name": "Ada"}"#)
    #expect(form[name] == "Ada")
  }

  @Test func jsonErrorsCarryTheirJSONPath() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(
        json: #"{"applicant": {"age": true, "nick": "x"}, "phones": ["1", [2]], "deposit": "1.234,5"}"#)
    }
    #expect(
      error.errors.map(\.location.path) == ["$.applicant.age", "$.applicant.nick", "$.deposit", "$.phones[1]"])
    #expect(error.errors.map(\.location.tag) == ["applicant.age", "applicant.nick", "deposit", "phones"])
    #expect(form[age] == 36)
  }

  @Test func aRowGivenTwiceIsReported() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) {
      try form.setValues(json: #"{"applicant": {"name": "A"}, "applicant.name": "B"}"#)
    }
    #expect(error.errors.map(\.code) == [.duplicateKey])
    #expect(form[name] == "Ada")
  }

  @Test func malformedJSONIsReportedWithLineAndColumn() throws {
    let form = try makeForm()
    let error = try #require(throws: FormInputError.self) { try form.setValues(json: "{\n  \"plan\": pro\n}") }
    #expect(error.errors.first?.code == .invalidJSON)
    #expect(error.errors.first?.location.line == 2)
    #expect(error.errors.first?.location.column == 11)
    #expect(throws: FormInputError.self) { try form.setValues(jsonData: Data("[1]".utf8)) }
  }

  @Test func valuesArriveAsOneUpdateWithTheirOrigin() throws {
    let form = try makeForm()
    form.updateDelivery = .immediate
    var updates = 0
    var origins: [ChangeOrigin] = []
    let updateSubscription = form.onUpdate { _ in updates += 1 }
    let eventSubscription = form.observe { event in
      if case .valueChanged(let change) = event { origins.append(change.origin) }
    }
    try form.setValues(
      ["applicant.name": "Grace", "phones": ["1", "2", "3"], "email": "g@example.com"], origin: .user)
    #expect(updates == 1)
    #expect(origins == [.user, .user])
    updateSubscription.cancel()
    eventSubscription.cancel()
  }

  // MARK: Round trips

  /// Describes a random form: each row a kind and a value.
  struct Blueprint: CustomStringConvertible {
    var rows: [(kind: Int, value: FormValue)]
    var list: [String]
    var description: String { "\(rows.map { "\($0.kind):\($0.value)" }) \(list)" }
  }

  static let blueprints = Generator<Blueprint, Shrink.None<Blueprint>> { rng in
    let count = Int.random(in: 1...10, using: &rng)
    let rows = (0..<count).map { _ -> (Int, FormValue) in
      let kind = Int.random(in: 0...6, using: &rng)
      let isNull = Int.random(in: 0...5, using: &rng) == 0
      let value: FormValue
      switch kind {
      case 0: value = .string(RandomValues.string(&rng))
      case 1: value = .int(Int.random(in: Int.min...Int.max, using: &rng))
      case 2: value = .decimal(RandomValues.decimal(&rng))
      case 3: value = .bool(Bool.random(using: &rng))
      case 4: value = .date(RandomValues.date(&rng))
      case 5: value = .string(["free", "pro"][Int.random(in: 0...1, using: &rng)])
      default: value = .list((0..<Int.random(in: 0...3, using: &rng)).map { _ in .string(RandomValues.string(&rng)) })
      }
      return (kind, isNull ? .null : value)
    }
    let list = (0..<Int.random(in: 0...3, using: &rng)).map { _ in RandomValues.string(&rng) }
    return Blueprint(rows: rows, list: list)
  }

  /// Builds the form a blueprint describes; `filled` puts the blueprint's values in.
  static func form(_ blueprint: Blueprint, filled: Bool) throws -> Form {
    var rows: [AnyRow] = []
    for (index, row) in blueprint.rows.enumerated() {
      // Every third row has a dotted tag, so JSON nests it.
      let tag = index % 3 == 2 ? "group\(index % 2).row\(index)" : "row\(index)"
      let value = filled ? row.value : .null
      switch row.kind {
      case 0: rows.append(Row.text(RowKey(tag), "", value: try? String(formValue: value)).eraseToAnyRow())
      case 1: rows.append(Row.integer(RowKey(tag), "", value: try? Int(formValue: value)).eraseToAnyRow())
      case 2: rows.append(Row.decimal(RowKey(tag), "", value: try? Decimal(formValue: value)).eraseToAnyRow())
      case 3: rows.append(Row.switch(RowKey(tag), "", value: try? Bool(formValue: value)).eraseToAnyRow())
      case 4: rows.append(Row.date(RowKey(tag), "", value: try? Date(formValue: value)).eraseToAnyRow())
      case 5:
        rows.append(
          Row.selector(
            RowKey<Plan>(tag), "", value: try? Plan(formValue: value), options: [.init(.free, "F"), .init(.pro, "P")]
          )
          .eraseToAnyRow())
      default:
        // The choices must be among the options: the options are the blueprint's strings, in both forms.
        let choices = (try? [String](formValue: row.value)) ?? []
        rows.append(
          Row.multipleSelector(
            RowKey<[String]>(tag), "", value: try? [String](formValue: value),
            options: Array(Set(choices + ["a"])).sorted().map { SelectorOption($0, $0) }
          )
          .eraseToAnyRow())
      }
    }
    return try Form(sections: [
      Section(rows: rows),
      Section.multivalued(SectionKey<String>("list"), values: filled ? blueprint.list : []) { Row.text(nil) },
    ])
  }

  @Test func randomFormsRoundTripThroughJSON() async {
    await checkProperty(count: 150, input: Self.blueprints) { blueprint throws in
      let source = try Self.form(blueprint, filled: true)
      let target = try Self.form(blueprint, filled: false)
      try target.setValues(json: source.json())
      #expect(target.values() == source.values())
      // And through the dictionary.
      let other = try Self.form(blueprint, filled: false)
      try other.setValues(source.values())
      #expect(other.values() == source.values())
    }
  }
}
