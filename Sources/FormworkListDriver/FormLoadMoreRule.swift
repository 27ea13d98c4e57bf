import Formwork

/// When a list asks for more rows (``FormListEvent/loadMore(_:)``): a row within `distance`
/// rows of its section's end is shown or prefetched, and the section has not been asked at its
/// current number of rows. The list driver and SwiftUI's `FormModel` follow the same rule.
///
/// ```swift
/// var rule = FormLoadMoreRule(distance: 5)
/// rule.asksForMore(showing: 96, of: 100, in: section)   // true: append more rows
/// rule.asksForMore(showing: 97, of: 100, in: section)   // false: asked at 100 rows already
/// ```
public struct FormLoadMoreRule: Sendable, Equatable {
  /// How close to a section's end (in rows) showing a row asks for more; `nil` never asks.
  public var distance: Int?
  /// The number of rows each section had when it was last asked.
  private var asked: [SectionID: Int] = [:]

  public init(distance: Int? = nil) {
    self.distance = distance
  }

  /// Whether showing row `item` of a section of `count` rows asks for more; the ask is
  /// remembered, so the section is asked again only once its number of rows changed.
  ///
  /// - Complexity: O(1).
  public mutating func asksForMore(showing item: Int, of count: Int, in section: SectionID) -> Bool {
    guard let distance, count > 0, item >= count - distance, asked[section] != count else { return false }
    asked[section] = count
    return true
  }

  /// Forgets the asks of sections whose number of rows is no longer the one they were asked at
  /// (`rows` gives a section's current count, `nil` when it is gone).
  public mutating func forget(unless rows: (SectionID) -> Int?) {
    guard !asked.isEmpty else { return }
    asked = asked.filter { section, count in rows(section) == count }
  }
}
