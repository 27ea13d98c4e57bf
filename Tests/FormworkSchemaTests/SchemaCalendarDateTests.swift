import Formwork
import Foundation
import Testing

@testable import FormworkSchema

/// A schema's date-only row keeps the calendar dates it is given, its value and bounds alike,
/// and refuses years RFC 3339 cannot write with their JSON path.
@MainActor
@Suite struct SchemaCalendarDateTests {
  static func schema(_ row: String) -> String { #"{"sections": [{"rows": [\#(row)]}]}"# }

  @Test func aDateRowKeepsTheWrittenCalendarDateOfItsValueAndBounds() throws {
    let written = "2024-03-01T02:00:00+05:00"
    let form = try Form(
      schemaJSON: Self.schema(
        #"{"tag": "day", "kind": "date", "value": "\#(written)", "minimumDate": "\#(written)", "maximumDate": "\#(written)"}"#
      ))
    let first = try #require(FormDateCoding.calendarDate(from: "2024-03-01"))
    #expect(form.values()["day"] == .date(first))
    let state = try #require(form.state(forTag: "day"))
    #expect(state.configuration.minimumDate == first)
    #expect(state.configuration.maximumDate == first)
  }

  @Test(arguments: ["value", "minimumDate"])
  func yearsBeyond9999AreRefusedAtTheirPath(member: String) throws {
    let found = FormSchema.check(
      json: Self.schema(#"{"tag": "day", "kind": "dateTime", "\#(member)": "10000-01-01T00:00:00Z"}"#))
    let problem = try #require(found.first)
    #expect(problem.location.path == "$.sections[0].rows[0].\(member)", "\(found)")
    #expect(problem.message.contains("9999"), "\(found)")
  }
}
