extension Form {
  static let draftFormat = "formwork.draft"
  static let draftVersion = 1

  /// What the user has entered so far, to keep across launches and restore with
  /// ``restore(draft:origin:)``.
  ///
  /// ```swift
  /// UserDefaults.standard.set(form.draft().jsonString(), forKey: "signup.draft")
  /// // later, on a fresh form
  /// try form.restore(draft: FormValue(json: savedText))
  /// ```
  ///
  /// The draft holds every tagged row's value — hidden rows too, whatever their policy, and the
  /// empty rows of multivalued sections — and which rows the user has already left (so
  /// validation that waits for a first blur shows at once after restoring):
  ///
  /// ```json
  /// {"format": "formwork.draft", "version": 1, "values": {"email": "ada@"}, "touched": ["email"]}
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* rows.
  public func draft() -> FormValue {
    let touched = storage.orderedRows.compactMap { row in row.hasBlurred ? row.spec.tag : nil }
    return .object([
      "format": .string(Self.draftFormat),
      "version": .int(Self.draftVersion),
      "values": .object(collectValues(including: .allRows, keepsEmptyElements: true)),
      "touched": .list(touched.map(FormValue.string)),
    ])
  }

  /// Puts back the values and touched rows of a ``draft()``, all or nothing.
  ///
  /// The draft may have been through JSON: dates as ISO 8601 text and whole decimals as integers
  /// convert back to their rows' types. Rows the draft does not name keep their values.
  ///
  /// - Parameters:
  ///   - draft: A value ``draft()`` made.
  ///   - origin: Who makes the change; ``ChangeOrigin/hydration`` by default.
  /// - Throws: ``FormInputError`` listing every problem — ``FormError/Code/invalidDraft`` when
  ///   the value is not a draft (or one of a newer version), tags that no longer exist
  ///   (``FormError/Code/unknownKey``), values that no longer fit their rows. The form is
  ///   unchanged.
  public func restore(draft: FormValue, origin: ChangeOrigin = .hydration) throws {
    let root = ValuePath()
    guard case .object(let members) = draft, members["format"] == .string(Self.draftFormat) else {
      throw FormInputError([FormError(.invalidDraft, "not a Formwork draft", at: FormErrorLocation(path: "\(root)"))])
    }
    guard members["version"] == .int(Self.draftVersion) else {
      throw FormInputError([
        FormError(
          .invalidDraft, "unsupported draft version \(members["version"] ?? .null)",
          at: FormErrorLocation(path: "\(root.appending("version"))"))
      ])
    }
    var plan = InputPlan()
    switch members["values"] ?? .null {
    case .object(let values):
      for tag in values.keys.sorted() {
        planValue(values[tag] ?? .null, forTag: tag, path: root.appending("values").appending(tag), into: &plan)
      }
    default:
      plan.problems.append(
        FormError(
          .invalidDraft, "the values are not an object", at: FormErrorLocation(path: "\(root.appending("values"))")))
    }
    var touched: Set<String> = []
    switch members["touched"] ?? .list([]) {
    case .list(let items):
      for (index, item) in items.enumerated() {
        let location = FormErrorLocation(path: "\(root.appending("touched").appending(index: index))")
        guard case .string(let tag) = item else {
          plan.problems.append(FormError(.invalidDraft, "expected a tag, found \(item.type)", at: location))
          continue
        }
        guard storage.node(tag: tag) != nil else {
          var location = location
          location.tag = tag
          plan.problems.append(
            FormError(.unknownKey, "no row has the tag '\(tag)'\(suggestion(for: tag))", at: location))
          continue
        }
        touched.insert(tag)
      }
    default:
      plan.problems.append(
        FormError(
          .invalidDraft, "the touched rows are not a list", at: FormErrorLocation(path: "\(root.appending("touched"))"))
      )
    }
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
}
