import Formwork
import Foundation

/// The option list a selector opens over the form: ↑/↓ move, PageUp/PageDown move a page,
/// Enter chooses (single) or closes (multiple), Space toggles (multiple), typing filters the
/// list, Backspace undoes the filter (or, with none, clears the choice), Esc closes.
struct OptionPicker: Sendable, Equatable {
  var row: RowID
  var title: String
  var allowsMultiple: Bool
  /// Whether the list is drawn inline, in the row the form adds under an inline selector.
  var isInline = false
  /// The highlighted option, by its index among all the row's options.
  var highlighted: Int
  /// The first shown position in the filtered list when the list is taller than the box.
  var scroll = 0
  /// The text typed to filter the options.
  var filter = ""
  /// Where the box was last drawn (screen line of its top border, column, width), for clicks.
  var frame: (line: Int, column: Int, width: Int, height: Int)?
  /// Whether the box drawn last has a "Select all" line above the options.
  var showsSelectAll = false
  /// Whether the list is a ranking's (`RowKind.ranking`): its options in ranked order, each
  /// numbered; Alt-↑/Alt-↓ (or Shift) move the highlighted one, Enter or Esc close, nothing filters.
  var isRanking = false

  static func == (lhs: OptionPicker, rhs: OptionPicker) -> Bool {
    lhs.row == rhs.row && lhs.highlighted == rhs.highlighted && lhs.scroll == rhs.scroll && lhs.filter == rhs.filter
      && lhs.allowsMultiple == rhs.allowsMultiple && lhs.title == rhs.title && lhs.isInline == rhs.isInline
      && lhs.isRanking == rhs.isRanking
  }

  /// What a key asks of the session.
  enum Action: Equatable {
    case none
    case choose(FormValue)
    case toggle(FormValue)
    /// Clear the choice (Backspace or Delete with no filter typed).
    case clear
    /// "Select all" of a multiple selector (Ctrl-A, when the row has one).
    case toggleAll
    /// Move a ranking's option from one position to another (Alt-↑/Alt-↓).
    case move(from: Int, to: Int)
    case close
  }

  /// The indices of the options the filter keeps, in order.
  func shown(_ options: [OptionItem]) -> [Int] {
    guard !filter.isEmpty else { return Array(options.indices) }
    return options.indices.filter {
      options[$0].title.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        || (options[$0].group?.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
    }
  }

  mutating func handle(_ key: Key, options: [OptionItem], pageSize: Int = 10) -> Action {
    if isRanking { return handleRanking(key, count: options.count, pageSize: pageSize) }
    let shown = shown(options)
    let position = shown.firstIndex(of: highlighted) ?? 0
    func highlight(_ position: Int) {
      guard !shown.isEmpty else { return }
      highlighted = shown[min(max(0, position), shown.count - 1)]
    }
    switch key {
    case .up: highlight(position - 1)
    case .down: highlight(shown.contains(highlighted) ? position + 1 : 0)
    case .home: highlight(0)
    case .end: highlight(shown.count - 1)
    case .pageUp: highlight(position - pageSize)
    case .pageDown: highlight(position + pageSize)
    case .escape:
      guard filter.isEmpty else {
        setFilter("", options: options)
        return .none
      }
      return .close
    case .control("a") where allowsMultiple:
      return .toggleAll
    case .enter:
      if allowsMultiple { return .close }
      return shown.contains(highlighted) ? .choose(options[highlighted].value) : .none
    case .character(" ") where filter.isEmpty || allowsMultiple:
      guard shown.contains(highlighted) else { return .none }
      return allowsMultiple ? .toggle(options[highlighted].value) : .choose(options[highlighted].value)
    case .character(let character):
      setFilter(filter + String(character), options: options)
    case .paste(let text):
      setFilter(filter + text.split(whereSeparator: \.isNewline).joined(separator: " "), options: options)
    case .backspace, .delete:
      guard filter.isEmpty else {
        setFilter(String(filter.dropLast()), options: options)
        return .none
      }
      return .clear
    default: break
    }
    return .none
  }

  /// A key on a ranking's list: the highlight moves with ↑/↓ and follows the option Alt-↑/Alt-↓
  /// (or Shift) moves; Backspace or Delete clears the ranking; typing does not filter.
  private mutating func handleRanking(_ key: Key, count: Int, pageSize: Int) -> Action {
    guard count > 0 else { return key == .escape || key == .enter ? .close : .none }
    let last = count - 1
    func clamped(_ position: Int) -> Int { min(max(0, position), last) }
    switch key {
    case .up: highlighted = clamped(highlighted - 1)
    case .down: highlighted = clamped(highlighted + 1)
    case .home: highlighted = 0
    case .end: highlighted = last
    case .pageUp: highlighted = clamped(highlighted - pageSize)
    case .pageDown: highlighted = clamped(highlighted + pageSize)
    case .modified(.up, .alt), .modified(.up, .shift), .modified(.down, .alt), .modified(.down, .shift):
      let up = key == .alt(.up) || key == .modified(.up, .shift)
      let source = clamped(highlighted)
      let destination = clamped(source + (up ? -1 : 1))
      highlighted = destination
      // A move in place still ranks the options as shown (the first press on an unranked list).
      return .move(from: source, to: destination)
    case .enter, .escape: return .close
    case .backspace, .delete: return .clear
    default: break
    }
    return .none
  }

  /// Filters by `text`, highlighting the first option that starts with it (else the first kept).
  private mutating func setFilter(_ text: String, options: [OptionItem]) {
    filter = text
    scroll = 0
    let shown = shown(options)
    if let prefixed = shown.first(where: { options[$0].title.lowercased().hasPrefix(text.lowercased()) }) {
      highlighted = prefixed
    } else if let first = shown.first, !shown.contains(highlighted) || text.isEmpty == false {
      highlighted = first
    }
  }

  /// The option at a screen line inside the box, for a click.
  func option(atScreenLine line: Int, options: [OptionItem]) -> Int? {
    guard let frame else { return nil }
    let position = line - frame.line - 1 - (filter.isEmpty ? 0 : 1) - (showsSelectAll ? 1 : 0) + scroll
    let shown = shown(options)
    guard line > frame.line, line < frame.line + frame.height - 1, shown.indices.contains(position) else {
      return nil
    }
    return shown[position]
  }
}
