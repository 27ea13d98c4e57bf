import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTerminal

/// What a person sees, as text: every example's first screen and its screen after a scripted
/// sequence of keys, and the renderer's own test forms at several sizes. Goldens live in
/// `__Snapshots__/`; `FORMWORK_RECORD=1 swift test --filter GoldenScreenTests` records them again.
@MainActor
@Suite struct GoldenScreenTests {
  /// The same keys for every example: type, move, toggle, open and pick, step, submit.
  static let exampleScript = [
    "Ada", Keys.tab, "ada@example.com", Keys.down, Keys.space, Keys.down, Keys.enter, Keys.down, Keys.enter,
    Keys.right, Keys.down, Keys.ctrlS,
  ]

  func screen(
    _ form: Form, title: String, size: TerminalSize = .standard, input: [String] = [],
    options: FormTerminalSession.Options = .init()
  ) async throws -> String {
    let (_, terminal, _) = try await drive(form, title: title, size: size, input: input, options: options)
    return terminal.screen.text
  }

  func make(_ example: ExampleForm) throws -> Form {
    let form = try example.make()
    form.locale = Locale(identifier: "en_US")
    return form
  }

  func options(_ example: ExampleForm) -> FormTerminalSession.Options {
    .init(
      submitTitle: example.submitButtonTags.isEmpty ? "Submit" : nil, submitButtonTags: example.submitButtonTags,
      parameters: example.parameters)
  }

  @Test(arguments: Examples.all.map(\.name))
  func exampleFirstScreen(name: String) async throws {
    let example = try #require(Examples.named(name))
    let text = try await screen(make(example), title: example.title, options: options(example))
    assertGolden(text, named: "example-\(name)-first")
  }

  @Test(arguments: Examples.all.map(\.name))
  func exampleAfterScriptedKeys(name: String) async throws {
    let example = try #require(Examples.named(name))
    let text = try await screen(
      make(example), title: example.title, input: Self.exampleScript, options: options(example))
    assertGolden(text, named: "example-\(name)-scripted")
  }

  @Test func everyKindFirstScreen() async throws {
    assertGolden(try await screen(TestForms.everyKind(), title: "Every kind"), named: "every-kind-80x24")
  }

  @Test func everyKindFilledIn() async throws {
    let input = [
      "山田太郎", Keys.tab, "ada", Keys.tab, Keys.space, Keys.tab, Keys.right, Keys.tab, Keys.enter, "東", Keys.enter,
      Keys.tab, Keys.tab, "a very long secret code that does not fit", Keys.tab, Keys.right, Keys.right, Keys.tab,
      "12.5", Keys.tab, "2024-05-31", Keys.tab, Keys.space,
    ]
    assertGolden(try await screen(TestForms.everyKind(), title: "Every kind", input: input), named: "every-kind-filled")
  }

  @Test func singleChoicePicker() async throws {
    let input = [Keys.down, Keys.down, Keys.down, Keys.enter, Keys.down]
    assertGolden(try await screen(TestForms.everyKind(), title: "Every kind", input: input), named: "every-kind-picker")
  }

  @Test func multipleChoicePicker() async throws {
    let input = [Keys.down, Keys.down, Keys.down, Keys.down, Keys.enter, Keys.space, Keys.down, Keys.down]
    assertGolden(
      try await screen(TestForms.everyKind(), title: "Every kind", input: input), named: "every-kind-multiple-picker")
  }

  @Test func errorsAfterAFailedSubmit() async throws {
    let input = [Keys.down, "ada", Keys.down, Keys.down, Keys.down, Keys.down, Keys.down, "1x", Keys.ctrlS]
    assertGolden(try await screen(TestForms.everyKind(), title: "Every kind", input: input), named: "every-kind-errors")
  }

  @Test func deniedTapShowsItsReason() async throws {
    let input = Array(repeating: Keys.down, count: 9) + [Keys.enter]
    let text = try await screen(TestForms.everyKind(), title: "Every kind", input: input)
    #expect(text.contains("> Locked"))
    assertGolden(text, named: "every-kind-denied")
  }

  @Test func narrowAndShortTerminalScrolls() async throws {
    let size = TerminalSize(columns: 40, rows: 12)
    let input = Array(repeating: Keys.down, count: 7)
    assertGolden(
      try await screen(
        TestForms.everyKind(), title: "Every kind, a long title that gets cut", size: size, input: input),
      named: "every-kind-40x12")
  }

  @Test func wideTerminal() async throws {
    let size = TerminalSize(columns: 120, rows: 30)
    assertGolden(try await screen(TestForms.everyKind(), title: "Every kind", size: size), named: "every-kind-120x30")
  }

  @Test func tallFormAtTheBottom() async throws {
    let input = [Keys.backTab, Keys.up]
    assertGolden(
      try await screen(TestForms.tall(), title: "Tall", size: TerminalSize(columns: 60, rows: 12), input: input),
      named: "tall-60x12-bottom")
  }
}
