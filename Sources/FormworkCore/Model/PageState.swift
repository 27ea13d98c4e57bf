/// The pages of a multi-page form and where a person is. `Pages/` owns it; the funnel only
/// tells it that a section of a page changed what it shows.
struct PageState {
  /// The pages, in order; empty when the form is one page.
  var nodes: [PageNode] = []
  /// The index of the page shown.
  var currentIndex = 0
  /// Which pages are steps now (``Form/pageVisibility()``), until a section of a page changes
  /// what it shows: progress reads it on every change.
  var visibilityCache: [Bool]?

  /// A section of a page came, went or changed what it shows: which pages are steps is worked
  /// out again when next read.
  mutating func sectionChanged() { visibilityCache = nil }
}

extension Form {
  /// Whether a section is on the page shown (always, without pages).
  @inline(__always) func isOnShownPage(_ section: SectionNode) -> Bool {
    pageState.nodes.isEmpty || section.page === pageState.nodes[pageState.currentIndex]
  }
}
