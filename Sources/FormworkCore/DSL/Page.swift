/// One step of a multi-page form: a title and sections, shown one page at a time with Back and
/// Next, skipped while its hidden condition holds.
///
/// ```swift
/// let form = try Form {
///   Page("Applicant") {
///     Section { Row.segmented(category, "Category", options: categories) }
///   }
///   Page("Company", tag: "company") {
///     Section { Row.text(vat, "VAT number").required() }
///   }
///   .hidden { $0[category] != .company }
///   Page("Loan") {
///     Section { Row.decimal(amount, "Amount").required() }
///   }
/// }
/// ```
///
/// A form without pages is one page. When a form has pages, every section belongs to one.
public struct Page: Sendable {
  let marker: PageMarker
  let sections: [Section]

  /// A page with a title (shown as the step's name) and sections.
  public init(_ title: String, tag: String? = nil, @FormBuilder sections: () -> [Section]) {
    marker = PageMarker(PageSpec(title: title, tag: tag))
    self.sections = sections()
  }

  /// A page with sections built elsewhere (schema-driven forms).
  public init(_ title: String, tag: String? = nil, sections: [Section]) {
    marker = PageMarker(PageSpec(title: title, tag: tag))
    self.sections = sections
  }

  /// A page whose title is a ``FormText``: inserting rows (`"Review \(row: name)"`) or in several
  /// languages (`.localized(["en": "Payment", "de": "Zahlung"])`).
  public init(_ title: FormText, tag: String? = nil, @FormBuilder sections: () -> [Section]) {
    self.init(title, tag: tag, sections: sections())
  }

  /// A page with a ``FormText`` title and sections built elsewhere (schema-driven forms).
  public init(_ title: FormText, tag: String? = nil, sections: [Section]) {
    var spec = PageSpec(title: title.plainText ?? title.summary, tag: tag)
    if title.plainText == nil { spec.titleText = title }
    marker = PageMarker(spec)
    self.sections = sections
  }

  /// The same page, hidden (skipped by Back and Next) while `condition` holds.
  public func hidden(_ condition: Condition) -> Page {
    Page(marker: PageMarker(marker.spec.with { $0.hidden = condition }), sections: sections)
  }

  /// The same page, hidden while `closure` returns `true` (its reads are tracked).
  public func hidden(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Page {
    hidden(.when(closure))
  }

  /// The same page, hidden while the expression holds (`"category != 'company'"`).
  public func hidden(when expression: String) -> Page { hidden(.expression(expression)) }

  private init(marker: PageMarker, sections: [Section]) {
    self.marker = marker
    self.sections = sections
  }

  /// The sections, each marked as belonging to this page.
  var markedSections: [Section] {
    sections.map { section in
      var section = section
      section.spec.page = marker
      return section
    }
  }
}

/// A page's definition.
struct PageSpec: Sendable {
  var title: String
  var tag: String?
  var hidden: Condition = false
  /// A title that inserts rows or has several languages.
  var titleText: FormText?

  func with(_ change: (inout PageSpec) -> Void) -> PageSpec {
    var copy = self
    change(&copy)
    return copy
  }
}

/// Which page a section was declared in: sections of one page share one marker.
final class PageMarker: Sendable {
  let spec: PageSpec
  init(_ spec: PageSpec) { self.spec = spec }
}

extension FormBuilder {
  public static func buildExpression(_ page: Page) -> [Section] { page.markedSections }
  public static func buildExpression(_ pages: [Page]) -> [Section] { pages.flatMap(\.markedSections) }
}
