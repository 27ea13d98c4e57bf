import Formwork
import Foundation

extension FormTerminalSession {
  /// Whether the form's language is written right to left (Arabic, Hebrew, Persian, Urdu…), from
  /// its locale's character direction: the screen is then mirrored.
  ///
  /// Titles start at the right edge with the focus marker (`<`) right of them, values sit left
  /// of their titles, marks and brackets face the other way, the status and help lines are
  /// right-aligned, lists and the help screen are mirrored alike. Each piece of text keeps its
  /// logical order (see ``ScreenLine/mirrored(width:)``). ← and → keep what they show: on a
  /// stepper, a slider or a segmented row ← moves toward the left of the mirrored row (a
  /// higher value, the next segment), as a click on its left arrow does; in text and in a date
  /// picker they move through the text as it is drawn.
  public var isRightToLeft: Bool { form.locale.language.characterDirection == .rightToLeft }

  /// A click as the left-to-right layout sees it: its column mirrored in a right-to-left form.
  func leftToRight(_ event: MouseEvent) -> MouseEvent {
    guard isRightToLeft else { return event }
    var event = event
    event.column = max(0, frameWidth - 1 - event.column)
    return event
  }

  /// The step ← (`-1`) or → (`+1`) makes on a stepper, slider or segmented row: turned around
  /// when the row is mirrored, so the key moves toward the side it points to.
  func visualStep(_ direction: Int) -> Int {
    isRightToLeft ? -direction : direction
  }
}
