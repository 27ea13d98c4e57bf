import Formwork

/// The words of the line-by-line mode (``LinePromptSession``).
extension TerminalStrings {
  /// "Answer each question, then press Enter. …": what the mode says first.
  var linesIntro: String { text(.linesIntro) }
  /// "y or n".
  var linesYesNo: String { text(.linesYesNo) }
  /// "a number from the list".
  var linesChooseOne: String { text(.linesChooseOne) }
  /// "numbers from the list, separated by commas".
  var linesChooseSeveral: String { text(.linesChooseSeveral) }
  /// "every number from the list, first-ranked first, separated by commas" (a ranking's question).
  var linesRank: String { text(.linesRank) }
  /// "a number from 0 to 300".
  func linesRange(minimum: String, maximum: String) -> String {
    text(.linesRange, ["minimum": minimum, "maximum": maximum])
  }
  /// "several lines; an empty line ends".
  var linesTextArea: String { text(.linesTextArea) }
  /// "7 is not on the list."
  func linesNotAChoice(_ answer: String) -> String { text(.linesNotAChoice, ["answer": answer]) }
  /// "Answer y or n."
  var linesNotYesNo: String { text(.linesNotYesNo) }
  /// "Press Check everything?"
  func linesPress(_ title: String) -> String { text(.linesPress, ["title": title]) }
  /// "Fill in Unloading?"
  func linesOpenNested(_ title: String) -> String { text(.linesOpenNested, ["title": title]) }
  /// "Submit with": before the list of a form's submit buttons.
  var linesSubmitWith: String { text(.linesSubmitWith) }
  /// "Actions of Name (a number from the list, Enter for none):": before the list of a row's
  /// own actions (its swipe actions on a phone).
  func linesRowActions(_ title: String) -> String { text(.linesRowActions, ["title": title]) }
}
