/// A key press, decoded from the bytes a terminal sends (see ``KeyDecoder``).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("a\u{1B}[A\r".utf8))  // [.character("a"), .up, .enter]
/// ```
public enum Key: Hashable, Sendable, CustomStringConvertible {
  /// A printable character (a space is `.character(" ")`). Characters arrive one Unicode scalar
  /// at a time; text editing composes them into grapheme clusters.
  case character(Character)
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  /// 0x7F or 0x08: terminals disagree on which one the Backspace key sends.
  case backspace
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Carriage return or line feed.
  case enter
  /// A lone escape byte (resolved by a timeout in a live terminal, see ``KeyDecoder/finish()``).
  case escape
  /// Ctrl with a letter, lowercased: Ctrl-C is `.control("c")`. Tab (Ctrl-I), Enter (Ctrl-M, Ctrl-J)
  /// and Backspace (Ctrl-H) have their own cases.
  case control(Character)

  /// Ctrl-C.
  public static let interrupt = Key.control("c")
  /// Ctrl-D.
  public static let endOfTransmission = Key.control("d")

  public var description: String {
    switch self {
    case .character(let character): return character == " " ? "Space" : String(character)
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .insert: return "Insert"
    case .delete: return "Delete"
    case .backspace: return "Backspace"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .control(let letter): return "Ctrl-\(letter.uppercased())"
    }
  }
}
