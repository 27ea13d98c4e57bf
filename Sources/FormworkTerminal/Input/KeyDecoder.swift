/// Turns the raw bytes of a terminal in raw mode into ``Key``s.
///
/// Reads can split a key anywhere (an arrow's `ESC [ A` in two reads, a UTF-8 character in
/// three), so the decoder keeps an incomplete sequence until more bytes come. Decoding is a
/// function of the byte stream only: feeding it in one read or in many gives the same keys.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x1B, 0x5B])   // []: waits for the rest of the sequence
/// decoder.feed([0x41])         // [.up]
/// decoder.feed([0x1B])         // []: a lone Esc, or the start of a sequence?
/// decoder.finish()             // [.escape]: no more bytes came
/// ```
///
/// Alt (Meta) arrives as `ESC` before a key and becomes ``Key/modified(_:_:)``; xterm's modifier
/// parameters (`ESC [1;5C`) too. Bracketed paste (`ESC [200~` … `ESC [201~`) becomes one
/// ``Key/paste(_:)`` and SGR mouse reports (`ESC [<0;10;5M`) ``Key/mouse(_:)``.
///
/// Invalid UTF-8, unknown escape sequences and control bytes without a meaning are dropped.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Escape sequences longer than this are garbage: they are dropped rather than buffered forever.
  static let maximumSequenceLength = 32

  public init() {}

  /// Whether bytes are waiting for the rest of a sequence. A live terminal calls ``finish()``
  /// when nothing more arrives shortly after a lone Esc.
  public var hasPendingBytes: Bool { !pending.isEmpty }

  /// Decodes `bytes`, keeping an incomplete sequence at the end for the next call.
  ///
  /// - Returns: The keys completed by these bytes, in order.
  /// - Complexity: O(*n*) in the number of bytes.
  @discardableResult
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return drain(atEnd: false)
  }

  /// Resolves whatever is pending as if no more bytes will come: a lone `ESC` becomes ``Key/escape``,
  /// an incomplete sequence becomes Esc followed by its bytes as keys, a cut UTF-8 character is dropped.
  public mutating func finish() -> [Key] {
    drain(atEnd: true)
  }

  private mutating func drain(atEnd: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      switch step(at: index, atEnd: atEnd) {
      case .wait:
        pending.removeFirst(index)
        return keys
      case .consumed(let count, let key):
        if let key { keys.append(key) }
        index += count
      }
    }
    pending.removeAll(keepingCapacity: true)
    return keys
  }

  private enum Step {
    /// The bytes from here are an incomplete sequence.
    case wait
    /// `count` bytes make this key (or nothing, for dropped bytes).
    case consumed(Int, Key?)
  }

  private func step(at index: Int, atEnd: Bool) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escapeSequence(at: index, atEnd: atEnd)
    case 0x0D, 0x0A: return .consumed(1, .enter)
    case 0x09: return .consumed(1, .tab)
    case 0x7F, 0x08: return .consumed(1, .backspace)
    case 0x01...0x1A: return .consumed(1, .control(Character(Unicode.Scalar(byte + 0x60))))
    case 0x00, 0x1C...0x1F: return .consumed(1, nil)
    case 0x20...0x7E: return .consumed(1, .character(Character(Unicode.Scalar(byte))))
    default: return utf8Character(at: index, atEnd: atEnd)
    }
  }

  // MARK: Escape sequences

  private func escapeSequence(at index: Int, atEnd: Bool) -> Step {
    guard index + 1 < pending.count else { return atEnd ? .consumed(1, .escape) : .wait }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index, atEnd: atEnd)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return atEnd ? .consumed(1, .escape) : .wait }
      return .consumed(3, Self.ss3Key(pending[index + 2]))
    case 0x1B:
      // `ESC ESC [A`: some terminals send Alt-↑ as Esc before the arrow's sequence.
      guard index + 2 < pending.count else { return atEnd ? .consumed(1, .escape) : .wait }
      guard pending[index + 2] == UInt8(ascii: "[") || pending[index + 2] == UInt8(ascii: "O") else {
        return .consumed(1, .escape)
      }
      switch escapeSequence(at: index + 1, atEnd: atEnd) {
      case .wait: return .wait
      case .consumed(let count, let key): return .consumed(count + 1, key.map(Self.withAlt))
      }
    case 0x00...0x1F:
      // Esc then Enter, Tab or a Ctrl key: two keys, not a combination.
      return .consumed(1, .escape)
    default:
      // Alt-x sends `ESC x`: the key with Alt held.
      switch step(at: index + 1, atEnd: atEnd) {
      case .wait: return .wait
      case .consumed(let count, let key): return .consumed(count + 1, key.map(Self.withAlt))
      }
    }
  }

  /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), then a final byte (0x40–0x7E).
  private func controlSequence(at index: Int, atEnd: Bool) -> Step {
    var cursor = index + 2
    while cursor < pending.count {
      let byte = pending[cursor]
      switch byte {
      case 0x20...0x3F:
        cursor += 1
        if cursor - index > Self.maximumSequenceLength { return .consumed(cursor - index, nil) }
      case 0x40...0x7E:
        let parameters = Array(pending[(index + 2)..<cursor])
        if byte == UInt8(ascii: "~"), parameters == Array("200".utf8) {
          return bracketedPaste(from: cursor + 1, start: index, atEnd: atEnd)
        }
        if parameters.first == UInt8(ascii: "<"), byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") {
          return .consumed(cursor - index + 1, Self.mouseKey(parameters: parameters.dropFirst(), final: byte))
        }
        return .consumed(cursor - index + 1, Self.csiKey(final: byte, parameters: parameters))
      default:
        // A byte that cannot be in a sequence: drop what came so far and go on from that byte.
        return .consumed(cursor - index, nil)
      }
    }
    return atEnd ? .consumed(1, .escape) : .wait
  }

  /// The text between `ESC [200~` and `ESC [201~`, as one key.
  private func bracketedPaste(from start: Int, start sequenceStart: Int, atEnd: Bool) -> Step {
    let end = Array("\u{1B}[201~".utf8)
    var cursor = start
    while cursor + end.count <= pending.count {
      if pending[cursor] == 0x1B, Array(pending[cursor..<(cursor + end.count)]) == end {
        let text = String(decoding: pending[start..<cursor], as: UTF8.self)
        return .consumed(cursor + end.count - sequenceStart, .paste(Self.normalizedPaste(text)))
      }
      cursor += 1
    }
    guard atEnd else { return .wait }
    let text = String(decoding: pending[start...], as: UTF8.self)
    return .consumed(pending.count - sequenceStart, .paste(Self.normalizedPaste(text)))
  }

  // MARK: UTF-8

  private func utf8Character(at index: Int, atEnd: Bool) -> Step {
    let lead = pending[index]
    let length: Int
    // The second byte's range excludes overlong forms, surrogates and values above U+10FFFF.
    let secondRange: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return .consumed(1, nil)
    }
    var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      guard index + offset < pending.count else { return atEnd ? .consumed(offset, nil) : .wait }
      let byte = pending[index + offset]
      let valid = offset == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte)
      // An invalid continuation drops the bytes before it; it is decoded on its own next.
      guard valid else { return .consumed(offset, nil) }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    // C1 controls (U+0080–U+009F) are not text.
    guard let value = Unicode.Scalar(scalar), value.properties.generalCategory != .control else {
      return .consumed(length, nil)
    }
    return .consumed(length, .character(Character(value)))
  }
}
