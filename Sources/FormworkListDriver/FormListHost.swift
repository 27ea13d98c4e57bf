import Formwork
import FormworkDiff

/// A list view a ``FormListDriver`` drives: a `UITableView` or `UICollectionView` adapter, or a
/// recording list in tests.
///
/// The driver decides everything (what to reload, what to animate, which row to focus); a host
/// only performs it. Index paths are those of the driver's data source, which answers the new
/// state before any batch is performed, as UIKit requires.
///
/// ```swift
/// final class TableHost: FormListHost {
///   let tableView: UITableView
///   var isOnWindow: Bool { tableView.window != nil }
///   func reloadData() { tableView.reloadData() }
///   func performBatchUpdates(_ stage: ListUpdate.Stage, animated: Bool) {
///     tableView.performBatchUpdates { /* deletes, inserts, moves, reloads of `stage` */ }
///   }
///   // …
/// }
/// ```
@MainActor
public protocol FormListHost: AnyObject {
  /// Whether the list is in a window and has shown its data, so that batch updates can animate.
  /// When it is not, the driver calls ``reloadData()`` instead.
  var isOnWindow: Bool { get }

  /// Drops every cell and asks the data source again.
  func reloadData()

  /// Performs one stage of a `ListUpdate` as one batch (`performBatchUpdates`):
  /// deletes and reloads in the stage's "before" paths, inserts in its "after" paths, moves from
  /// one to the other.
  func performBatchUpdates(_ stage: ListUpdate.Stage, animated: Bool)

  /// Configures the cells at these paths again, in place: the same cell shows the row's new
  /// state (no reload, so a focused text field keeps its keyboard and caret). Paths of rows off
  /// screen may be ignored.
  func reconfigureRows(at paths: [ItemPath])

  /// Configures the headers and footers of these sections again.
  func reconfigureSupplementaries(inSections sections: [Int])

  /// A header or footer of these sections appeared or went away without a structural change
  /// (its text was set or cleared): the list must ask the data source again whether the
  /// sections have one (a table reloads the sections, a list layout is invalidated). The driver
  /// gives the focused row its focus back afterwards. The default reconfigures them.
  func reloadSupplementaries(inSections sections: [Int])

  /// The paths of the rows on screen, in order.
  var visibleRowPaths: [ItemPath] { get }

  /// Scrolls just enough to show the row.
  func scrollToRow(at path: ItemPath, animated: Bool)

  /// Ends editing: the focused input resigns and the keyboard goes away.
  func endEditing()

  /// Gives input focus to the row's cell (scrolling it on screen first).
  ///
  /// - Returns: Whether the cell took focus.
  @discardableResult
  func focusRow(at path: ItemPath) -> Bool

  /// Shows the focused row's keyboard: called when a row takes focus, and again when its return
  /// key or the previous / next buttons change while it keeps focus (rows appeared or
  /// disappeared around it). The row's cell is reconfigured for a new return key; update what
  /// the cell does not own, such as a keyboard accessory shared by every input. The default does
  /// nothing.
  func updateKeyboard(_ keyboard: FormFocusedKeyboard)

  /// Says `text` to assistive technologies (VoiceOver's announcement): an error that appeared
  /// under the focused row (see ``FormErrorAnnouncer``). The default does nothing.
  func announce(_ text: String)
}

extension FormListHost {
  /// Reconfigures the sections' headers and footers.
  public func reloadSupplementaries(inSections sections: [Int]) {
    reconfigureSupplementaries(inSections: sections)
  }

  /// Does nothing: a host without a shared keyboard accessory needs nothing more than the
  /// reconfigured row.
  public func updateKeyboard(_ keyboard: FormFocusedKeyboard) {}

  /// Does nothing: a host without assistive technologies has nobody to tell.
  public func announce(_ text: String) {}
}
