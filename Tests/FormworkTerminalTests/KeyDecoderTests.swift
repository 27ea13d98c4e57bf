import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkTerminal

@Suite struct KeyDecoderTests {
  static func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.finish()
  }

  static func decode(_ text: String) -> [Key] { decode(Array(text.utf8)) }

  static let sequences: [(String, Key)] = [
    ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[Z", .backTab), ("\u{1B}[1;5A", .modified(.up, .control)), ("\u{1B}[3;2~", .modified(.delete, .shift)),
    ("\u{1B}[1;3A", .alt(.up)), ("\u{1B}[1;3B", .alt(.down)), ("\u{1B}[3;3~", .alt(.delete)),
    ("\u{1B}[1;5D", .modified(.left, .control)), ("\u{1B}b", .alt(.character("b"))), ("\u{1B}\u{7F}", .alt(.backspace)),
    ("\u{1B}\u{1B}[A", .alt(.up)), ("\u{1B}é", .alt(.character("é"))),
    ("\u{1B}OP", .function(1)), ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)),
    ("\u{1B}[24~", .function(12)),
    ("\u{1B}[<0;10;5M", .mouse(MouseEvent(action: .press, button: 0, line: 4, column: 9))),
    ("\u{1B}[<0;10;5m", .mouse(MouseEvent(action: .release, button: 0, line: 4, column: 9))),
    ("\u{1B}[<64;1;2M", .mouse(MouseEvent(action: .wheelUp, line: 1, column: 0))),
    ("\u{1B}[<65;1;2M", .mouse(MouseEvent(action: .wheelDown, button: 1, line: 1, column: 0))),
    ("\u{1B}[200~two\r\nlines\u{1B}[201~", .paste("two\nlines")), ("\u{1B}[200~[\u{1B}[201~", .paste("[")),
    ("\t", .tab), ("\r", .enter), ("\n", .enter), ("\u{7F}", .backspace), ("\u{08}", .backspace),
    ("\u{03}", .control("c")), ("\u{04}", .control("d")), ("\u{13}", .control("s")), ("\u{01}", .control("a")),
    (" ", .character(" ")), ("a", .character("a")), ("~", .character("~")),
    ("é", .character("é")), ("€", .character("€")), ("日", .character("日")), ("👍", .character("👍")),
  ]

  @Test(arguments: sequences)
  func decodesEverySequence(bytes: String, key: Key) {
    #expect(Self.decode(bytes) == [key])
  }

  @Test(arguments: sequences)
  func decodesEverySequenceSplitAtEveryByte(bytes: String, key: Key) {
    let data = Array(bytes.utf8)
    for cut in 0...data.count {
      var decoder = KeyDecoder()
      let keys = decoder.feed(data[..<cut]) + decoder.feed(data[cut...]) + decoder.finish()
      #expect(keys == [key], "cut at \(cut)")
    }
  }

  @Test func aLoneEscapeWaitsThenBecomesEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingBytes)
    #expect(decoder.finish() == [.escape])
    #expect(!decoder.hasPendingBytes)
  }

  @Test func escapeBeforeAKeyIsAltButNotBeforeControlKeys() {
    #expect(Self.decode("\u{1B}x") == [.alt(.character("x"))])
    #expect(Self.decode("\u{1B}\r") == [.escape, .enter])
    #expect(Self.decode("\u{1B}\u{03}") == [.escape, .control("c")])
    #expect(Self.decode("\u{1B}\u{1B}x") == [.escape, .alt(.character("x"))])
    #expect(Self.decode("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func aPasteKeepsEveryByteUntilItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~a\t\u{07}".utf8)).isEmpty)  // a bell in a paste is dropped
    #expect(decoder.feed(Array("b\u{1B}[201~c".utf8)) == [.paste("a\tb"), .character("c")])
    #expect(Self.decode("\u{1B}[200~cut") == [.paste("cut")])  // the end of input ends it
  }

  @Test func splitArrowKeysAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.feed([0x41, 0x61]) == [.up, .character("a")])
  }

  @Test func splitUTF8AcrossReads() {
    let bytes = Array("👍🏽".utf8)
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    // One key per scalar; the line editor composes them into one character.
    #expect(keys == [.character("👍"), .character("\u{1F3FD}")])
  }

  @Test func invalidBytesAreDroppedAndDecodingGoesOn() {
    #expect(Self.decode([0xFF, 0x61]) == [.character("a")])
    #expect(Self.decode([0xC3, 0x28]) == [.character("(")])  // bad continuation
    #expect(Self.decode([0xC0, 0xAF]) == [])  // overlong
    #expect(Self.decode([0xED, 0xA0, 0x80]) == [])  // surrogate
    #expect(Self.decode([0xF4, 0x90, 0x80, 0x80]) == [])  // above U+10FFFF
    #expect(Self.decode([0xE2, 0x82]) == [])  // cut at the end of input
    #expect(Self.decode([0xC2, 0x85]) == [])  // C1 control
    #expect(Self.decode([0x00, 0x1C, 0x1F]) == [])
  }

  @Test func unknownAndOverlongSequencesAreDropped() {
    #expect(Self.decode("\u{1B}[99~a") == [.character("a")])
    #expect(Self.decode("\u{1B}O~a") == [.character("a")])
    let garbage = "\u{1B}[" + String(repeating: "1", count: 100) + "A"
    #expect(!Self.decode(garbage).contains(.up))
    #expect(Self.decode("\u{1B}[1\u{07}b") == [.control("g"), .character("b")])
  }

  @Test func anIncompleteSequenceAtTheEndBecomesEscapeAndItsBytes() {
    #expect(Self.decode("\u{1B}[") == [.escape, .character("[")])
    #expect(Self.decode("\u{1B}O") == [.escape, .character("O")])
  }

  // MARK: Properties

  /// Bytes biased toward the ones that start or continue sequences.
  static let interesting: [UInt8] = [
    0x1B, 0x5B, 0x4F, 0x41, 0x42, 0x7E, 0x33, 0x3B, 0x31, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x91, 0x8D, 0xC3, 0xA9, 0x0D,
    0x7F, 0x61,
  ]
  static func bias(_ byte: UInt8) -> UInt8 {
    byte % 2 == 0 ? interesting[Int(byte / 2) % interesting.count] : byte
  }
  static let bytes = Gen.uint8(in: 0...255).map(bias)

  @Test func randomStreamsNeverCrashAndSplittingNeverChangesTheKeys() async {
    await checkProperty(count: 300, input: Self.bytes.array(of: 0...120), Gen.int(in: 1...9).array(of: 1...30)) {
      stream, chunkSizes in
      let whole = Self.decode(stream)
      var decoder = KeyDecoder()
      var keys: [Key] = []
      var start = 0
      var turn = 0
      while start < stream.count {
        let end = min(stream.count, start + chunkSizes[turn % chunkSizes.count])
        keys += decoder.feed(stream[start..<end])
        start = end
        turn += 1
      }
      keys += decoder.finish()
      #expect(keys == whole)
      #expect(!decoder.hasPendingBytes)
    }
  }

  static let encodable: [(String, Key)] = sequences.filter {
    !$0.0.hasPrefix("\u{1B}O") && $0.0 != "\n" && $0.0 != "\u{08}"
  }

  @Test func encodedKeysDecodeBackInAnyChunking() async {
    let keys = Gen.int(in: 0...(Self.encodable.count - 1)).array(of: 0...40)
    await checkProperty(count: 200, input: keys, Gen.int(in: 1...5)) { indices, chunk in
      let expected = indices.map { Self.encodable[$0].1 }
      let stream = Array(indices.map { Self.encodable[$0].0 }.joined().utf8)
      var decoder = KeyDecoder()
      var decoded: [Key] = []
      for start in stride(from: 0, to: stream.count, by: chunk) {
        decoded += decoder.feed(stream[start..<min(stream.count, start + chunk)])
      }
      decoded += decoder.finish()
      #expect(decoded == expected)
    }
  }
}
