import FormworkCore
import Foundation

/// Human-readable texts in schemas: a string, which may insert rows (`"Hello {name}"`, with `{{`
/// and `}}` for braces), or an object of language tags to such strings
/// (`{"en": "Name", "zh-Hans": "姓名"}`), picked by the form's locale.
extension SchemaReader {
  /// The text under `key`, or `nil` when absent. A string without braces is a plain text.
  mutating func text(_ members: SchemaMembers, _ key: String, at path: @autoclosure () -> String) -> FormText? {
    guard let value = members[key], !value.isNull else { return nil }
    switch value {
    case .string(let text):
      return Self.text(text)
    case .object(let variants):
      guard !variants.isEmpty else {
        fail("a localized text needs at least one language, such as {\"en\": \"…\"}", at: "\(path()).\(key)")
        return nil
      }
      var texts: [String: FormText] = [:]
      for (language, variant) in variants {
        let variantPath = "\(path()).\(key).\(language)"
        guard Self.isLanguageTag(language) else {
          fail("'\(language)' is not a language tag (such as en, zh-Hans, pt-BR)", at: variantPath)
          continue
        }
        guard case .string(let text) = variant else {
          fail("expected a string, found \(variant.shallowType())", at: variantPath)
          continue
        }
        texts[language] = Self.text(text)
      }
      return .localized(texts)
    default:
      fail(
        "expected a string or an object of language tags to strings, found \(value.shallowType())",
        at: "\(path()).\(key)"
      )
      return nil
    }
  }

  /// The text of a string: a template when it inserts rows, else a plain text — braces written
  /// as `{{` and `}}` only make a plain text too, so a text picked once may show braces.
  private static func text(_ string: String) -> FormText {
    guard !isPlain(string) else { return FormText(string) }
    return literal(string).map { FormText($0) } ?? .template(string)
  }

  /// Whether a text has no braces: it inserts no rows and shows as written.
  static func isPlain(_ string: String) -> Bool {
    // NB: the bytes, not the characters, are searched: every text of a schema is looked at here,
    // and a brace is one byte (a brace joined with a combining mark goes the long way, alike).
    // NB: a string's contiguous bytes are searched as a buffer, without the view's iterator.
    func isBrace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") }
    let utf8 = string.utf8
    return !(utf8.withContiguousStorageIfAvailable { $0.contains(where: isBrace) } ?? utf8.contains(where: isBrace))
  }

  /// The string with `{{` and `}}` made single braces, when those are its only braces.
  static func literal(_ string: String) -> String? {
    // NB: most texts with braces insert rows: an ASCII one (whose characters are its bytes)
    // with a single brace is told from its bytes, without walking its characters.
    let single =
      string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        var index = 0
        while index < bytes.count {
          let byte = bytes[index]
          guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
            index += 1
            continue
          }
          guard index + 1 < bytes.count, bytes[index + 1] == byte else { return true }
          index += 2
        }
        return false
      } ?? false
    if single { return nil }
    var result = ""
    var characters = string.makeIterator()
    while let character = characters.next() {
      guard character == "{" || character == "}" else {
        result.append(character)
        continue
      }
      guard characters.next() == character else { return nil }
      result.append(character)
    }
    return result
  }

  /// A BCP 47-like tag: letters and digits in pieces of 1–8 joined by `-` or `_`.
  static func isLanguageTag(_ tag: String) -> Bool { FormSchema.isLanguageTag(tag) }
}

extension FormSchema {
  /// Whether a schema takes `tag` as the language of a localized text (`{"en": …, "zh-Hans": …}`):
  /// a BCP 47-like tag, letters and digits in pieces of 1–8 joined by `-` or `_`, the first of
  /// two letters or more.
  ///
  /// ```swift
  /// FormSchema.isLanguageTag("pt-BR")     // true
  /// FormSchema.isLanguageTag("default")   // true: it is shaped like one
  /// FormSchema.isLanguageTag("{x}")       // false
  /// ```
  public static func isLanguageTag(_ tag: String) -> Bool {
    let pieces = tag.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let first = pieces.first, first.count >= 2, first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
      return false
    }
    return pieces.allSatisfy {
      (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}

extension SchemaRows {
  /// Reads a row's texts (`title`, `placeholder`), `computed` and `defaultExpression`. Expressions
  /// are bound and type-checked when the form is built, with the row's location. `titled`: the
  /// row was made with its plain title; `rare`: the row may have one of `SchemaRows.rareKeys`.
  static func derivedParts<Value>(
    _ row: inout Row<Value>, _ members: SchemaMembers, at path: String, reader: inout SchemaReader,
    titled: Bool, rare: Bool
  ) {
    if !titled, let title = reader.text(members, "title", at: path) { row = row.title(title) }
    // NB: the other keys are among `SchemaRows.rareKeys`.
    guard rare else { return }
    if let placeholder = reader.text(members, "placeholder", at: path) { row = row.placeholder(placeholder) }
    if let source = reader.string(members, "computed", at: path) {
      if members["value"].map({ !$0.isNull }) == true {
        reader.fail("a computed row takes no 'value': its value is its expression's", at: "\(path).value")
      }
      if members["defaultExpression"] != nil {
        reader.fail("a computed row takes no 'defaultExpression'", at: "\(path).defaultExpression")
      }
      row = row.computed(source)
    }
    if let source = reader.string(members, "defaultExpression", at: path) {
      row = row.defaultValue(expression: source)
    }
  }
}

extension SchemaSections {
  /// Reads a section's `header` and `footer` texts.
  static func texts(
    _ section: Section, _ members: SchemaMembers, at path: String, reader: inout SchemaReader
  ) -> Section {
    var section = section
    if let header = reader.text(members, "header", at: path) { section = section.header(header) }
    if let footer = reader.text(members, "footer", at: path) { section = section.footer(footer) }
    return section
  }
}
