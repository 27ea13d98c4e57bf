import Foundation

extension Form {
  /// The request parameters of the form (GSForm's `fetchHttpParams`, JYForm's `httpParameters`),
  /// as one object.
  ///
  /// ```swift
  /// Row.name(name, "Name").parameter("applicant.name", .trim)
  /// Row.decimal(amount, "Amount").parameter("amount", .cents, omitWhen: [.empty])
  /// Row.switch(agree, "Agree").parameter("agree", .boolAsInt)
  ///
  /// try form.parameters()   // {"agree": 1, "amount": 1999, "applicant": {"name": "Ada"}}
  /// ```
  ///
  /// For every row that holds a value (not buttons, labels or rows marked `.noParameter()`):
  ///
  /// 1. The key is the row's ``ParameterMapping/key``, or its tag; rows with neither are skipped.
  ///    Dots nest: `applicant.name` writes `{"applicant": {"name": …}}`. No other character is
  ///    special, so `user[name]` is a flat key.
  /// 2. Hidden rows are left out when the omission rules hold ``ParameterOmission/hidden`` (the
  ///    default) — unless their ``HiddenValuePolicy`` is ``HiddenValuePolicy/keep``, which keeps
  ///    them; disabled rows when they hold ``ParameterOmission/disabled``.
  /// 3. The transforms run in order (see ``ParameterTransform/apply(to:)``).
  /// 4. The result is left out when it is empty (`null`, `""`, `[]`) and the rules hold
  ///    ``ParameterOmission/empty``; otherwise `null` stays `null`.
  ///
  /// A multivalued section contributes one list under its template row's parameter key (or the
  /// section's tag), transformed as a whole: `.parameter("phones", .digits, .join(","))`.
  /// Selectors contribute option values, never display text. Numbers and dates are written
  /// without any locale.
  ///
  /// Rows that are left out do not count, so two rows that are never visible together may share
  /// a key.
  ///
  /// - Returns: An `FormValue.object(_:)`.
  /// - Throws: `FormError` for the first problem in form order:
  ///   `FormError.Code.duplicateParameterKey` when two rows write one key, or one writes inside
  ///   the other's (`a` and `a.b`), naming both rows; `FormError.Code.typeMismatch` when a
  ///   transform cannot use a value; `FormError.Code.invalidPath` for a key with an empty part
  ///   (`a..b`). Each carries the row's tag and the key in `FormErrorLocation.path`.
  /// - Complexity: O(*n* · *k*) for *n* rows and keys of *k* parts.
  public func parameters() throws -> FormValue {
    struct Writer {
      var row: String
      var key: String
    }
    let tree = KeyTree<Writer>()
    var formatters: [String: DateFormatter] = [:]
    for source in parameterSources() {
      let location = FormErrorLocation(tag: source.name, path: source.key, part: "parameter")
      let omission = source.mapping?.omission ?? [.hidden]
      if source.isHidden, omission.contains(.hidden), source.policy != .keep { continue }
      if source.isDisabled, omission.contains(.disabled) { continue }
      var value = source.value
      for transform in source.mapping?.transforms ?? [] {
        do {
          value = try transform.apply(to: value, formatters: &formatters)
        } catch {
          throw FormError(.typeMismatch, Self.message(of: error), at: location)
        }
      }
      if omission.contains(.empty), value.isEmpty { continue }
      guard let path = ValuePath(dottedKey: source.key) else {
        throw FormError(.invalidPath, "the parameter key '\(source.key)' has an empty part", at: location)
      }
      let names = path.components.compactMap(\.memberName)
      if case .collides(let other) = tree.insert(names, value: value, owner: Writer(row: source.name, key: source.key))
      {
        let first = other ?? Writer(row: "?", key: source.key)
        let message =
          first.key == source.key
          ? "rows '\(first.row)' and '\(source.name)' both write the parameter '\(source.key)'"
          : "row '\(first.row)' writes the parameter '\(first.key)' and row '\(source.name)' writes '\(source.key)': "
            + "one cannot hold the other"
        throw FormError(.duplicateParameterKey, message, at: location)
      }
    }
    return tree.materialize()
  }

  /// The request parameters as query items, for a URL or a form-encoded body.
  ///
  /// Nested keys use brackets, as Rails, PHP and most servers read them:
  ///
  /// | parameters | items |
  /// |---|---|
  /// | `{"applicant": {"name": "Ada"}}` | `applicant[name]=Ada` |
  /// | `{"tags": ["a", "b"]}` | `tags[]=a`, `tags[]=b` |
  /// | `{"lines": [{"sku": 7}]}` | `lines[0][sku]=7` |
  /// | `{"note": null}` | `note=` |
  ///
  /// Keys are sorted; numbers are plain (`1234.5`), dates ISO 8601 in UTC, booleans
  /// `true`/`false` (use ``ParameterTransform/boolAsInt`` for `1`/`0`). Empty lists and objects
  /// give no item. Values are not percent-encoded here: `URLComponents` does that, or use
  /// ``queryString()``.
  ///
  /// ```swift
  /// var components = URLComponents(string: "https://example.com/apply")!
  /// components.queryItems = try form.queryItems()
  /// ```
  ///
  /// - Throws: What ``parameters()`` throws.
  /// - Complexity: O(*n* log *n*) in the number of parameters.
  public func queryItems() throws -> [URLQueryItem] {
    var items: [URLQueryItem] = []
    Self.flatten(try parameters(), name: "", into: &items)
    return items
  }

  /// The request parameters as a percent-encoded query string (`applicant%5Bname%5D=Ada&agree=1`),
  /// for a URL or an `application/x-www-form-urlencoded` body.
  ///
  /// Items are those of ``queryItems()``. Everything but `A–Z a–z 0–9 - . _ ~` is percent-encoded
  /// as UTF-8 (a space is `%20`), so the text is the same for every server.
  ///
  /// ```swift
  /// var request = URLRequest(url: endpoint)
  /// request.httpMethod = "POST"
  /// request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
  /// request.httpBody = Data(try form.queryString().utf8)
  /// ```
  ///
  /// - Throws: What ``parameters()`` throws.
  public func queryString() throws -> String {
    try queryItems().map { item in
      Self.percentEncoded(item.name) + "=" + Self.percentEncoded(item.value ?? "")
    }.joined(separator: "&")
  }

  // MARK: Implementation

  struct ParameterSource {
    /// The row's tag or title, for messages.
    var name: String
    var key: String
    var mapping: ParameterMapping?
    var value: FormValue
    var isHidden: Bool
    var isDisabled: Bool
    var policy: HiddenValuePolicy
  }

  /// The rows (and multivalued sections) that may write a parameter, in form order.
  func parameterSources() -> [ParameterSource] {
    var sources: [ParameterSource] = []
    for section in storage.sections {
      if let multivalued = section.spec.multivalued {
        let template = multivalued.template
        guard !template.excludedFromParameters, let key = template.parameter?.key ?? section.spec.tag else { continue }
        // Rows hidden on their own are left out of the list; the section's state decides the rest.
        let items = section.rows.filter { !$0.ownHidden || template.hiddenPolicy == .keep }.map(\.value)
        sources.append(
          ParameterSource(
            name: section.spec.tag ?? key, key: key, mapping: template.parameter,
            value: .list(items.filter { !$0.isNull }), isHidden: section.ownHidden, isDisabled: section.ownDisabled,
            policy: template.hiddenPolicy))
        continue
      }
      for row in section.rows where !row.spec.excludedFromParameters && holdsValue(row) && !isLeftOutWhileDisabled(row)
      {
        guard let key = row.spec.parameter?.key ?? row.spec.tag else { continue }
        sources.append(
          ParameterSource(
            name: rowName(row), key: key, mapping: row.spec.parameter, value: row.value, isHidden: row.isHidden,
            isDisabled: row.isDisabled, policy: row.spec.hiddenPolicy))
      }
    }
    return sources
  }

  static func flatten(_ value: FormValue, name: String, into items: inout [URLQueryItem]) {
    switch value {
    case .object(let members):
      for key in members.keys.sorted() {
        flatten(members[key] ?? .null, name: name.isEmpty ? key : "\(name)[\(key)]", into: &items)
      }
    case .list(let elements):
      for (index, element) in elements.enumerated() {
        switch element {
        case .list, .object: flatten(element, name: "\(name)[\(index)]", into: &items)
        default: flatten(element, name: "\(name)[]", into: &items)
        }
      }
    default:
      items.append(URLQueryItem(name: name, value: ParameterTransform.text(of: value)))
    }
  }

  /// RFC 3986 unreserved characters stay; everything else is percent-encoded as UTF-8.
  static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += byte < 0x10 ? "%0\(hex)" : "%\(hex)"
      }
    }
    return encoded
  }
}
