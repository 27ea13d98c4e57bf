#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// A ranking in SwiftUI: the row shows the ranked titles and pushes a `List` of the options in
  /// ranked order whose rows move with `onMove`, through the form; a row that cannot be edited
  /// does not open. Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUIRankingTests {
    static let priorities = RowKey<[String]>("priorities")

    static func form(disabled: Bool = false) throws -> Formwork.Form {
      try Formwork.Form {
        Formwork.Section {
          Row.ranking(
            priorities, "Priorities",
            options: [
              SelectorOption("price", "Price"), SelectorOption("speed", "Speed"), SelectorOption("care", "Care"),
            ]
          )
          .disabled(disabled ? true : false)
        }
      }
    }

    static func ranked(_ screen: FormScreen) -> [ViewNode] {
      (0..<3).compactMap { try? screen.host.node(identifier: "formwork.row.priorities.ranked.\($0)") }
    }

    @Test func draggingAnOptionRanksThem() throws {
      let form = try Self.form()
      let screen = try FormScreen(form)
      try screen.row("priorities").tap()
      #expect(screen.host.navigationTitle == "Priorities")
      #expect(Self.ranked(screen).compactMap(\.ownText) == ["1. Price", "2. Speed", "3. Care"])
      #expect(screen.host.nodes(.editButton).count == 1, "iOS 15 lists move rows in edit mode only")
      try Self.ranked(screen)[2].move(toOffset: 0)
      #expect(form[Self.priorities] == ["care", "price", "speed"])
      #expect(Self.ranked(screen).compactMap(\.ownText) == ["1. Care", "2. Price", "3. Speed"])
      try Self.ranked(screen)[0].move(toOffset: 3)
      #expect(form[Self.priorities] == ["price", "speed", "care"], "the offset counts the moved row")
      try screen.host.goBack()
      #expect(try screen.row("priorities").texts.contains("Price, Speed, Care"))
    }

    @Test func aRowThatCannotBeEditedDoesNotOpen() throws {
      let form = try Self.form(disabled: true)
      let screen = try FormScreen(form)
      #expect(throws: (any Error).self) { try screen.row("priorities").tap() }
      #expect(Self.ranked(screen).isEmpty)
      #expect(form[Self.priorities] == nil)
    }
  }
#endif
