/// What a draft's values depend on in a form's definition: each value-holding row's tag, kind and
/// value type, and each multivalued section's tag, row kind and element type.
///
/// A draft remembers the fingerprint of the form it was saved from. When it is restored into a
/// form whose definition changed (an app update renamed a row, or made a text row a number),
/// ``Form/restoreMatching(draft:origin:)`` compares the two entry by entry: values whose tag and
/// type still match are restored, the others are reported, never applied wrong.
///
/// ```swift
/// let before = form.fingerprint
/// print(before.digest)             // "fnv1a64:5c2f0e8b7d41a903", the same on every launch
/// print(before.entries["email"]!)  // email: string
/// ```
///
/// Titles, order, conditions, rules and options are not part of it: they change how a form looks
/// and behaves, not what its values mean. The ``digest`` is computed from the entries with FNV-1a,
/// not with Swift's per-process seeded hashing, so it is stable across launches and platforms.
public struct FormFingerprint: Sendable, Hashable, CustomStringConvertible {
  /// What one tag holds.
  public struct Entry: Sendable, Hashable, CustomStringConvertible {
    /// The row's kind as schemas name it (``RowKind/description``): `"email"`, `"dateInline"`.
    /// For a multivalued section, the kind of its rows.
    public var kind: String
    /// The value type (`FormValueType.description`): `"string"`, `"int"`, `"list<string>"`.
    /// For a multivalued section, the type of one element.
    public var valueType: String
    /// Whether the tag names a multivalued section (its value is a list of rows' values).
    public var isMultivalued: Bool

    /// An entry for a row (or, with `isMultivalued`, a multivalued section).
    public init(kind: String, valueType: String, isMultivalued: Bool = false) {
      self.kind = kind
      self.valueType = valueType
      self.isMultivalued = isMultivalued
    }

    /// Whether a value saved under this entry means the same under `other`: same value type,
    /// both rows or both multivalued sections. The kind may differ (a text row that became an
    /// email row still holds the same string).
    public func holdsSameValues(as other: Entry) -> Bool {
      valueType == other.valueType && isMultivalued == other.isMultivalued
    }

    /// `kind: type`, or `multivalued kind: type` for a section.
    public var description: String { "\(isMultivalued ? "multivalued " : "")\(kind): \(valueType)" }
  }

  /// The entries by tag.
  public let entries: [String: Entry]

  /// A fingerprint of `entries`.
  public init(entries: [String: Entry]) {
    self.entries = entries
  }

  /// A short, stable digest of the entries: `"fnv1a64:"` and 16 hexadecimal digits.
  ///
  /// Two fingerprints with the same entries have the same digest on every launch.
  ///
  /// - Complexity: O(*n* log *n*) for *n* entries.
  public var digest: String {
    var hash = FNV1a64()
    for tag in entries.keys.sorted() {
      guard let entry = entries[tag] else { continue }
      // NB: each field is length-prefixed, so no tag, however odd, makes two different entry
      // lists hash the same text.
      for field in [tag, entry.kind, entry.valueType, entry.isMultivalued ? "multivalued" : "row"] {
        hash.combine("\(field.utf8.count)\u{1F}")
        hash.combine(field)
      }
      hash.combine("\u{1E}")
    }
    return "fnv1a64:" + hash.hexDigest
  }

  /// The digest and the number of entries.
  public var description: String { "\(digest) (\(entries.count) tag\(entries.count == 1 ? "" : "s"))" }
}

// MARK: The form's fingerprint

extension Form {
  /// The fingerprint of this form's definition as it is now; see ``FormFingerprint``.
  ///
  /// ```swift
  /// if savedDigest != form.fingerprint.digest { print("the form changed since the draft was saved") }
  /// ```
  ///
  /// Structural edits that add or remove tagged rows (``append(_:toSection:)``…) change it.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public var fingerprint: FormFingerprint {
    var entries: [String: FormFingerprint.Entry] = [:]
    for section in storage.sections {
      if let multivalued = section.spec.multivalued {
        guard let tag = section.spec.tag else { continue }
        entries[tag] = .init(
          kind: multivalued.template.kind.description, valueType: multivalued.template.formValueType.description,
          isMultivalued: true)
        continue
      }
      for row in section.rows {
        guard let tag = row.spec.tag, holdsValue(row) else { continue }
        entries[tag] = .init(kind: row.spec.kind.description, valueType: row.spec.formValueType.description)
      }
    }
    return FormFingerprint(entries: entries)
  }
}

// MARK: Encoding in a draft

extension FormFingerprint {
  /// The fingerprint as a draft stores it:
  /// `{"digest": "fnv1a64:…", "tags": {"email": {"kind": "email", "type": "string"}, …}}`.
  var formValue: FormValue {
    var tags: [String: FormValue] = [:]
    for (tag, entry) in entries {
      var members: [String: FormValue] = ["kind": .string(entry.kind), "type": .string(entry.valueType)]
      if entry.isMultivalued { members["multivalued"] = .bool(true) }
      tags[tag] = .object(members)
    }
    return .object(["digest": .string(digest), "tags": .object(tags)])
  }

  /// Reads a stored fingerprint, checking its digest against its entries (a mismatch means the
  /// draft was damaged or edited by hand).
  ///
  /// - Throws: `FormError` with code `FormError.Code.invalidDraft` and the path of the problem.
  init(formValue: FormValue, at path: ValuePath) throws {
    func problem(_ message: String, at path: ValuePath) -> FormError {
      FormError(.invalidDraft, message, at: FormErrorLocation(path: path.description))
    }
    guard case .object(let members) = formValue, case .object(let tags) = members["tags"] ?? .null,
      case .string(let digest) = members["digest"] ?? .null
    else {
      throw problem("expected a fingerprint with a digest and tags, found \(formValue.type)", at: path)
    }
    var entries: [String: Entry] = [:]
    for (tag, value) in tags {
      let entryPath = path.appending("tags").appending(tag)
      guard case .object(let fields) = value, case .string(let kind) = fields["kind"] ?? .null,
        case .string(let type) = fields["type"] ?? .null
      else {
        throw problem("expected an entry with a kind and a type, found \(value.type)", at: entryPath)
      }
      let isMultivalued: Bool
      switch fields["multivalued"] ?? .bool(false) {
      case .bool(let flag): isMultivalued = flag
      case let other: throw problem("expected multivalued to be a bool, found \(other.type)", at: entryPath)
      }
      entries[tag] = Entry(kind: kind, valueType: type, isMultivalued: isMultivalued)
    }
    self.init(entries: entries)
    guard self.digest == digest else {
      throw problem(
        "the digest \(digest) does not match the entries (\(self.digest)): the draft was damaged",
        at: path.appending("digest"))
    }
  }
}

/// The 64-bit FNV-1a hash: simple, fast and the same everywhere, unlike `Hasher`.
struct FNV1a64 {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ text: String) {
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as 16 lowercase hexadecimal digits.
  var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
