import Formwork
import Foundation
import Testing

/// What the articles promise, checked against the code: every function the expression
/// language has is in the article's table, and the table names no function it lacks.
@Suite struct DocumentationTruthTests {
  static let articles = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/FormworkCore/FormworkCore.docc/Articles")

  @Test func theExpressionArticleListsEveryFunction() throws {
    let article = try String(
      contentsOf: Self.articles.appendingPathComponent("ExpressionLanguage.md"), encoding: .utf8)
    let table = try #require(
      article.components(separatedBy: "## Functions").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    for name in FormExpression.functionNames {
      #expect(table.contains("`\(name)(") || table.contains("`\(name)`"), "\(name) is not in the article's table")
    }
    // A name written as a call in the table is a function the language has.
    let called = table.matches(of: /`([a-zA-Z]+)\(/).map { String($0.output.1) }
    for name in called { #expect(FormExpression.functionNames.contains(name), "the table lists \(name)") }
  }
}
