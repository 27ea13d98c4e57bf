import FormworkCore

/// The members of a schema object, as the reader looks them up.
///
/// A row asks for some forty keys and has about five: most lookups are for a key the object
/// lacks. Each member's key sets one bit of a mask (``SchemaKeys/bit(of:)``), so such a lookup is
/// answered from the mask, without hashing the key; a key whose bit is set is looked up as usual.
struct SchemaMembers: ExpressibleByDictionaryLiteral {
  /// The members, as the value holds them.
  let all: [String: FormValue]
  /// The bits of the keys present.
  let mask: UInt64
  /// The number of each key's bit, a byte each, in the order the members are stored: the first
  /// eight (``bitNumbers(adding:at:to:)``).
  let order: UInt64

  init(_ members: [String: FormValue]) {
    var (mask, order): (UInt64, UInt64) = (0, 0)
    for (position, key) in members.keys.enumerated() {
      let bit = SchemaKeys.bit(of: key)
      mask |= bit
      Self.bitNumbers(adding: bit, at: position, to: &order)
    }
    self.init(members, mask: mask, order: order)
  }

  init(_ members: [String: FormValue], mask: UInt64, order: UInt64) {
    self.all = members
    self.mask = mask
    self.order = order
  }

  /// Records the bit of the key at `position` of the members' order in `order`.
  static func bitNumbers(adding bit: UInt64, at position: Int, to order: inout UInt64) {
    guard position < 8 else { return }
    order |= UInt64(bit.trailingZeroBitCount) << (8 * position)
  }

  init(dictionaryLiteral members: (String, FormValue)...) {
    self.init(Dictionary(members, uniquingKeysWith: { first, _ in first }))
  }

  subscript(key: String) -> FormValue? {
    guard mask != 0 else { return nil }
    let bit = SchemaKeys.bit(of: key)
    guard mask & bit != 0 else { return nil }
    // NB: a few members are searched: comparing equal small strings is cheaper than hashing.
    // By index, so only the value found is copied (`first(where:)` copies every member out);
    // only a key of the same bit is compared.
    guard all.count > 8 else {
      let (keys, number) = (all.keys, UInt64(bit.trailingZeroBitCount))
      var order = self.order
      for index in keys.indices {
        if order & 0xFF == number, keys[index] == key { return all.values[index] }
        order >>= 8
      }
      return nil
    }
    return all[key]
  }

  var count: Int { all.count }
  var isEmpty: Bool { all.isEmpty }

  /// Whether any of `keys` may be present (`false`: none is).
  func mayHave(anyOf keys: SchemaKeys) -> Bool { mask & keys.mask != 0 }
}

/// The keys an object of a schema may have, checked without hashing (see ``SchemaMembers``).
struct SchemaKeys: Sequence, ExpressibleByArrayLiteral {
  /// The keys, sorted (as "did you mean" lists them).
  let names: [String]
  /// The bits of the keys.
  let mask: UInt64
  /// The keys by bit: most bits have one key or none.
  private let buckets: [[String]]

  init(_ names: some Sequence<String>) {
    self.names = Set(names).sorted()
    var buckets = [[String]](repeating: [], count: 64)
    var mask: UInt64 = 0
    for name in self.names {
      let bit = Self.bit(of: name)
      mask |= bit
      buckets[bit.trailingZeroBitCount].append(name)
    }
    self.mask = mask
    self.buckets = buckets
  }

  init(arrayLiteral names: String...) { self.init(names) }

  func contains(_ key: String) -> Bool { contains(key, bit: Self.bit(of: key)) }

  /// Whether `key`, whose bit is `bit`, is one of the keys.
  func contains(_ key: String, bit: UInt64) -> Bool {
    mask & bit != 0 && buckets[bit.trailingZeroBitCount].contains(key)
  }

  func makeIterator() -> IndexingIterator<[String]> { names.makeIterator() }

  /// The one bit of a 64-bit mask that stands for `key`: from its length and its first, middle
  /// and last bytes (distinct for all but a few of a row's keys), mixed by a multiplication.
  static func bit(of key: String) -> UInt64 {
    // NB: a bridged string may have no contiguous UTF-8: its bytes are then read through its
    // view (the same bytes: the same bit). A small string's contiguous copy is on the stack.
    guard key.isContiguousUTF8 else { return bitThroughView(of: key) }
    let count = key.utf8.count
    let bytes: UInt64 =
      key.utf8.withContiguousStorageIfAvailable { bytes in
        guard let first = bytes.first, let last = bytes.last else { return 0 }
        return Self.bytes(first, bytes[count / 2], last)
      } ?? 0
    return mixed(count, bytes)
  }

  /// ``bit(of:)`` with the bytes read through the string's UTF-8 view, as they are for a
  /// bridged string without contiguous storage.
  static func bitThroughView(of key: String) -> UInt64 {
    let count = key.utf8.count
    return mixed(count, viewBytes(of: key.utf8, count: count))
  }

  // NB: the multiplier is one that gives the keys most rows have (kind, tag, title, value,
  // options, required, hidden, disabled, rules, sections) bits that no key of
  // `SchemaRows.rareKeys` or `SchemaRows.configurationKeys` has: a row of those keys only is
  // then told from the mask to have none of the others.
  private static func mixed(_ count: Int, _ bytes: UInt64) -> UInt64 {
    let mixed: UInt64 = (UInt64(truncatingIfNeeded: count) | bytes) &* 0xe5a8_c40f_e7ef_ea93
    return 1 << (mixed >> 58)
  }

  // NB: out of line, so the common path stays small.
  @inline(never)
  private static func viewBytes(of utf8: String.UTF8View, count: Int) -> UInt64 {
    guard let first = utf8.first, let last = utf8.last else { return 0 }
    return bytes(first, utf8[utf8.index(utf8.startIndex, offsetBy: count / 2)], last)
  }

  private static func bytes(_ first: UInt8, _ middle: UInt8, _ last: UInt8) -> UInt64 {
    UInt64(first) << 8 | UInt64(last) << 16 | UInt64(middle) << 24
  }
}
