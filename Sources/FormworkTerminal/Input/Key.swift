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
  /// A function key: `F1` is `.function(1)`.
  case function(Int)
  /// A key held with modifiers: Alt-b (`ESC b`) is `.modified(.character("b"), .alt)`, Ctrl-→
  /// (`ESC [1;5C`) is `.modified(.right, .control)`.
  indirect case modified(Key, KeyModifiers)
  /// Text pasted at once (bracketed paste): it goes into one field, newlines included.
  case paste(String)
  /// A mouse button or wheel event (xterm SGR mouse reporting), at a 0-based cell.
  case mouse(MouseEvent)

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
    case .function(let number): return "F\(number)"
    case .modified(let key, let modifiers): return modifiers.description + key.description
    case .paste(let text): return "Paste(\(text.count) characters)"
    case .mouse(let event): return event.description
    }
  }

  /// Alt (Meta) with a key.
  public static func alt(_ key: Key) -> Key { .modified(key, .alt) }
}

/// The modifiers held with a key, as xterm reports them (`ESC [1;<1 + bits>A`).
public struct KeyModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  public static let control = KeyModifiers(rawValue: 1 << 2)

  /// `Ctrl-Alt-`, `Shift-`…: the prefix of a key's description.
  public var description: String {
    (contains(.control) ? "Ctrl-" : "") + (contains(.alt) ? "Alt-" : "") + (contains(.shift) ? "Shift-" : "")
  }
}

/// A mouse event: a button pressed or released, or the wheel turned, at a cell.
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public enum Action: Hashable, Sendable {
    case press, release, wheelUp, wheelDown
  }

  public var action: Action
  /// The button (0 left, 1 middle, 2 right) of a press or release.
  public var button: Int
  /// The 0-based screen line.
  public var line: Int
  /// The 0-based screen column.
  public var column: Int

  public init(action: Action, button: Int = 0, line: Int, column: Int) {
    self.action = action
    self.button = button
    self.line = line
    self.column = column
  }

  public var description: String { "Mouse(\(action) \(button) at \(line),\(column))" }
}
