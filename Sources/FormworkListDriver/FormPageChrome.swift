import Formwork

/// What a pages screen shows around the list of a multi-page form: the step's title, the progress
/// bar and the Back / Next / Done buttons. ``FormPageFlow`` makes it; the UIKit and SwiftUI pages
/// screens only draw it.
///
/// ```swift
/// let chrome = flow.chrome
/// titleLabel.text = chrome.title          // "Step 2 of 4 · Applicant"
/// progressView.progress = Float(chrome.progress)
/// backButton.isHidden = !chrome.back.isShown
/// ```
public struct FormPageChrome: Sendable, Equatable {
  /// The current page's position among the visible pages, from 1.
  public var step: Int
  /// How many pages are visible now.
  public var stepCount: Int
  /// The current page's own title (`nil` for a page without one, or a form without pages).
  public var pageTitle: String?
  /// The step with the page's title, in the form's language: "Step 2 of 4 · Applicant".
  public var title: String
  /// The step alone: "Step 2 of 4".
  public var stepText: String
  /// What the progress bar shows, from 0 to 1: the share of required visible rows answered, on
  /// every page (`FormProgress.answeredShare`), as the terminal's bar does.
  public var progress: Double
  /// Goes to the previous visible page; shown from the second step on.
  public var back: FormPageButton
  /// Validates the page and goes to the next visible one; shown before the last step.
  public var next: FormPageButton
  /// Validates every visible page; shown on the last step (the app submits when it succeeds).
  public var done: FormPageButton

  public init(
    step: Int, stepCount: Int, pageTitle: String?, title: String, stepText: String, progress: Double,
    back: FormPageButton, next: FormPageButton, done: FormPageButton
  ) {
    self.step = step
    self.stepCount = stepCount
    self.pageTitle = pageTitle
    self.title = title
    self.stepText = stepText
    self.progress = progress
    self.back = back
    self.next = next
    self.done = done
  }

  /// The chrome of a form as it is now, its words in `strings`.
  ///
  /// - Complexity: O(*p*) for *p* pages (`Form.progress`).
  @MainActor
  public init(form: Form, strings: FormStrings) {
    let progress = form.progress
    let pageTitle = form.currentPage.flatMap(form.title(of:))
    let isFirst = progress.step <= 1
    let isLast = progress.step >= progress.stepCount
    self.init(
      step: progress.step, stepCount: progress.stepCount, pageTitle: pageTitle,
      title: strings.pages.step(progress.step, of: progress.stepCount, title: pageTitle),
      stepText: strings.pages.step(progress.step, of: progress.stepCount),
      progress: min(max(progress.answeredShare, 0), 1),
      back: FormPageButton(title: strings.controls.back, isShown: !isFirst),
      // Next and Done stay enabled on a page with errors: pressing them is how a person learns
      // what is wrong (the refusal focuses the first error).
      next: FormPageButton(title: strings.controls.next, isShown: !isLast),
      done: FormPageButton(title: strings.controls.done, isShown: isLast))
  }
}

/// A button of the pages chrome.
public struct FormPageButton: Sendable, Equatable {
  /// Its title, in the form's language.
  public var title: String
  /// Whether the screen shows it.
  public var isShown: Bool
  /// Whether it can be pressed (shown buttons always can, today).
  public var isEnabled: Bool

  public init(title: String, isShown: Bool, isEnabled: Bool? = nil) {
    self.title = title
    self.isShown = isShown
    self.isEnabled = isEnabled ?? isShown
  }
}

/// What a Back, Next or Done press (or the return key of a page's last input) did.
public enum FormPageOutcome: Sendable, Equatable {
  /// The form shows this page now; the list follows in the same turn.
  case moved(PageID)
  /// The page (or, for Done, some visible page) has errors: the form shows the page of the first
  /// error, and that row took focus or was scrolled to.
  case refused(FormPageRefusal)
  /// Done found every visible page valid, or Next ended the form early (a
  /// `TriggerAction.complete` trigger): the app submits the form's values.
  case completed
  /// There is no page that way (Back on the first step, Next on the last, a form without pages).
  case none
}

/// A refused Next or Done: what is wrong and where the person was taken.
public struct FormPageRefusal: Sendable, Equatable {
  /// The errors found, tied to rows, in form order.
  public var errors: [ValidationIssue]
  /// The page of the first error, shown now.
  public var page: PageID?
  /// The row of the first error (or of the first rule still running).
  public var row: RowID?
  /// What the driver did with that row.
  public var reveal: FormPageReveal

  public init(errors: [ValidationIssue], page: PageID?, row: RowID?, reveal: FormPageReveal) {
    self.errors = errors
    self.page = page
    self.row = row
    self.reveal = reveal
  }
}

/// How the first error's row was brought to the person after a refusal. With a list host, the
/// driver did it; without one (SwiftUI), the renderer does what it says.
public enum FormPageReveal: Sendable, Equatable {
  /// Its input took focus (a text field or another keyboard input), scrolled on screen.
  case focused(ItemPath)
  /// It cannot take focus (a switch, a selector), or its cell refused it: the list scrolled to it.
  case scrolled(ItemPath)
  /// It is not in the list (a row the page does not show).
  case notShown
}

extension FormPageRefusal {
  /// One line for a banner or an announcement: "2 problems: Name is required." (the count and
  /// the first error's message, in the form's language), or "checking…" when no error was found
  /// but an asynchronous rule still runs (Done waits for it).
  public func summary(in strings: FormStrings) -> String {
    guard let first = errors.first else { return strings.controls.checking }
    return strings.counts.problems(errors.count) + ": " + first.message
  }
}
