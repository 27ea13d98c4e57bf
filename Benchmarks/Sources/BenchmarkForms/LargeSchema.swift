import Foundation

/// A 10,000-row JSON schema (about 630 KB) of mixed kinds, rules and conditions: issue 13's
/// figure reads, checks and builds it.
public enum LargeSchema {
  public static let rowCount = 10_000

  /// The schema's bytes.
  public static func json(rows: Int = rowCount) -> Data {
    var text = #"{"title": "Large", "sections": ["#
    let perSection = 100
    for section in 0..<(rows + perSection - 1) / perSection {
      if section > 0 { text += "," }
      text += #"{"tag": "s\#(section)", "header": "Section \#(section)", "rows": ["#
      for index in section * perSection..<min(rows, (section + 1) * perSection) {
        if index > section * perSection { text += "," }
        text += row(index)
      }
      text += "]}"
    }
    text += "]}"
    return Data(text.utf8)
  }

  static func row(_ index: Int) -> String {
    switch index % 5 {
    case 0:
      return #"{"tag": "r\#(index)", "kind": "text", "title": "Name \#(index)", "required": true}"#
    case 1:
      return #"{"tag": "r\#(index)", "kind": "integer", "title": "Count", "value": \#(index)}"#
    case 2:
      return #"{"tag": "r\#(index)", "kind": "text", "rules": [{"rule": "pattern", "value": "[a-z]+"}]}"#
    case 3:
      return #"{"tag": "r\#(index)", "kind": "switch", "title": "On", "hidden": "r\#(index - 2) == 0"}"#
    default:
      return #"{"tag": "r\#(index)", "kind": "decimal", "title": "Amount", "placeholder": "0.00"}"#
    }
  }
}
