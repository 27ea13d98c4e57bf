extension Form {
  static let draftFormat = "formwork.draft"
  /// Version 2 added the definition's fingerprint; version 1 drafts still restore.
  static let draftVersion = 2
  static let readableDraftVersions: ClosedRange<Int> = 1...2

  /// What the user has entered so far, to keep across launches and restore with
  /// ``restore(draft:origin:)`` or ``restoreMatching(draft:origin:)``.
  ///
  /// ```swift
  /// UserDefaults.standard.set(form.draft().jsonString(), forKey: "signup.draft")
  /// // later, on a fresh form
  /// try form.restore(draft: FormValue(json: savedText))
  /// ```
  ///
  /// `DraftAutosave` does this for you: it saves after changes, restores when the form opens
  /// and deletes the draft on submit.
  ///
  /// The draft holds every tagged row's value — hidden rows too, whatever their policy, and the
  /// empty rows of multivalued sections —, which rows the user has already left (so validation
  /// that waits for a first blur shows at once after restoring), and the form's
  /// ``fingerprint``, so a draft restored into a changed definition is never applied wrong. A
  /// multi-page form's draft also names the page shown (its tag, or its position from 0 for a
  /// page without tag), so a restored draft returns there:
  ///
  /// ```json
  /// {"format": "formwork.draft", "version": 2,
  ///  "fingerprint": {"digest": "fnv1a64:…", "tags": {"email": {"kind": "email", "type": "string"}}},
  ///  "page": "applicant", "values": {"email": "ada@"}, "touched": ["email"]}
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public func draft() -> FormValue {
    let parts = draftParts()
    var members: [String: FormValue] = [
      "format": .string(Self.draftFormat),
      "version": .int(Self.draftVersion),
      "fingerprint": fingerprint.formValue,
      "values": .object(parts.values),
      "touched": .list(parts.touched.map(FormValue.string)),
    ]
    if let page = draftPage { members["page"] = page }
    return .object(members)
  }

  /// The page shown, as a draft names it: its tag, or its position for a page without tag;
  /// `nil` for a form without pages.
  var draftPage: FormValue? {
    guard let current = currentPage else { return nil }
    return tag(of: current).map(FormValue.string) ?? .int(current.rawValue)
  }

  /// What a draft holds besides its fingerprint: every tagged row's value, and the tags of the
  /// rows the user left, in form order.
  func draftParts() -> (values: [String: FormValue], touched: [String]) {
    var touched: [String] = []
    for section in storage.sections {
      for row in section.rows where row.hasBlurred {
        if let tag = row.spec.tag { touched.append(tag) }
      }
    }
    return (collectValues(including: .allRows, keepsEmptyElements: true), touched)
  }

  /// Puts back the values and touched rows of a ``draft()``, all or nothing.
  ///
  /// The draft may have been through JSON: dates as ISO 8601 text and whole decimals as integers
  /// convert back to their rows' types. Rows the draft does not name keep their values. To
  /// restore what still fits a changed definition and hear about the rest, use
  /// ``restoreMatching(draft:origin:)``.
  ///
  /// - Parameters:
  ///   - draft: A value ``draft()`` made.
  ///   - origin: Who makes the change; ``ChangeOrigin/hydration`` by default.
  /// - Throws: ``FormInputError`` listing every problem — `FormError.Code.invalidDraft` when
  ///   the value is not a draft (or one of a newer version, or with a damaged fingerprint), tags
  ///   that no longer exist (`FormError.Code.unknownKey`), values saved for a row whose type
  ///   changed since and values that no longer fit their rows (`FormError.Code.typeMismatch`).
  ///   The form is unchanged.
  public func restore(draft: FormValue, origin: ChangeOrigin = .hydration) throws {
    let contents = try Self.parseDraft(draft)
    let current = contents.fingerprint == nil ? nil : fingerprint
    var plan = InputPlan()
    for tag in contents.values.keys.sorted() {
      let path = contents.valuesPath.appending(tag)
      if let saved = contents.fingerprint?.entries[tag], let now = current?.entries[tag],
        !saved.holdsSameValues(as: now)
      {
        plan.problems.append(
          FormError(
            .typeMismatch, "the draft was saved when '\(tag)' held \(saved), it holds \(now) now",
            at: FormErrorLocation(tag: tag, path: path.description)))
        continue
      }
      planValue(contents.values[tag] ?? .null, forTag: tag, path: path, into: &plan)
    }
    var touched: Set<String> = []
    for (index, tag) in contents.touched.enumerated() {
      guard storage.node(tag: tag) != nil else {
        plan.problems.append(
          FormError(
            .unknownKey, "no row has the tag '\(tag)'\(suggestion(for: tag, includingLists: true))",
            at: FormErrorLocation(tag: tag, path: contents.touchedPath.appending(index: index).description)))
        continue
      }
      touched.insert(tag)
    }
    if let page = contents.page, restorePage(page, origin: origin) == nil {
      plan.problems.append(
        FormError(
          .unknownKey, "no page is \(page.jsonString())\(pageSuggestion)",
          at: FormErrorLocation(path: contents.pagePath.description)))
      throw FormInputError(plan.problems)
    }
    try applyDraft(plan, touched: touched, origin: origin)
    if let page = contents.page { restorePage(page, origin: origin, moving: true) }
  }

  /// Finds the page a draft names and, when `moving`, shows it, or the nearest visible page
  /// before it when it is hidden now (``Form/showRestoredPage(at:origin:)``).
  ///
  /// - Returns: The page's position, or `nil` when no page has that tag or position.
  @discardableResult
  func restorePage(_ page: FormValue, origin: ChangeOrigin, moving: Bool = false) -> Int? {
    let index: Int?
    switch page {
    case .string(let tag): index = pageID(forTag: tag)?.rawValue
    case .int(let position): index = pageIDs.indices.contains(position) ? position : nil
    default: index = nil
    }
    if let index, moving { showRestoredPage(at: index, origin: origin) }
    return index
  }

  /// The pages' tags, for a message about a page no form has.
  private var pageSuggestion: String {
    let tags = pageIDs.compactMap { self.tag(of: $0) }
    return tags.isEmpty ? "" : " (the pages are \(tags.joined(separator: ", ")))"
  }

  /// Applies a draft's checked values and marks exactly the `touched` rows as left by the user,
  /// as one change; throws the plan's problems instead when it has any.
  func applyDraft(_ plan: InputPlan, touched: Set<String>, origin: ChangeOrigin) throws {
    guard plan.problems.isEmpty else { throw FormInputError(plan.problems) }
    try change {
      try apply(plan, origin: origin)
      for row in storage.orderedRows {
        guard let tag = row.spec.tag else { continue }
        let wasTouched = touched.contains(tag)
        guard row.hasBlurred != wasTouched else { continue }
        row.hasBlurred = wasTouched
        row.wasEdited = wasTouched
        markReconfigure(row)
      }
    }
  }

  // MARK: Reading a draft

  /// A draft's parts, checked for shape (not against a form).
  struct DraftContents {
    var version: Int
    /// `nil` for version 1 drafts, which had none.
    var fingerprint: FormFingerprint?
    var values: [String: FormValue]
    var touched: [String]
    /// The page the draft was saved on (a tag or a position); `nil` for a form without pages.
    var page: FormValue?
    let valuesPath = ValuePath().appending("values")
    let touchedPath = ValuePath().appending("touched")
    let pagePath = ValuePath().appending("page")
  }

  /// Checks a draft's shape: its format, a version this library reads, its fingerprint (digest
  /// included), an object of values and a list of touched tags.
  ///
  /// - Throws: ``FormInputError`` with `FormError.Code.invalidDraft` problems and their paths.
  static func parseDraft(_ draft: FormValue) throws -> DraftContents {
    let root = ValuePath()
    func problem(_ message: String, at path: ValuePath) -> FormError {
      FormError(.invalidDraft, message, at: FormErrorLocation(path: path.description))
    }
    guard case .object(let members) = draft else {
      throw FormInputError([problem("not a Formwork draft: expected an object, found \(draft.type)", at: root)])
    }
    guard members["format"] == .string(draftFormat) else {
      let found = members["format"]?.jsonString() ?? "none"
      throw FormInputError([problem("not a Formwork draft: the format is \(found), not \"\(draftFormat)\"", at: root)])
    }
    guard case .int(let version) = members["version"] ?? .null, readableDraftVersions.contains(version) else {
      throw FormInputError([
        problem(
          "unsupported draft version \(members["version"] ?? .null) (this version of Formwork reads "
            + "\(readableDraftVersions.lowerBound) to \(readableDraftVersions.upperBound))",
          at: root.appending("version"))
      ])
    }
    var problems: [FormError] = []
    var fingerprint: FormFingerprint?
    if version >= 2 {
      do {
        fingerprint = try FormFingerprint(formValue: members["fingerprint"] ?? .null, at: root.appending("fingerprint"))
      } catch let error as FormError {
        problems.append(error)
      }
    }
    var values: [String: FormValue] = [:]
    switch members["values"] ?? .null {
    case .object(let object): values = object
    case let other:
      problems.append(problem("the values are not an object: found \(other.type)", at: root.appending("values")))
    }
    var touched: [String] = []
    switch members["touched"] ?? .list([]) {
    case .list(let items):
      for (index, item) in items.enumerated() {
        guard case .string(let tag) = item else {
          problems.append(
            problem("expected a tag, found \(item.type)", at: root.appending("touched").appending(index: index)))
          continue
        }
        touched.append(tag)
      }
    case let other:
      problems.append(problem("the touched rows are not a list: found \(other.type)", at: root.appending("touched")))
    }
    let page = members["page"]
    switch page {
    case nil, .string?, .int?: break
    case let other?:
      problems.append(
        problem("the page is neither a tag nor a position: found \(other.type)", at: root.appending("page")))
    }
    guard problems.isEmpty else { throw FormInputError(problems) }
    return DraftContents(version: version, fingerprint: fingerprint, values: values, touched: touched, page: page)
  }
}
