import Foundation

/// Which rows hydration fills.
public enum HydrationMatching: Sendable, Hashable {
  /// Rows with a ``Row/source(_:)`` path; other rows are untouched. The default.
  case sourcePaths
  /// Rows with a source path read it; other tagged rows read the member named by their tag
  /// (dotted tags as paths: `applicant.name`), so a response shaped like ``Form/json(pretty:)``
  /// fills the form without declaring sources.
  case sourcePathsOrTags
}

/// What `Form.hydrate(from:matching:origin:)` did: the rows it set, the paths it did not find,
/// and the problems.
///
/// ```swift
/// let report = form.hydrate(from: response)
/// if report.hasProblems { log(report.problems) }   // row 'amount', at $.data.amount: typeMismatch…
/// ```
public struct HydrationReport: Sendable, Hashable, CustomStringConvertible {
  /// A row (or multivalued section) and the path it read.
  public struct Entry: Sendable, Hashable {
    /// The row's tag, or its title when it has none.
    public var row: String
    /// The path in the response, as written by `ValuePath.description` (`$.data.order.number`).
    public var path: String

    /// An entry for the row named `row` reading `path`.
    public init(row: String, path: String) {
      self.row = row
      self.path = path
    }
  }

  /// Rows given the value at their path (including a value equal to the one they had, and
  /// `null`, which empties a row), in form order.
  public var applied: [Entry] = []
  /// Rows whose path is absent from the response: a missing member, an index out of range, or a
  /// `null` on the way (`"data": null`). Their values are unchanged; this is not an error.
  public var missing: [Entry] = []
  /// Values that do not fit their rows (`FormError.Code.typeMismatch`), paths through a value
  /// of the wrong shape, malformed source paths (`FormError.Code.invalidPath`). Each names the
  /// row's tag and the path; those rows keep their previous values.
  public var problems: [FormError] = []

  /// An empty report.
  public init() {}

  /// Whether anything went wrong.
  public var hasProblems: Bool { !problems.isEmpty }

  public var description: String {
    var lines = ["hydration: \(applied.count) applied, \(missing.count) missing, \(problems.count) problems"]
    lines += missing.map { "  missing \($0.row) at \($0.path)" }
    lines += problems.map { "  - \($0)" }
    return lines.joined(separator: "\n")
  }
}

extension Form {
  /// Fills rows from a server response (GSForm's `reformRespRet`), each from the path its
  /// ``Row/source(_:)`` names.
  ///
  /// ```swift
  /// Row.text(orderNumber, "Order").source("data.order.number")
  /// Row.decimal(total, "Total").source("data.order.total")
  /// Row.text(firstItem, "First item").source("data.items[0].name")
  ///
  /// let report = form.hydrate(from: try FormValue(jsonData: responseData))
  /// form.markClean()   // track edits from the loaded state
  /// ```
  ///
  /// Paths use the `ValuePath` syntax. A multivalued section reads a list from its template
  /// row's source. Each value is converted to its row's type the lossless way (`"42"` fits an
  /// `Int` row, an ISO 8601 string a date row); a value that does not fit is reported and the
  /// row keeps its previous value, while every good value is applied — as one transaction, so
  /// renderers get one update. Missing paths are listed, not errors: responses often leave
  /// members out.
  ///
  /// - Parameters:
  ///   - response: The response, parsed.
  ///   - matching: Whether rows without a source read the member named by their tag.
  ///   - origin: Who makes the change; ``ChangeOrigin/hydration`` by default.
  /// - Returns: What was applied, missing and wrong.
  /// - Complexity: O(*n* · *k*) for *n* rows and paths of *k* steps.
  @discardableResult
  public func hydrate(
    from response: FormValue, matching: HydrationMatching = .sourcePaths, origin: ChangeOrigin = .hydration
  ) -> HydrationReport {
    var report = HydrationReport()
    var rows: [(RowNode, FormValue)] = []
    var sections: [(section: SectionNode, values: [FormValue], entry: HydrationReport.Entry)] = []
    for section in storage.sections {
      if let multivalued = section.spec.multivalued {
        let name = section.spec.tag ?? multivalued.template.title
        guard let path = sourcePath(multivalued.template.source, tag: section.spec.tag, matching, name, &report),
          let value = read(path, for: name, in: response, &report)
        else { continue }
        if let values = normalizedElements(
          of: value, template: multivalued.template, cap: rowCap(of: section), name: name, path: path,
          problems: &report.problems)
        {
          let entry = HydrationReport.Entry(row: name, path: path.description)
          sections.append((section, values, entry))
          report.applied.append(entry)
        }
        continue
      }
      for row in section.rows where holdsValue(row) {
        let name = rowName(row)
        guard let path = sourcePath(row.spec.source, tag: row.spec.tag, matching, name, &report),
          let value = read(path, for: name, in: response, &report)
        else { continue }
        do {
          let normalized = try row.spec.normalize(value, timeZone: timeZone)
          // A ranking's options are its definition's: a list that is not every option once is
          // no ranking, whatever order rows are hydrated in. One taking another row's options is
          // fitted to them once the hydration settles.
          if case .ranking = row.spec.kind, row.spec.optionRules?.source != nil {
            queueFitting(row)
          } else if case .ranking = row.spec.kind,
            let problem = RowSpec.rankingProblem(
              normalized, options: row.spec.options?.fixedItems ?? [],
              at: FormErrorLocation(tag: name, path: path.description))
          {
            throw problem
          }
          rows.append((row, normalized))
          report.applied.append(.init(row: name, path: path.description))
        } catch {
          report.problems.append(
            FormError(.typeMismatch, Self.message(of: error), at: FormErrorLocation(tag: name, path: path.description)))
        }
      }
    }
    change {
      for (section, values, entry) in sections {
        do {
          try replaceRows(of: section, with: values, origin: origin)
        } catch {
          // Only a template whose conditions cannot join the form gets here.
          report.applied.removeAll { $0 == entry }
          report.problems.append(
            FormError(.invalidEdit, Self.message(of: error), at: FormErrorLocation(section: section.spec.tag)))
        }
      }
      for (row, value) in rows { commitValue(value, to: row, origin: origin) }
    }
    return report
  }

  /// Fills rows from a JSON response; see ``hydrate(from:matching:origin:)-(FormValue,_,_)``.
  ///
  /// - Throws: `FormError` `FormError.Code.invalidJSON` with line and column when the data
  ///   is not JSON; nothing is changed then.
  @discardableResult
  public func hydrate(
    jsonData: Data, matching: HydrationMatching = .sourcePaths, origin: ChangeOrigin = .hydration
  ) throws -> HydrationReport {
    hydrate(from: try FormValue(jsonData: jsonData), matching: matching, origin: origin)
  }

  /// Fills rows from a JSON response given as text; see ``hydrate(jsonData:matching:origin:)``.
  @discardableResult
  public func hydrate(
    json: String, matching: HydrationMatching = .sourcePaths, origin: ChangeOrigin = .hydration
  ) throws -> HydrationReport {
    hydrate(from: try FormValue(json: json), matching: matching, origin: origin)
  }

  /// Fills rows from any `Encodable` model (a decoded response), through `FormValueEncoder`:
  /// dates and decimals arrive exact.
  ///
  /// ```swift
  /// let response = try JSONDecoder().decode(OrderResponse.self, from: data)
  /// form.hydrate(from: response)   // rows read `.source("order.number")`…
  /// ```
  ///
  /// - Throws: `FormError` `FormError.Code.encodingFailed` when the model cannot be encoded;
  ///   nothing is changed then.
  ///
  /// A dictionary literal is a `FormValue` here, not a model: this overload is disfavoured so
  /// `form.hydrate(from: ["data": …])` reads the literal directly and cannot throw.
  @_disfavoredOverload
  @discardableResult
  public func hydrate<T: Encodable>(
    from model: T, matching: HydrationMatching = .sourcePaths, origin: ChangeOrigin = .hydration
  ) throws -> HydrationReport {
    hydrate(from: try FormValueEncoder().encode(model), matching: matching, origin: origin)
  }

  // MARK: Implementation

  /// The path a row reads: its source, or its tag when matching allows; problems go to the report.
  private func sourcePath(
    _ source: String?, tag: String?, _ matching: HydrationMatching, _ name: String, _ report: inout HydrationReport
  ) -> ValuePath? {
    if let source {
      do {
        return try ValuePath(parsing: source)
      } catch var error as FormError {
        error.location.tag = name
        error.location.part = "source"
        report.problems.append(error)
        return nil
      } catch {
        return nil
      }
    }
    guard matching == .sourcePathsOrTags, let tag else { return nil }
    return ValuePath(dottedKey: tag) ?? ValuePath([.member(tag)])
  }

  /// The value at `path`, or `nil` with the miss or the problem recorded.
  private func read(_ path: ValuePath, for name: String, in response: FormValue, _ report: inout HydrationReport)
    -> FormValue?
  {
    switch response.lookup(path) {
    case .found(let value):
      return value
    case .missing:
      report.missing.append(.init(row: name, path: path.description))
    case .wrongShape(let depth, let found):
      let reached = ValuePath(Array(path.components.prefix(depth)))
      let needed: String
      if case .index = path.components[depth] { needed = "a list" } else { needed = "an object" }
      report.problems.append(
        FormError(
          .typeMismatch, "expected \(needed) at \(reached), found \(found.type) \(preview(found))",
          at: FormErrorLocation(tag: name, path: path.description)))
    }
    return nil
  }
}
