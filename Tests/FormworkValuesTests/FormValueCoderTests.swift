import FormworkValues
import FormworkValuesTestSupport
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@Suite struct FormValueCoderTests {
  enum Plan: String, Codable, CaseIterable { case free, pro, team }

  enum Choice: Codable, Equatable {
    case none
    case count(Int)
    case pair(label: String, amount: Decimal)
  }

  struct Applicant: Codable, Equatable {
    var name: String
    var age: Int?
    var born: Date
  }

  struct Sample: Codable, Equatable {
    var applicant: Applicant
    var plan: Plan
    var amount: Decimal
    var ratio: Double
    var flag: Bool?
    var tags: [String]
    var scores: [String: Int]
    var choice: Choice
    var small: Int8
    var large: UInt64
    var nested: [[Int?]]
  }

  static let sample = Sample(
    applicant: Applicant(name: "Ada", age: nil, born: isoDate("1815-12-10T00:00:00Z")),
    plan: .pro, amount: decimal("12.345678901234567890"), ratio: 0.1, flag: true, tags: ["a", "b"],
    scores: ["x": 1], choice: .pair(label: "p", amount: decimal("0.3")), small: -8, large: .max,
    nested: [[1, nil], []])

  // MARK: Encoder

  @Test func encodesNestedTypesWithNativeDatesAndDecimals() throws {
    let value = try FormValueEncoder().encode(Self.sample)
    #expect(value["applicant"] == ["name": "Ada", "born": .date(isoDate("1815-12-10T00:00:00Z"))])
    #expect(value["plan"] == "pro")
    #expect(value["amount"] == .decimal(decimal("12.345678901234567890")))
    #expect(value["ratio"] == .decimal(decimal("0.1")))
    #expect(value["large"] == .decimal(Decimal(UInt64.max)))
    #expect(value["small"] == -8)
    #expect(value["nested"] == [[1, nil], []])
    #expect(value["choice"] == ["pair": ["label": "p", "amount": .decimal(decimal("0.3"))]])
    #expect(value.jsonString().contains(#""amount":12.34567890123456789"#))
  }

  @Test func encodesFoundationTypesAsText() throws {
    struct Links: Encodable {
      var site: URL
      var blob: Data
    }
    let url = try #require(URL(string: "https://example.com/a?b=c"))
    let value = try FormValueEncoder().encode(Links(site: url, blob: Data([0, 1, 2, 255])))
    #expect(value == ["site": "https://example.com/a?b=c", "blob": "AAEC/w=="])
  }

  @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
  func nonFiniteNumbersAreErrorsWithTheirPath(_ number: Double) throws {
    struct Holder: Encodable { var values: [Double] }
    let error = try #require(throws: FormError.self) {
      try FormValueEncoder().encode(Holder(values: [1, number]))
    }
    #expect(error.code == .encodingFailed)
    #expect(error.location.path == "$.values[1]")
  }

  @Test func misusedContainersAreErrorsNotCrashes() throws {
    struct Confused: Encodable {
      func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(1)
        var object = encoder.container(keyedBy: MemberKey.self)
        try object.encode(2, forKey: MemberKey(stringValue: "x"))
      }
    }
    struct MemberKey: CodingKey {
      var stringValue: String
      init(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }
    let error = try #require(throws: FormError.self) { try FormValueEncoder().encode(["item": Confused()]) }
    #expect(error.code == .encodingFailed)
    #expect(error.location.path == "$.item")
  }

  class Base: Codable {
    var id: Int
    init(id: Int) { self.id = id }
  }

  final class Derived: Base {
    var label: String
    enum Keys: CodingKey { case label }
    init(id: Int, label: String) {
      self.label = label
      super.init(id: id)
    }
    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      label = try container.decode(String.self, forKey: .label)
      try super.init(from: container.superDecoder())
    }
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(label, forKey: .label)
      try super.encode(to: container.superEncoder())
    }
  }

  @Test func superEncodersAndDecodersNestUnderSuper() throws {
    let value = try FormValueEncoder().encode(Derived(id: 7, label: "x"))
    #expect(value == ["label": "x", "super": ["id": 7]])
    let decoded = try FormValueDecoder().decode(Derived.self, from: value)
    #expect(decoded.id == 7 && decoded.label == "x")
  }

  // MARK: Decoder

  @Test func decodesNestedTypesOptionalsEnumsDatesAndDecimals() throws {
    let value: FormValue = [
      "applicant": ["name": "Ada", "born": "1815-12-10"],
      "plan": "pro", "amount": .decimal(decimal("12.345678901234567890")), "ratio": .decimal(decimal("0.1")),
      "flag": true, "tags": ["a", "b"], "scores": ["x": 1],
      "choice": ["pair": ["label": "p", "amount": "0.3"]], "small": -8, "large": .decimal(Decimal(UInt64.max)),
      "nested": [[1, nil], []],
    ]
    let decoded = try FormValueDecoder().decode(Sample.self, from: value)
    #expect(decoded == Self.sample)
    #expect(decoded.amount.description == "12.34567890123456789")
  }

  @Test func missingAndNullOptionalsAreNil() throws {
    struct Partial: Decodable, Equatable {
      var name: String?
      var age: Int?
    }
    #expect(try FormValueDecoder().decode(Partial.self, from: ["name": nil]) == Partial(name: nil, age: nil))
  }

  @Test func codableRoundTripOfRandomValues() async {
    let generator = Generator<Sample, Shrink.None<Sample>> { rng in
      Sample(
        applicant: Applicant(
          name: RandomValues.string(&rng), age: Bool.random(using: &rng) ? nil : Int.random(in: 0...120, using: &rng),
          born: RandomValues.date(&rng)),
        plan: Plan.allCases[Int.random(in: 0..<3, using: &rng)], amount: RandomValues.decimal(&rng),
        ratio: Double.random(in: -1e9...1e9, using: &rng),
        flag: [true, false, nil][Int.random(in: 0..<3, using: &rng)],
        tags: (0..<Int.random(in: 0...3, using: &rng)).map { _ in RandomValues.string(&rng) },
        scores: [RandomValues.string(&rng, maxLength: 3): Int.random(in: Int.min...Int.max, using: &rng)],
        choice: [
          .none, .count(Int.random(in: -5...5, using: &rng)), .pair(label: "l", amount: RandomValues.decimal(&rng)),
        ][
          Int.random(in: 0..<3, using: &rng)],
        small: Int8.random(in: .min ... .max, using: &rng), large: UInt64.random(in: .min ... .max, using: &rng),
        nested: [[Bool.random(using: &rng) ? nil : Int.random(in: -9...9, using: &rng)]])
    }
    await checkProperty(count: 200, input: generator) { sample throws in
      let value = try FormValueEncoder().encode(sample)
      #expect(try FormValueDecoder().decode(Sample.self, from: value) == sample)
      // And through JSON text: dates become ISO strings, which the decoder reads back.
      let reparsed = try FormValue(json: value.jsonString())
      #expect(try FormValueDecoder().decode(Sample.self, from: reparsed) == sample)
    }
  }

  @Test(arguments: [
    81_013_980.583_282_23, 0.1, 1e-7, 123_456_789.123_456_78, Double.pi, -Double.ulpOfOne, 5e-100, 1.7e99,
  ])
  func doublesSurviveExactly(_ number: Double) throws {
    let value = try FormValueEncoder().encode(number)
    #expect(try FormValueDecoder().decode(Double.self, from: value) == number)
    #expect(try Double(formValue: value) == number)
    #expect(try Double(formValue: FormValue(json: value.jsonString())) == number)
  }

  @Test func doublesBeyondDecimalAreErrorsNotZero() throws {
    let error = try #require(throws: FormError.self) { try FormValueEncoder().encode([1e-300]) }
    #expect(error.code == .encodingFailed)
    #expect(error.location.path == "$[0]")
  }

  // MARK: Lenient, lossless conversions

  @Test(
    arguments: [
      (FormValue.string("42"), 42), (.decimal(decimal("42.0")), 42), (.string(" 7 "), 7), (.int(-3), -3),
    ] as [(FormValue, Int)])
  func integersAcceptLosslessSpellings(_ value: FormValue, _ expected: Int) throws {
    #expect(try FormValueDecoder().decode(Int.self, from: value) == expected)
  }

  @Test(arguments: [FormValue.decimal(decimal("1.5")), .string("4x"), .bool(true), .string(""), .list([1])])
  func integersRejectLossyValues(_ value: FormValue) throws {
    let error = try #require(throws: FormError.self) { try FormValueDecoder().decode(Int.self, from: value) }
    #expect(error.code == .decodingFailed)
    #expect(error.location.path == "$")
  }

  @Test(
    arguments: [
      (FormValue.int(1), true), (.int(0), false), (.string("true"), true), (.string("false"), false),
      (.bool(true), true),
    ] as [(FormValue, Bool)])
  func booleansAcceptLosslessSpellings(_ value: FormValue, _ expected: Bool) throws {
    #expect(try FormValueDecoder().decode(Bool.self, from: value) == expected)
  }

  @Test func otherConversionsMatchRows() throws {
    let decoder = FormValueDecoder()
    #expect(try decoder.decode(String.self, from: 42) == "42")
    #expect(try decoder.decode(String.self, from: .decimal(decimal("0.10"))) == "0.1")
    #expect(try decoder.decode(Decimal.self, from: "12.345678901234567890") == decimal("12.345678901234567890"))
    #expect(try decoder.decode(Date.self, from: "2024-05-01") == isoDate("2024-05-01T00:00:00Z"))
    #expect(try decoder.decode(UInt8.self, from: "255") == 255)
    #expect(try decoder.decode(UInt64.self, from: .decimal(Decimal(UInt64.max))) == .max)
    #expect(try decoder.decode(Float.self, from: .decimal(decimal("0.5"))) == 0.5)
    #expect(throws: FormError.self) { try decoder.decode(UInt8.self, from: 256) }
    #expect(throws: FormError.self) { try decoder.decode(Plan.self, from: "gold") }
    #expect(throws: FormError.self) { try decoder.decode(Date.self, from: "01/05/2024") }
    #expect(throws: FormError.self) { try decoder.decode(String.self, from: true) }
  }

  // MARK: Errors carry the coding path

  @Test func missingKeysNameTheirPath() throws {
    let error = try #require(throws: FormError.self) {
      try FormValueDecoder().decode(Sample.self, from: ["applicant": ["born": "2000-01-01"]])
    }
    #expect(error.code == .decodingFailed)
    #expect(error.location.path == "$.applicant.name")
  }

  @Test func mismatchesInListsNameTheIndex() throws {
    struct Order: Decodable { var lines: [Int] }
    let error = try #require(throws: FormError.self) {
      try FormValueDecoder().decode(Order.self, from: ["lines": [1, 2, "three"]])
    }
    #expect(error.location.path == "$.lines[2]")
    #expect(error.message.contains("\"three\""))
  }

  @Test func oddMemberNamesAreQuotedInPaths() throws {
    let error = try #require(throws: FormError.self) {
      try FormValueDecoder().decode([String: Int].self, from: ["a.b c": "x"])
    }
    #expect(error.location.path == #"$["a.b c"]"#)
  }

  @Test func errorsOfCustomInitializersKeepTheirPath() throws {
    struct Even: Decodable {
      struct Odd: Error {}
      init(from decoder: any Decoder) throws {
        let number = try decoder.singleValueContainer().decode(Int.self)
        if number % 2 != 0 { throw Odd() }
      }
    }
    struct Holder: Decodable { var values: [Even] }
    let error = try #require(throws: FormError.self) {
      try FormValueDecoder().decode(Holder.self, from: ["values": [2, 3]])
    }
    #expect(error.code == .decodingFailed)
    #expect(error.location.path == "$.values[1]")
  }
}
