import Formwork
import Foundation
import Testing

/// Swipe actions written in JSON: `"swipeActions"` on a row, each naming a registered action.
@MainActor
@Suite struct SchemaSwipeActionTests {
  var registry: FormSchemaRegistry {
    var registry = FormSchemaRegistry()
    registry.registerAction("flag") { context in
      do { try context.form.setValue(true, forTag: "flagged") } catch { Issue.record(error) }
    }
    registry.registerAction("share") { _ in }
    return registry
  }

  @Test func actionsAreReadByEdgeAndRunTheRegisteredHandler() throws {
    let form = try Form(
      schemaJSON: """
        {"sections": [{"rows": [
          {"tag": "subject", "kind": "text", "swipeActions": {
            "leading": [{"title": {"en": "Flag", "fr": "Marquer"}, "action": "flag", "image": "flag"}],
            "trailing": [{"title": "Share", "action": "share", "changesRow": false},
                         {"title": "Flag", "action": "flag", "style": "destructive"}],
            "allowsFullSwipe": false}},
          {"tag": "flagged", "kind": "switch"}
        ]}]}
        """, registry: registry)
    let row = try #require(form.rowID(forTag: "subject"))
    let leading = form.swipeActions(of: row, edge: .leading)
    #expect(leading.map(\.title) == ["Flag"])
    #expect(leading.first?.systemImage == "flag")
    let trailing = form.swipeActions(of: row, edge: .trailing)
    #expect(trailing.map(\.title) == ["Share", "Flag"])
    #expect(trailing.map(\.style) == [.normal, .destructive])
    #expect(trailing.map(\.changesRow) == [false, true])
    #expect(!form.allowsFullSwipe(of: row, edge: .trailing))
    #expect(form.performSwipeAction(0, edge: .leading, on: row) == .performed)
    #expect(form.values()["flagged"] == true)
  }

  @Test func problemsAreFoundAtTheirPaths() {
    let problems = FormSchema.check(
      json: """
        {"sections": [{"rows": [
          {"tag": "a", "kind": "text", "swipeActions": {"trailing": [
            {"title": "Flag", "action": "flagg"},
            {"title": "Share"},
            {"action": "share"},
            {"title": "X", "action": "share", "style": "loud"}]}},
          {"tag": "b", "kind": "text", "swipeActions": {"top": []}},
          {"tag": "c", "kind": "text", "swipeActions": ["Flag"]}
        ]}]}
        """, registry: registry)
    let paths = problems.map(\.location.path)
    #expect(paths.contains("$.sections[0].rows[0].swipeActions.trailing[0].action"), "\(problems)")
    let unknown = problems.first { $0.location.path == "$.sections[0].rows[0].swipeActions.trailing[0].action" }
    #expect(unknown?.message.contains("flag") == true, "a close name is suggested: \(String(describing: unknown))")
    #expect(paths.contains("$.sections[0].rows[0].swipeActions.trailing[1]"), "\(problems)")
    #expect(paths.contains("$.sections[0].rows[0].swipeActions.trailing[2]"), "\(problems)")
    #expect(paths.contains("$.sections[0].rows[0].swipeActions.trailing[3].style"), "\(problems)")
    #expect(paths.contains("$.sections[0].rows[1].swipeActions.top"), "\(problems)")
    #expect(paths.contains("$.sections[0].rows[2].swipeActions"), "\(problems)")
  }
}
