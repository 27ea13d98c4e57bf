extension Form {
  /// Restores the values of a ``draft()`` that still match this form's definition, and reports
  /// the others.
  ///
  /// An app update may rename a row, remove it, or change what it holds. The draft remembers the
  /// ``fingerprint`` of the form it was saved from; each value is restored only when its tag still
  /// names a row (or multivalued section) holding the same type of value and the value converts
  /// to it. Every other value is left out and listed in the report with the reason, never applied
  /// wrong. Touched rows that still exist are restored too, and so is the page the person was on
  /// (or the nearest visible page before it, when the restored values hide it).
  ///
  /// ```swift
  /// let report = try form.restoreMatching(draft: FormValue(jsonData: data))
  /// print(report)
  /// // restored 4 values, dropped 1 (the form changed since the draft was saved)
  /// //   'age': the draft was saved when it held text: string, it holds integer: int now
  /// ```
  ///
  /// `DraftAutosave.restore()` calls this when a form opens.
  ///
  /// - Parameters:
  ///   - draft: A value ``draft()`` made, perhaps by an earlier version of the app.
  ///   - origin: Who makes the change; ``ChangeOrigin/hydration`` by default.
  /// - Returns: The tags restored and the values dropped, with why.
  /// - Throws: ``FormInputError`` with `FormError.Code.invalidDraft` problems, and the form
  ///   unchanged, when the value is not a draft this library can read: another format, a newer
  ///   version, a fingerprint whose digest does not match its entries, values that are not an
  ///   object. A damaged draft is never partly applied.
  /// - Complexity: O(*n* + *d*) for *n* rows and *d* values in the draft.
  @discardableResult
  public func restoreMatching(draft: FormValue, origin: ChangeOrigin = .hydration) throws -> DraftRestoreReport {
    let contents = try Self.parseDraft(draft)
    let current = fingerprint
    var plan = InputPlan()
    var applied: [String] = []
    var dropped: [DraftRestoreReport.DroppedValue] = []
    for tag in contents.values.keys.sorted() {
      let value = contents.values[tag] ?? .null
      guard let now = current.entries[tag] else {
        dropped.append(.init(tag: tag, value: value, reason: .tagRemoved))
        continue
      }
      if let saved = contents.fingerprint?.entries[tag], !saved.holdsSameValues(as: now) {
        dropped.append(.init(tag: tag, value: value, reason: .typeChanged(saved: saved, current: now)))
        continue
      }
      // Each value is planned on its own, so one that does not fit leaves the others applicable.
      var single = InputPlan()
      planValue(value, forTag: tag, path: contents.valuesPath.appending(tag), into: &single)
      guard single.problems.isEmpty else {
        let message = single.problems.map(\.message).joined(separator: "; ")
        dropped.append(.init(tag: tag, value: value, reason: .doesNotFit(message)))
        continue
      }
      plan.rows += single.rows
      plan.sections += single.sections
      applied.append(tag)
    }
    let touched = Set(contents.touched.filter { storage.node(tag: $0) != nil })
    try applyDraft(plan, touched: touched, origin: origin)
    var report = DraftRestoreReport(
      applied: applied, dropped: dropped, savedFingerprint: contents.fingerprint,
      definitionChanged: contents.fingerprint.map { $0.digest != current.digest } ?? true)
    // The page the person was on, once the values decided which pages are shown.
    if let page = contents.page, restorePage(page, origin: origin, moving: true) == nil { report.pageNotFound = page }
    return report
  }
}
