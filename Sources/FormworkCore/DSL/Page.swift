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
  /// The sections as given, not yet marked as this page's.
  let contents: [Section]

  /// A page with a title (shown as the step's name) and sections.
  public init(_ title: String, tag: String? = nil, @FormBuilder sections: () -> [Section]) {
    marker = PageMarker(PageSpec(title: title, tag: tag))
    self.contents = sections()
  }

  /// A page with sections built elsewhere (schema-driven forms).
  public init(_ title: String, tag: String? = nil, sections: [Section]) {
    marker = PageMarker(PageSpec(title: title, tag: tag))
    self.contents = sections
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
    self.contents = sections
  }

  /// The same page, hidden (skipped by Back and Next) while `condition` holds.
  public func hidden(_ condition: Condition) -> Page {
    Page(marker: PageMarker(marker.spec.with { $0.hidden = condition }), sections: contents)
  }

  /// The same page, hidden while `closure` returns `true` (its reads are tracked).
  public func hidden(when closure: @escaping @MainActor @Sendable (FormReader) -> Bool) -> Page {
    hidden(.when(closure))
  }

  /// The same page, hidden while the expression holds (`"category != 'company'"`).
  public func hidden(when expression: String) -> Page { hidden(.expression(expression)) }

  private init(marker: PageMarker, sections: [Section]) {
    self.marker = marker
    self.contents = sections
  }

  /// The page's tag, if it has one: how the form and its errors name the page (`page 'loan'`).
  public var tag: String? { marker.spec.tag }

  /// The page's title as one string: a ``FormText`` title that inserts rows or has several
  /// languages gives its first variant, with `{tag}` for each row. The form names a page without
  /// a tag by this title (`page 'Applicant'`).
  public var title: String { marker.spec.title }

  /// The page's sections, each marked as belonging to this page: what a form built from a flat
  /// list of sections (``Form/init(sections:context:)``) needs to know its pages. A page in a
  /// ``FormBuilder`` or ``Form/init(pages:context:)`` gives these.
  ///
  /// ```swift
  /// let sections = pages.flatMap(\.sections)   // pages read from a server, one list
  /// let form = try Form(sections: sections + [summary])
  /// ```
  public var sections: [Section] { markedSections }

  /// The sections, each marked as belonging to this page.
  var markedSections: [Section] {
    contents.map { section in
      var section = section
      section.spec.page = marker
      return section
    }
  }
}

extension FormBuilder {
  public static func buildExpression(_ page: Page) -> [Section] { page.markedSections }
  public static func buildExpression(_ pages: [Page]) -> [Section] { pages.flatMap(\.markedSections) }
}

extension Form {
  /// Builds a multi-page form from pages made elsewhere (schemas, loops).
  ///
  /// - Throws: `FormDefinitionError`, as ``init(sections:context:)``.
  public convenience init(pages: [Page], context: [String: FormValue] = [:]) throws {
    try self.init(sections: pages.flatMap(\.markedSections), context: context)
  }
}
