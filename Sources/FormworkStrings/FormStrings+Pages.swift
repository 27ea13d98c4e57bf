extension FormStrings {
  /// The words of multi-page forms: the step a person is on.
  public var pages: Pages { Pages(strings: self) }

  /// The words of multi-page forms. The buttons are in ``Controls``: ``Controls/back``,
  /// ``Controls/next`` and ``Controls/done``.
  public struct Pages: Sendable {
    let strings: FormStrings

    /// "Step 2 of 4 · Applicant"; "Step 2 of 4" when the page has no title. Numbers are written
    /// the locale's way.
    ///
    /// ```swift
    /// let progress = form.progress
    /// let title = form.currentPage.flatMap(form.title(of:))
    /// header.text = form.strings.pages.step(progress.step, of: progress.stepCount, title: title)
    /// ```
    public func step(_ step: Int, of count: Int, title: String? = nil) -> String {
      var arguments = ["step": strings.number(step), "count": strings.number(count)]
      guard let title, !title.isEmpty else { return strings.text(.pagesStep, arguments) }
      arguments["title"] = title
      return strings.text(.pagesStepTitled, arguments)
    }
  }
}
