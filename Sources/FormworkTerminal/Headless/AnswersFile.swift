import Foundation

/// Checks on an answers file that reading it as a `FormValue` cannot make: JSON lets an object
/// repeat a key, and a reader keeps the last value silently.
package enum AnswersFile {
  /// The keys the top-level object of `data` (UTF-8 JSON) names more than once, in the order
  /// of their second appearance. Nested objects are not looked at; text that is not an object
  /// has none.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package static func duplicateKeys(in data: Data) -> [String] {
    let bytes = [UInt8](data)
    var seen: Set<String> = []
    var duplicates: [String] = []
    var depth = 0
    var index = 0
    // At depth 1, a string is a key when it is not a value: after `{` or `,`.
    var expectsKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let start = index + 1
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if depth == 1, expectsKey {
          let raw = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
          // The key as JSON means it (escapes read). The file was read as JSON before this
          // check, so a key always decodes; the raw text stands in if it ever does not.
          let key: String
          do {
            key = try JSONDecoder().decode(String.self, from: Data(("\"" + raw + "\"").utf8))
          } catch {
            key = raw
          }
          if !seen.insert(key).inserted, !duplicates.contains(key) { duplicates.append(key) }
          expectsKey = false
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        expectsKey = depth == 1 && byte == UInt8(ascii: "{")
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: ","):
        expectsKey = depth == 1
      default:
        break
      }
      index += 1
    }
    return duplicates
  }
}
