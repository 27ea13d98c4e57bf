import Formwork

/// Where a part of the Formwork schema came from in the survey: the JSON path, and for a
/// translated expression the map from its columns back to the survey's.
struct SurveyOrigin {
  /// The path, or the path of the object whose ``member`` the origin is.
  private var base: String
  /// A key of the object at ``base``, or empty.
  private var member = ""
  var expression: TranslatedExpression?

  var path: String { member.isEmpty ? base : "\(base).\(member)" }

  init(path: String, expression: TranslatedExpression? = nil) {
    base = path
    self.expression = expression
  }

  /// The origin `path.member`.
  /// NB: most origins are never read (they place a problem of the built form): their path is
  /// joined only when read, and the member's name, a literal, costs no allocation.
  init(_ path: String, member: String, expression: TranslatedExpression? = nil) {
    base = path
    self.member = member
    self.expression = expression
  }

  /// The same place, without the map of an expression's columns.
  var withoutExpression: SurveyOrigin {
    var origin = self
    origin.expression = nil
    return origin
  }
}

/// An object of the survey (a question, a panel, a choice…), read by name.
///
/// NB: the translator asks a question for about sixty names, most of them absent, and a question
/// has a handful of keys: comparing a name with each key, lengths first, costs a fraction of
/// hashing the name for a dictionary lookup. A large object is looked up in its dictionary.
struct SurveyObject: ExpressibleByDictionaryLiteral {
  /// The members as the survey has them.
  let members: [String: FormValue]
  /// Each key's length in UTF-8 (-1 for a key that is not ASCII) and where it is in ``members``.
  /// NB: no key or value is copied into the list: a scan reads lengths, and looks at a key only
  /// where the length matches (copying entries would retain and release each key and value).
  /// Texts that are not ASCII can be equal with other lengths (`é` and `e` with a combining
  /// accent; the Kelvin sign and `K`): such a key is compared whatever its length. The names
  /// asked for are the translator's own, all ASCII.
  private let slots: [(count: Int, index: Dictionary<String, FormValue>.Index)]
  /// Bit *n* set when a key has *n* bytes (*n* < 63); bit 63 when a key is longer or not ASCII.
  /// NB: most names asked for are absent, and most of those are told so by this alone.
  private let lengths: UInt64

  /// Objects with more keys than this are looked up by hashing.
  private static let scanLimit = 16

  init(_ members: [String: FormValue]) {
    self.members = members
    guard members.count <= Self.scanLimit else {
      (slots, lengths) = ([], 0)
      return
    }
    slots = members.indices.map { (Self.asciiLength(members[$0].key), $0) }
    var lengths: UInt64 = 0
    for slot in slots { lengths |= 1 << UInt64(slot.count >= 0 && slot.count < 63 ? slot.count : 63) }
    self.lengths = lengths
  }

  /// The length of an ASCII text, else -1.
  private static func asciiLength(_ text: String) -> Int {
    // NB: a text is ASCII exactly when it has as many UTF-16 units as UTF-8 bytes, and the
    // standard library counts an ASCII text's units without reading it.
    let count = text.utf8.count
    return text.utf16.count == count ? count : -1
  }

  init(dictionaryLiteral elements: (String, FormValue)...) {
    self.init(Dictionary(elements) { _, last in last })
  }

  subscript(name: String) -> FormValue? {
    guard members.count <= Self.scanLimit else { return members[name] }
    let count = name.utf8.count
    assert(Self.asciiLength(name) == count, "the names asked for are ASCII")
    guard lengths & (1 << UInt64(min(count, 63)) | 1 << 63) != 0 else { return nil }
    // NB: the key alone is compared (a short key is copied without a retain); the value is copied
    // out only for the key that matches, not for each key of the same length.
    let keys = members.keys
    for slot in slots where (slot.count == count || slot.count < 0) && keys[slot.index] == name {
      return members.values[slot.index]
    }
    return nil
  }

  var keys: Dictionary<String, FormValue>.Keys { members.keys }

  /// The member `name` of a small object (a choice's `{value, text}`), found by comparing keys.
  static func member(_ name: String, of members: [String: FormValue]) -> FormValue? {
    guard members.count <= 4 else { return members[name] }
    for (key, value) in members where key == name { return value }
    return nil
  }
  var isEmpty: Bool { members.isEmpty }

  /// Whether the member `name` is `true`.
  /// NB: matched in place: comparing with `.bool(true)` makes a value and calls the enum's `==`.
  func isTrue(_ name: String) -> Bool {
    if case .bool(true)? = self[name] { return true }
    return false
  }
}

/// Where the keys of a draft came from, in the order set.
///
/// NB: a draft has a few keys and the origins are read only to place a problem: a list costs
/// less to fill than a dictionary.
struct KeyOrigins: Sequence {
  private var entries: [(key: String, origin: SurveyOrigin)] = []

  subscript(key: String) -> SurveyOrigin? {
    get { entries.first { $0.key == key }?.origin }
    set {
      if let index = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[index].origin = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        // NB: a draft gets a few origins: room for them at once, not as the list doubles.
        if entries.isEmpty { entries.reserveCapacity(4) }
        entries.append((key, newValue))
      }
    }
  }

  func makeIterator() -> IndexingIterator<[(key: String, origin: SurveyOrigin)]> { entries.makeIterator() }
}

/// A row or section of the schema being written: its keys, and where each of them came from.
protocol SchemaDraft {
  var members: [String: FormValue] { get set }
  var keyOrigins: KeyOrigins { get set }
}

extension SchemaDraft {
  subscript(key: String) -> FormValue? {
    get { members[key] }
    set { members[key] = newValue }
  }

  mutating func set(_ key: String, _ value: FormValue, from path: String, expression: TranslatedExpression? = nil) {
    members[key] = value
    keyOrigins[key] = SurveyOrigin(path: path, expression: expression)
  }

  /// Sets `key`, from the member `member` of the survey's object at `path`.
  mutating func set(
    _ key: String, _ value: FormValue, from path: String, member: String, expression: TranslatedExpression? = nil
  ) {
    members[key] = value
    keyOrigins[key] = SurveyOrigin(path, member: member, expression: expression)
  }

  mutating func set(_ key: String, _ value: FormValue, origin: SurveyOrigin) {
    members[key] = value
    keyOrigins[key] = origin
  }
}

/// A row of the schema being written, with where each of its keys came from.
struct RowDraft: SchemaDraft {
  var members: [String: FormValue] = [:]
  /// The survey path of the question (or item, column, matrix row) the row comes from.
  var origin: String
  var keyOrigins = KeyOrigins()
  /// The nested sections of a subform row (a dynamic panel's template, a matrix row's cells).
  var sections: [SectionDraft]?

  init(origin: String) {
    self.origin = origin
    // NB: a row gets about a dozen keys: room for them up front spares rehashing them as it grows
    // (made by the initializer, specialized here, rather than `reserveCapacity`'s generic code).
    members = Dictionary(minimumCapacity: 12)
  }
}

/// A section of the schema being written.
struct SectionDraft: SchemaDraft {
  var members: [String: FormValue] = [:]
  var origin: String
  var keyOrigins = KeyOrigins()
  var rows: [RowDraft] = []
  /// The template row of a multivalued section.
  var template: RowDraft?

  init(origin: String) { self.origin = origin }
}

/// Writes drafts out as the schema's JSON, and tells the origin of every path written.
///
/// The origins are recorded only when asked for (``allOrigins()``): most imports build at the
/// first try and never need them, and a path string and an entry for every row and key cost as
/// much as writing the schema.
struct SchemaWriter {
  /// Origins recorded as written (a page's condition).
  var origins: [String: SurveyOrigin] = [:]
  /// The sections written, at their schema paths, for ``allOrigins()``.
  private var written: [(drafts: [SectionDraft], path: String)] = []

  mutating func sections(_ drafts: [SectionDraft], at path: String) -> FormValue {
    written.append((drafts, path))
    return .list(drafts.map(Self.section))
  }

  /// The survey path of every schema path written: rows, sections and their keys.
  func allOrigins() -> [String: SurveyOrigin] {
    var all = origins
    for (drafts, path) in written { Self.record(drafts, at: path, into: &all) }
    return all
  }

  private static func section(_ draft: SectionDraft) -> FormValue {
    var members = draft.members
    if let template = draft.template {
      var multivalued: [String: FormValue] = [:]
      if case .object(let declared)? = members["multivalued"] { multivalued = declared }
      multivalued["template"] = row(template)
      members["multivalued"] = .object(multivalued)
    } else {
      members["rows"] = .list(draft.rows.map(row))
    }
    return .object(members)
  }

  private static func row(_ draft: RowDraft) -> FormValue {
    guard let sections = draft.sections else { return .object(draft.members) }
    var members = draft.members
    members["sections"] = .list(sections.map(section))
    return .object(members)
  }

  private static func record(_ drafts: [SectionDraft], at path: String, into origins: inout [String: SurveyOrigin]) {
    for (index, draft) in drafts.enumerated() {
      let path = "\(path)[\(index)]"
      origins[path] = SurveyOrigin(path: draft.origin)
      for (key, origin) in draft.keyOrigins { origins["\(path).\(key)"] = origin }
      if let template = draft.template {
        record(template, at: "\(path).multivalued.template", into: &origins)
      } else {
        for (index, row) in draft.rows.enumerated() { record(row, at: "\(path).rows[\(index)]", into: &origins) }
      }
    }
  }

  private static func record(_ draft: RowDraft, at path: String, into origins: inout [String: SurveyOrigin]) {
    origins[path] = SurveyOrigin(path: draft.origin)
    for (key, origin) in draft.keyOrigins { origins["\(path).\(key)"] = origin }
    if let sections = draft.sections { record(sections, at: "\(path).sections", into: &origins) }
  }
}

/// An object of two members, `{first: …, second: …}`, made without hashing its keys.
///
/// NB: a survey has thousands of choices and rules: each is a copy of a dictionary made once, its
/// values set at the template's indices, so no key is hashed (a dictionary literal hashes each).
/// A copy keeps the template's layout, so its indices hold in the copy.
struct PairTemplate {
  private typealias Index = Dictionary<String, FormValue>.Index
  private let members: [String: FormValue]
  private let first: Index
  private let second: Index

  init(_ first: String, _ second: String) {
    let members: [String: FormValue] = [first: .null, second: .null]
    func index(of key: String) -> Index { members.indices.first { members[$0].key == key } ?? members.endIndex }
    (self.members, self.first, self.second) = (members, index(of: first), index(of: second))
  }

  func make(_ first: FormValue, _ second: FormValue) -> [String: FormValue] {
    var object = members
    object.values[self.first] = first
    object.values[self.second] = second
    return object
  }
}

/// An option of a selector: `{"value": …}` or `{"value": …, "title": …}` (see ``PairTemplate``).
enum OptionTemplate {
  private static let valueOnly: (members: [String: FormValue], value: Dictionary<String, FormValue>.Index) = {
    let members: [String: FormValue] = ["value": .null]
    return (members, members.startIndex)
  }()

  private static let titled = PairTemplate("value", "title")

  /// `{"value": value}`, or with its title.
  static func option(_ value: FormValue, title: FormValue? = nil) -> [String: FormValue] {
    guard let title else {
      var option = valueOnly.members
      option.values[valueOnly.value] = value
      return option
    }
    return titled.make(value, title)
  }
}

/// A fixed set of names (a question's known keys, the supported types), told without hashing.
///
/// NB: every key of every question is looked up here: hashing a name costs several times
/// comparing its bytes with those of the one or two names of its length and first, middle and
/// last bytes. A name not found that is not ASCII, which may equal an ASCII name (the Kelvin
/// sign and `K`), is looked up by hashing.
struct NameSet {
  let set: Set<String>
  /// Every ASCII name's bytes, one after another.
  private let bytes: [UInt8]
  /// Where each name is in ``bytes``, grouped by bucket: bucket *b*'s are
  /// `entries[starts[b]..<starts[b + 1]]`.
  private let entries: [(start: Int, count: Int)]
  private let starts: [Int]
  private static let bucketCount = 1024

  init(_ set: Set<String>) {
    self.set = set
    var buckets = [[String]](repeating: [], count: Self.bucketCount)
    for name in set where name.utf8.allSatisfy({ $0 < 0x80 }) && !name.isEmpty {
      buckets[Self.bucket(Array(name.utf8))].append(name)
    }
    var bytes: [UInt8] = []
    var entries: [(start: Int, count: Int)] = []
    var starts = [0]
    for bucket in buckets {
      for name in bucket {
        entries.append((bytes.count, name.utf8.count))
        bytes += name.utf8
      }
      starts.append(entries.count)
    }
    (self.bytes, self.entries, self.starts) = (bytes, entries, starts)
  }

  private static func bucket<Bytes: RandomAccessCollection<UInt8>>(_ name: Bytes) -> Int where Bytes.Index == Int {
    let count = name.count
    let mixed = count &* 31 &+ Int(name[0]) &* 7 &+ Int(name[count / 2]) &* 3 &+ Int(name[count - 1])
    return mixed & (bucketCount - 1)
  }

  func contains(_ name: String) -> Bool {
    let found = name.utf8.withContiguousStorageIfAvailable { key -> Bool in
      guard !key.isEmpty else { return false }
      let bucket = Self.bucket(key)
      for entry in entries[starts[bucket]..<starts[bucket + 1]] where entry.count == key.count {
        var offset = 0
        while offset < key.count, bytes[entry.start + offset] == key[offset] { offset += 1 }
        if offset == key.count { return true }
      }
      return false
    }
    guard let found else { return set.contains(name) }
    return found || (name.containsByte { $0 >= 0x80 } && set.contains(name))
  }
}
