import Foundation

/// A text a person reads in a form — a title, a header, a placeholder — that may insert rows'
/// values and come in several languages.
///
/// A string literal is a plain text; interpolating a ``RowKey`` inserts that row's display value,
/// kept up to date as the row changes; ``localized(_:)`` gives one text per language, picked by
/// the form's ``Form/locale``:
///
/// ```swift
/// let name = RowKey<String>("name")
///
/// Row.text(name, "Name")
/// Row.label("").title("Hello \(row: name)")   // "Hello Ada" once `name` is "Ada"
/// Section("Contact").header(.localized(["en": "Contact", "zh-Hans": "联系方式"]))
/// Row.text(nil).title(.template("Hello {name}"))          // the schema's spelling
/// ```
///
/// Texts that insert rows are re-evaluated by the form's condition engine exactly when a row
/// they read changes, and renderers get an in-place update of that row or section header only.
/// A name that is no row of the form is an error when the form is built.
///
/// ## Picking a language
///
/// The form's locale is matched against the variants' language tags (compared without case,
/// `_` and `-` alike): language-script-region, language-script, language-region, language,
/// then `en`, then the first tag in alphabetical order. A Chinese locale without a script takes
/// it from its region (`zh_TW`, `zh_HK`, `zh_MO` are `Hant`, the others `Hans`), so `zh_CN`
/// finds `zh-Hans`. Changing ``Form/locale`` picks again.
public struct FormText: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// One piece of a text.
  enum Part: Sendable, Hashable {
    case literal(String)
    /// A row's display value, by tag.
    case row(String)
    /// A context value (`{$ctx.name}` in templates).
    case context(String)
  }

  /// The content of one language's text.
  enum Content: Sendable, Hashable {
    case parts([Part])
    /// A template in the schema's brace syntax, parsed when the form is built so its problems
    /// carry the text's location.
    case template(String)
  }

  /// The variants by language tag; one variant with an empty tag for a text in one language.
  let variants: [(language: String, content: Content)]

  init(variants: [(language: String, content: Content)]) { self.variants = variants }

  /// A plain text.
  public init(_ text: String) { variants = [("", .parts([.literal(text)]))] }

  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    variants = [("", .parts(stringInterpolation.parts))]
  }

  /// A text in the schema's template syntax: `{tag}` inserts the display value of the row
  /// tagged `tag`, `{$ctx.name}` a context value, `{{` and `}}` are literal braces.
  ///
  /// ```swift
  /// FormText.template("Total for {name}: {total}")
  /// ```
  ///
  /// The template is checked when the form is built: an unknown row, an unclosed `{` or a lone
  /// `}` is a `FormDefinitionError` naming the text and the column.
  public static func template(_ template: String) -> FormText {
    FormText(variants: [("", .template(template))])
  }

  /// One text per language, by BCP 47 tag (`en`, `zh-Hans`, `pt-BR`), picked by the form's
  /// locale (see "Picking a language" above).
  ///
  /// ```swift
  /// .localized(["en": "Name", "zh-Hans": "姓名", "de": "Name"])
  /// ```
  public static func localized(_ texts: [String: FormText]) -> FormText {
    // Sorted by tag: the last fallback (the first tag) must not depend on hashing.
    var variants: [(language: String, content: Content)] = []
    for (language, text) in texts.sorted(by: { $0.key < $1.key }) {
      for variant in text.variants {
        variants.append((language.isEmpty ? variant.language : language, variant.content))
      }
    }
    return FormText(variants: variants)
  }

  /// The text as one plain string, in the language `locale` picks (see "Picking a language"):
  /// for texts shown outside a form (a navigation title, a notification) or fixed once (a
  /// list's option titles).
  ///
  /// ```swift
  /// let title: FormText = .localized(["en": "Payment", "de": "Zahlung"])
  /// title.plainText(in: Locale(identifier: "de_AT"))   // "Zahlung"
  /// ```
  ///
  /// - Returns: The string, or `nil` when the picked variant inserts rows or context values
  ///   (`"Hello {name}"`), which only a form can fill in.
  public func plainText(in locale: Locale) -> String? { plainText(localeIdentifier: locale.identifier) }

  /// The plain string the language of `localeIdentifier` picks (see "Picking a language"), or
  /// `nil` when that variant inserts rows or context values.
  func plainText(localeIdentifier: String) -> String? {
    let index = Self.variantIndex(in: variants, localeIdentifier: localeIdentifier)
    guard variants.indices.contains(index) else { return nil }
    return FormText(variants: [("", variants[index].content)]).plainText
  }

  /// The text when it is one plain string in one language, else `nil`.
  var plainText: String? {
    guard variants.count == 1, case .parts(let parts) = variants[0].content else { return nil }
    var text = ""
    for part in parts {
      guard case .literal(let literal) = part else { return nil }
      text += literal
    }
    return text
  }

  /// A readable fallback for a text that is not plain: the first variant, with `{tag}` for rows.
  var summary: String {
    guard let content = variants.first?.content else { return "" }
    switch content {
    case .template(let template): return template
    case .parts(let parts):
      return parts.map { part in
        switch part {
        case .literal(let text): return text
        case .row(let tag): return "{\(tag)}"
        case .context(let name): return "{$ctx.\(name)}"
        }
      }.joined()
    }
  }

  public static func == (lhs: FormText, rhs: FormText) -> Bool {
    lhs.variants.elementsEqual(rhs.variants) { $0.language == $1.language && $0.content == $1.content }
  }

  public func hash(into hasher: inout Hasher) {
    for variant in variants {
      hasher.combine(variant.language)
      hasher.combine(variant.content)
    }
  }

  /// Builds the parts of an interpolated text: literals, and rows for ``RowKey``s.
  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      parts.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
      guard !literal.isEmpty else { return }
      if case .literal(let previous)? = parts.last {
        parts[parts.count - 1] = .literal(previous + literal)
      } else {
        parts.append(.literal(literal))
      }
    }

    /// Inserts the display value of the row with this key, kept up to date.
    public mutating func appendInterpolation<Value>(row key: RowKey<Value>) {
      parts.append(.row(key.tag))
    }

    /// Inserts a context value (``Form/setContext(_:_:)``), kept up to date.
    public mutating func appendInterpolation(context name: String) {
      parts.append(.context(name))
    }

    /// Inserts fixed text, as `String` interpolation does.
    public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
      appendLiteral(value.description)
    }
  }
}

extension FormText: CustomStringConvertible {
  /// The first variant's text, rows shown as `{tag}`.
  public var description: String { summary }
}

// MARK: - Templates

extension FormText {
  /// A problem in a template: what is wrong and the 1-based column (in characters).
  struct TemplateProblem: Error, Equatable {
    var message: String
    var column: Int
  }

  /// Parses the brace syntax: `{tag}`, `{$ctx.name}`, `{{`, `}}`.
  static func parseTemplate(_ template: String) -> Result<[Part], TemplateProblem> {
    var parts: [Part] = []
    var literal = ""
    var column = 0
    var iterator = Array(template).makeIterator()
    var pending: Character?
    func next() -> Character? {
      if let character = pending {
        pending = nil
        return character
      }
      guard let character = iterator.next() else { return nil }
      column += 1
      return character
    }
    while let character = next() {
      switch character {
      case "{":
        let start = column
        guard let following = next() else {
          return .failure(TemplateProblem(message: "'{' is not closed (write '{{' for a brace)", column: start))
        }
        if following == "{" {
          literal.append("{")
          continue
        }
        var name = String(following)
        var closed = following == "}"
        if closed { name = "" }
        while !closed, let inner = next() {
          if inner == "}" { closed = true } else { name.append(inner) }
        }
        guard closed else {
          return .failure(TemplateProblem(message: "'{' is not closed (write '{{' for a brace)", column: start))
        }
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else {
          return .failure(TemplateProblem(message: "'{}' names no row (write '{{}}' for braces)", column: start))
        }
        if !literal.isEmpty {
          parts.append(.literal(literal))
          literal = ""
        }
        if trimmed.hasPrefix("$ctx.") {
          parts.append(.context(String(trimmed.dropFirst(5))))
        } else {
          parts.append(.row(trimmed))
        }
      case "}":
        let start = column
        guard let following = next(), following == "}" else {
          return .failure(TemplateProblem(message: "'}' has no '{' (write '}}' for a brace)", column: start))
        }
        literal.append("}")
      default:
        literal.append(character)
      }
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    return .success(parts)
  }

  /// The index of the variant to show in a locale; see "Picking a language".
  static func variantIndex(in variants: [(language: String, content: Content)], localeIdentifier: String) -> Int {
    guard variants.count > 1 else { return 0 }
    let parts = LocaleParts(identifier: localeIdentifier)
    var script = parts.script
    if parts.language == "zh", script == nil {
      script = ["tw", "hk", "mo"].contains(parts.region) ? "hant" : "hans"
    }
    var candidates: [String] = []
    if let script, let region = parts.region { candidates.append("\(parts.language)-\(script)-\(region)") }
    if let script { candidates.append("\(parts.language)-\(script)") }
    if let region = parts.region { candidates.append("\(parts.language)-\(region)") }
    candidates.append(parts.language)
    candidates.append("en")
    let tags = variants.map { $0.language.lowercased().replacingUnderscores }
    for candidate in candidates {
      if let index = tags.firstIndex(of: candidate) { return index }
    }
    return 0
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    // NB: on UTF-8 code units: a space is one byte and never part of another character's
    // encoding, and no character iteration happens for the usual name without spaces.
    let bytes = utf8
    guard let first = bytes.firstIndex(where: { $0 != 0x20 }) else { return "" }
    guard let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
    if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return self }
    return String(self[first...last])
  }

  fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
