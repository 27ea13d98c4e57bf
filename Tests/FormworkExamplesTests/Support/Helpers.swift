import Formwork
import FormworkExamples
import Foundation
import Testing

/// The rows that fail in a report, by tag; untagged rows (stops of a multivalued section) by
/// their identity, so they are never lost from a comparison.
func failingTags(_ report: ValidationReport) -> Set<String> {
  Set(
    report.errors.map { issue in
      switch issue.subject {
      case .row(let row): issue.tag ?? row.description
      case .section(let section): issue.tag ?? section.description
      }
    })
}

/// The answers of a sample as a tag → value dictionary.
func members(of answers: FormValue) throws -> [String: FormValue] {
  guard case .object(let members) = answers else {
    throw FormError(.typeMismatch, "sample answers are not an object")
  }
  return members
}

/// A row's identity by key, failing the test when the row does not exist.
@MainActor
func row<Value>(_ key: RowKey<Value>, in form: Form, sourceLocation: SourceLocation = #_sourceLocation) throws -> RowID
{
  try #require(form.rowID(for: key), "no row \(key.tag)", sourceLocation: sourceLocation)
}

/// A row's identity by tag.
@MainActor
func row(tag: String, in form: Form, sourceLocation: SourceLocation = #_sourceLocation) throws -> RowID {
  try #require(form.rowID(forTag: tag), "no row \(tag)", sourceLocation: sourceLocation)
}

/// A date from ISO 8601 text, failing the test when it does not parse.
func date(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Date {
  try #require(FormDateCoding.parse(text), "not a date: \(text)", sourceLocation: sourceLocation)
}

/// Every leaf path of a JSON value (`$.data.loading.phone`), lists counting as leaves.
func leafPaths(of value: FormValue, at path: String = "$") -> [String] {
  guard case .object(let members) = value else { return [path] }
  return members.keys.sorted().flatMap { leafPaths(of: members[$0] ?? .null, at: "\(path).\($0)") }
}
