import Formwork
import Testing

/// A schema whose values nest deeply is refused quickly (the values' own depth limit is tested
/// with the values, in FormworkValuesTests).
@Suite struct DeepSchemaValueTests {
  static func nestedLists(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  @Test func aDeepSchemaOfListsIsRefusedQuickly() throws {
    let json = #"{"sections": [{"rows": [{"kind": "text", "value": \#(Self.nestedLists(24))}]}]}"#
    #expect(throws: FormDefinitionError.self) { try FormSchema(json: json) }
  }
}
