import Formwork
import FormworkExamples
import Foundation
import Testing

@testable import FormworkTerminal

/// The examples in Simplified Chinese at the terminal: wide characters keep the columns and
/// nothing is cut off in any example at 80×24, and two examples as goldens — JYForm's loan
/// application after a failed submit, GSForm's transport order with its vehicle list open.
@MainActor
@Suite struct ChineseExampleTests {
  static let chinese = Locale(identifier: "zh_CN")

  func example(_ name: String) throws -> ExampleForm {
    try #require(try Examples.named(name, for: Self.chinese))
  }

  func options(_ example: ExampleForm) -> FormTerminalSession.Options {
    .init(
      submitTitle: example.submitButtonTags.isEmpty ? FormTerminalSession.Options.defaultSubmitTitle : nil,
      submitButtonTags: example.submitButtonTags, parameters: example.parameters)
  }

  @Test(arguments: Examples.all.map(\.name))
  func everyTitleShowsWholeAt80x24(name: String) async throws {
    let example = try example(name)
    let form = try example.make()
    let session = FormTerminalSession(form: form, title: example.title, options: options(example))
    session.now = { testNow }
    for _ in 0...session.targets(tabbing: false).count {
      let frame = session.frame(size: .standard)
      #expect(frame.lines.count == TerminalSize.standard.rows)
      for line in frame.lines {
        #expect(line.width <= TerminalSize.standard.columns, "\(name): \(line.plainText)")
      }
      let text = frame.plainText
      #expect(text.contains(example.title), "\(name): the title")
      // A row's line (indented, or focused) that starts like a row's title starts with a whole title.
      let titles = form.snapshot.sections.flatMap(\.rows).compactMap { form.state(of: $0)?.title }.filter {
        !$0.isEmpty
      }
      for line in frame.lines where line.plainText.hasPrefix("  ") || line.plainText.hasPrefix("> ") {
        let cell = line.plainText.drop { $0 == " " || $0 == ">" }
        let alike = titles.filter { cell.hasPrefix($0.prefix(2)) }
        guard !alike.isEmpty else { continue }
        #expect(alike.contains { cell.hasPrefix($0) }, "\(name): a title is cut off in \(line.plainText)")
      }
      await session.handle(.down)
    }
  }

  @Test func loanApplicationAfterAFailedSubmit() async throws {
    let example = try example("loan-application")
    // A name, a bad ID number, a mobile number too short, then submit.
    let input = ["张三", Keys.tab, "110105194912310021", Keys.tab, "12345", Keys.ctrlS]
    let (_, terminal, _) = try await drive(
      example.make(), title: example.title, input: input, options: options(example))
    let screen = terminal.screen.text
    #expect(screen.contains("身份证号的校验位不正确。") || screen.contains("请输入以 13 至 19 开头的 11 位手机号码。"))
    assertGolden(screen, named: "zh-Hans-example-loan-application-errors")
  }

  @Test func transportOrderWithItsVehicleListOpen() async throws {
    let example = try example("transport-order")
    let input = [Keys.down, Keys.down, Keys.enter, Keys.down]
    let (_, terminal, _) = try await drive(
      example.make(), title: example.title, input: input, options: options(example))
    let screen = terminal.screen.text
    #expect(screen.contains("冷藏车"))
    assertGolden(screen, named: "zh-Hans-example-transport-order-vehicles")
  }
}
