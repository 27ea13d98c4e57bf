import Formwork

/// What a headless answer that cannot be applied says, in the form's language.
extension TerminalStrings {
  /// "the row cannot be edited: …"
  func answerCannotEdit(_ reason: String) -> String { text(.answerCannotEdit, ["reason": reason]) }
  /// "expected a string, found the number 3".
  func answerExpectedText(found: FormValue) -> String { text(.answerExpectedText, ["found": describe(found)]) }
  /// "expected a number, found …".
  func answerExpectedNumber(found: FormValue) -> String { text(.answerExpectedNumber, ["found": describe(found)]) }
  /// "expected a date as text (yyyy-mm-dd), found …".
  func answerExpectedDate(format: String, found: FormValue) -> String {
    text(.answerExpectedDate, ["format": format, "found": describe(found)])
  }
  /// "expected true or false, found …".
  func answerExpectedBool(found: FormValue) -> String { text(.answerExpectedBool, ["found": describe(found)]) }
  /// "expected an object, found …".
  func answerExpectedObject(found: FormValue) -> String { text(.answerExpectedObject, ["found": describe(found)]) }
  /// "expected a list of option values, found …".
  func answerExpectedChoices(found: FormValue) -> String {
    text(.answerExpectedChoices, ["found": describe(found)])
  }
  /// "expected a list for a multivalued section, found …".
  func answerExpectedList(found: FormValue) -> String { text(.answerExpectedList, ["found": describe(found)]) }
  /// "this row takes no answer".
  var answerTakesNoAnswer: String { text(.answerTakesNoAnswer) }
  /// "a button takes true (to press it), found …".
  func answerButtonTakesTrue(found: FormValue) -> String {
    text(.answerButtonTakesTrue, ["found": describe(found)])
  }
  /// "the button cannot be pressed: …".
  func answerButtonDenied(_ reason: String) -> String { text(.answerButtonDenied, ["reason": reason]) }
  /// "the row is hidden with these answers, so it takes no answer".
  var answerHidden: String { text(.answerHidden) }
  /// "no row has this tag. Did you mean 'name'?" (the question only with a close tag).
  func answerUnknownTag(closest: String?) -> String {
    text(.answerUnknownTag, ["hint": closest.map(didYouMean) ?? ""])
  }
  /// " Did you mean 'name'?", with its leading space where the language puts one.
  func didYouMean(_ name: String) -> String { text(.cliDidYouMean, ["name": name]) }
  /// `"hourly" is not one of the options: "daily" (Daily), …`.
  func answerNotAnOption(_ value: String, options: String) -> String {
    text(.answerNotAnOption, ["value": value, "options": options])
  }
  /// "answers must be a JSON object of tag → value, found …".
  func answerNotAnObject(found: FormValue) -> String { text(.answerNotAnObject, ["found": describe(found)]) }

  /// A value as a problem names it: `the number 3`, `the string "yes"`, `a list`.
  func describe(_ value: FormValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return text(.foundBoolean, ["value": value.jsonString()])
    case .int, .decimal: return text(.foundNumber, ["value": value.jsonString()])
    case .string: return text(.foundString, ["value": value.jsonString()])
    case .date: return text(.foundDate)
    case .list: return text(.foundList)
    case .object: return text(.foundObject)
    }
  }
}

/// What the `formwork` command says when it cannot go on, in the language of `--locale` (or of
/// the environment).
extension TerminalStrings {
  /// "cancelled".
  public var cancelled: String { text(.cliCancelled) }
  /// "answers.json: not valid JSON: …".
  public func notJSON(source: String, detail: String) -> String {
    text(.cliNotJSON, ["source": source, "detail": detail])
  }
  /// "answers.json: not valid JSON at line 2, column 1" (where the JSON reader's English
  /// reason would not be in the person's language).
  public func notJSON(source: String, line: Int, column: Int) -> String {
    text(.cliNotJSONAt, ["source": source, "line": strings.number(line), "column": strings.number(column)])
  }
  /// "--draft d.json: the directory … does not exist".
  public func draftNoDirectory(path: String, directory: String) -> String {
    text(.cliDraftNoDirectory, ["path": path, "directory": directory])
  }
  /// "--draft is for filling in at the terminal, not with --answers".
  public var draftWithAnswers: String { text(.cliDraftWithAnswers) }
  /// "--draft needs an example name: a draft belongs to one form".
  public var draftNeedsName: String { text(.cliDraftNeedsName) }
  /// "no example is named 'x'. Did you mean 'y'? Examples: …".
  public func noExample(named name: String, closest: String?, names: String) -> String {
    let hint = closest.map { text(.cliDidYouMean, ["name": $0]) } ?? ""
    return text(.cliNoExample, ["name": name, "hint": hint, "names": names])
  }
  /// Why a file cannot be read.
  public enum Unreadable: Sendable {
    /// No file at the path.
    case missing
    /// The path is a directory.
    case directory
    /// The file cannot be read by this user.
    case permissionDenied
    /// Another reason, as the system says it.
    case other(String)
  }
  /// "cannot read the answers file 'a.json': no such file" (or the schema file's).
  public func cannotRead(path: String, schema: Bool, because reason: Unreadable) -> String {
    let why: String
    switch reason {
    case .missing: why = text(.cliNoSuchFile)
    case .directory: why = text(.cliIsDirectory)
    case .permissionDenied: why = text(.cliPermissionDenied)
    case .other(let text): why = text
    }
    return text(schema ? .cliCannotReadSchema : .cliCannotReadAnswers, ["path": path, "reason": why])
  }
  /// "standard input is not a terminal, so the form cannot be filled in interactively."
  public var notATerminal: String { text(.cliNotATerminal) }
  /// "Fill it in headless with a JSON object of answers (tag → value):".
  public var headlessHowTo: String { text(.cliHeadlessHowTo) }
  /// "List the examples with:".
  public var listExamples: String { text(.cliListExamples) }
  /// "cannot use the terminal: …".
  public func cannotUseTerminal(_ reason: String) -> String { text(.cliCannotUseTerminal, ["reason": reason]) }
}
