import Formwork
import FormworkSurveyJS
import Foundation
import Testing

/// A survey imported and built, with what the import reported.
@MainActor
struct Imported {
  let survey: SurveyJSImport
  let form: Form

  init(_ json: String, registry: FormSchemaRegistry = FormSchemaRegistry()) throws {
    survey = try SurveyJSImport(json: json, registry: registry)
    form = try survey.makeForm(locale: Locale(identifier: "en"))
  }

  var problems: [FormError] { survey.problems }
  var problemPaths: [String] { survey.problems.compactMap(\.location.path) }

  func row(_ tag: String) throws -> RowID { try #require(form.rowID(forTag: tag)) }
  func state(_ tag: String) throws -> RowState { try #require(form.state(forTag: tag)) }
  func isHidden(_ tag: String) throws -> Bool { form.isHidden(try row(tag)) }
  func isDisabled(_ tag: String) throws -> Bool { form.isDisabled(try row(tag)) }
  func isRequired(_ tag: String) throws -> Bool { form.isRequired(try row(tag)) }
  /// The translated row of the schema with this tag, wherever it is.
  func schemaRow(_ tag: String) -> [String: FormValue]? { Self.find(tag, in: survey.schema) }

  private static func find(_ tag: String, in value: FormValue) -> [String: FormValue]? {
    switch value {
    case .object(let members):
      if members["tag"] == .string(tag), members["kind"] != nil { return members }
      for (_, inner) in members.sorted(by: { $0.key < $1.key }) {
        if let found = find(tag, in: inner) { return found }
      }
    case .list(let items):
      for item in items {
        if let found = find(tag, in: item) { return found }
      }
    default: break
    }
    return nil
  }
}

/// The repository's folders, for the samples and the corpus beside the worktree.
enum Folders {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The JSON files of a folder, by name; none when the folder is absent.
  static func jsonFiles(in folder: URL) throws -> [URL] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }
}
