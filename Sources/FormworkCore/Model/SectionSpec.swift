import Foundation

/// A section's header or footer: text, or a view kind the app registers.
public enum SectionSupplementary: Sendable, Hashable {
  case text(String)
  case custom(kind: String, value: FormValue)

  /// The text, for text headers and footers.
  public var text: String? {
    if case .text(let text) = self { return text }
    return nil
  }
}

/// What the user may do to the rows of a multivalued section.
public struct MultivaluedOptions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// An "Add" row at the end inserts a row made from the template.
  public static let insert = MultivaluedOptions(rawValue: 1 << 0)
  /// Rows can be deleted (swipe, or the edit mode's delete control).
  public static let delete = MultivaluedOptions(rawValue: 1 << 1)
  /// Rows can be reordered.
  public static let reorder = MultivaluedOptions(rawValue: 1 << 2)
  public static let all: MultivaluedOptions = [.insert, .delete, .reorder]
}

struct SectionSpec: Sendable {
  var tag: String?
  var header: SectionSupplementary?
  var footer: SectionSupplementary?
  var hidden: Condition = false
  var disabled: Condition = false
  var rows: [RowSpec]
  var multivalued: MultivaluedSpec?
  /// Rules over the whole section ("at least one stop").
  var rules: [SectionRule] = []
  /// The page the section was declared in, if the form has pages.
  var page: PageMarker?
  /// A header or footer text that inserts rows or has several languages.
  var headerText: FormText?
  var footerText: FormText?
  /// Handlers declared with ``Section/onChange(_:)``, called for each of its rows' changes.
  var changeHandlers: [ChangeHandler] = []
  /// A radio list's or checklist's choice (`Form+SelectableSections.swift`).
  var selectable: SelectableSpec?

  init(tag: String?, header: SectionSupplementary?, rows: [RowSpec]) {
    self.tag = tag
    self.header = header
    self.rows = rows
  }
}

struct MultivaluedSpec: Sendable {
  var template: RowSpec
  var options: MultivaluedOptions
  var addTitle: String
  var elementType: any FormValueConvertible.Type
  /// What follows the entries: their titles by position, the Add row's looks.
  var style = EntryStyle()

  /// The title of the entry at a position (from 0), when the template depends on it: entries
  /// are titled again as they are inserted, deleted and moved (`Form+EntryTitles.swift`).
  var entryTitle: (@Sendable (Int) -> String)? {
    get { style.box?.entryTitle }
    set { style.box = EntryStyle.Box(entryTitle: newValue, addRowStyle: addRowStyle) }
  }
  /// Changes the Add row makes to its looks (``Section/addRow(_:)``).
  var addRowStyle: (@Sendable (RowSpec) -> RowSpec)? {
    get { style.box?.addRowStyle }
    set { style.box = EntryStyle.Box(entryTitle: entryTitle, addRowStyle: newValue) }
  }
}

/// A multivalued section's optional entry settings, one reference wide.
struct EntryStyle: Sendable {
  final class Box: Sendable {
    let entryTitle: (@Sendable (Int) -> String)?
    let addRowStyle: (@Sendable (RowSpec) -> RowSpec)?
    init(entryTitle: (@Sendable (Int) -> String)?, addRowStyle: (@Sendable (RowSpec) -> RowSpec)?) {
      self.entryTitle = entryTitle
      self.addRowStyle = addRowStyle
    }
  }
  var box: Box?
}

/// A page's definition.
struct PageSpec: Sendable {
  var title: String
  var tag: String?
  var hidden: Condition = false
  /// A title that inserts rows or has several languages.
  var titleText: FormText?

  func with(_ change: (inout PageSpec) -> Void) -> PageSpec {
    var copy = self
    change(&copy)
    return copy
  }
}

/// Which page a section was declared in: sections of one page share one marker.
final class PageMarker: Sendable {
  let spec: PageSpec
  init(_ spec: PageSpec) { self.spec = spec }
}
