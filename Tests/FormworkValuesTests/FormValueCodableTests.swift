import FormworkValues
import FormworkValuesTestSupport
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

@Suite struct FormValueCodableTests {
  // MARK: Formwork's own JSON

  @Test func jsonTextRoundTripsEveryValue() async {
    await checkProperty(count: 300, input: RandomValues.formValue()) { value throws in
      let compact = value.jsonString()
      let pretty = value.jsonString(pretty: true)
      #expect(try FormValue(json: compact) == value.afterJSON, "\(compact)")
      #expect(try FormValue(json: pretty) == value.afterJSON, "\(pretty)")
      #expect(try FormValue(jsonData: Data(compact.utf8)) == value.afterJSON)
    }
  }

  @Test func decimalsKeepEveryDigit() throws {
    let value = FormValue.decimal(decimal("12.345678901234567890"))
    #expect(value.jsonString() == "12.34567890123456789")
    #expect(try FormValue(json: "12.345678901234567890") == value)
  }

  // MARK: Foundation's coders

  @Test func foundationJSONSeesTheNaturalShape() throws {
    let value: FormValue = [
      "flag": true, "count": 3, "amount": .decimal(decimal("2.5")), "name": "Ada", "none": nil,
      "when": .date(isoDate("2024-05-01T09:30:00Z")), "tags": ["a", 1],
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    #expect(
      text
        == #"{"amount":2.5,"count":3,"flag":true,"name":"Ada","none":null,"tags":["a",1],"when":"2024-05-01T09:30:00Z"}"#
    )
  }

  @Test func foundationJSONRoundTripsValues() async {
    await checkProperty(count: 200, input: RandomValues.formValue()) { value throws in
      let data = try JSONEncoder().encode(value)
      let decoded = try JSONDecoder().decode(FormValue.self, from: data)
      let expected = value.afterJSON
      #expect(decoded == expected, "\(String(decoding: data, as: UTF8.self))")
    }
  }

  @Test func embeddedInACodableStruct() throws {
    struct Envelope: Codable, Equatable {
      var id: Int
      var payload: FormValue
    }
    let envelope = Envelope(id: 7, payload: ["a": [1, "two", nil], "b": ["c": false]])
    let data = try JSONEncoder().encode(envelope)
    #expect(try JSONDecoder().decode(Envelope.self, from: data) == envelope)
  }

  // MARK: Formwork's coders

  @Test func formValueCodersPassValuesThroughUnchanged() async {
    await checkProperty(count: 200, input: RandomValues.formValue()) { value throws in
      #expect(try FormValueEncoder().encode(value) == value)
      #expect(try FormValueDecoder().decode(FormValue.self, from: value) == value)
    }
  }
}
