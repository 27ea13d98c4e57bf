import Formwork
import FormworkDiff

/// Something that happened in a list showing a form: selection, highlight, display, prefetch,
/// and requests for more rows (SectionKit's cell and supplementary actions, prefetch and
/// load-more publishers).
public enum FormListEvent: Sendable, Equatable {
  /// A row was tapped (before the form handled the tap).
  case selected(RowID, ItemPath)
  /// A row was highlighted (touch down) or unhighlighted.
  case highlighted(RowID, Bool)
  /// A row's cell is about to appear.
  case willDisplay(RowID, ItemPath)
  /// A row's cell went off screen (or its row was deleted).
  case didEndDisplaying(RowID, ItemPath)
  /// A header or footer is about to appear.
  case willDisplaySupplementary(FormSupplementaryRole, SectionID)
  /// A header or footer went off screen.
  case didEndDisplayingSupplementary(FormSupplementaryRole, SectionID)
  /// The list expects to show these rows soon: load what they need.
  case prefetch([RowID])
  /// The list no longer expects to show these rows soon.
  case cancelPrefetching([RowID])
  /// The list is about to reach the end of a section: append more rows to it. Asked once per
  /// number of rows in the section.
  case loadMore(SectionID)
}

extension FormListDriver {
  /// Calls `handler` with every list event until the subscription is cancelled or released.
  ///
  /// ```swift
  /// subscription = driver.observe { event in
  ///   if case .loadMore(let section) = event { appendNextPage(to: section) }
  /// }
  /// ```
  public func observe(_ handler: @escaping @MainActor (FormListEvent) -> Void) -> FormSubscription {
    listObservers.add(handler)
  }

  func emit(_ event: FormListEvent) {
    listObservers.emit(event)
  }

  /// Emits an event the list reports from inside its layout pass (display, prefetch, load
  /// more). An update a handler causes there (with `.immediate` delivery) is not applied during
  /// the layout: UIKit forbids batch updates while it lays out. It waits for the next turn of
  /// the main loop (``deferToNextTurn``).
  func emitDuringLayout(_ event: FormListEvent) {
    layoutCallbackDepth += 1
    defer { layoutCallbackDepth -= 1 }
    emit(event)
  }

  // MARK: Display

  /// Reports that a row's cell is about to appear.
  public func willDisplayRow(at path: ItemPath) {
    guard let row = shown[path] else { return }
    emitDuringLayout(.willDisplay(row, path))
    requestMoreIfNear(path)
  }

  /// Reports that a row's cell went away. Pass the row the cell showed: after a delete, the path
  /// no longer names it.
  public func didEndDisplaying(_ row: RowID, at path: ItemPath) {
    emitDuringLayout(.didEndDisplaying(row, path))
  }

  /// Reports a highlight change.
  public func didHighlightRow(at path: ItemPath, _ highlighted: Bool) {
    guard let row = shown[path] else { return }
    emit(.highlighted(row, highlighted))
  }

  /// Whether a tap on a row should be delivered. Every row takes taps: disabled rows surface why
  /// they cannot be edited.
  public func shouldSelectRow(at path: ItemPath) -> Bool { shown[path] != nil }

  /// Reports that a header or footer is about to appear.
  public func willDisplaySupplementary(_ role: FormSupplementaryRole, inSection index: Int) {
    guard let section = sectionID(at: index) else { return }
    emitDuringLayout(.willDisplaySupplementary(role, section))
  }

  /// Reports that a header or footer went away.
  public func didEndDisplayingSupplementary(_ role: FormSupplementaryRole, inSection index: Int) {
    guard let section = sectionID(at: index) else { return }
    emitDuringLayout(.didEndDisplayingSupplementary(role, section))
  }

  // MARK: Prefetching

  /// Reports rows the list expects to show soon; asks for more rows near a section's end.
  public func prefetchRows(at paths: [ItemPath]) {
    let rows = paths.compactMap { shown[$0] }
    if !rows.isEmpty { emitDuringLayout(.prefetch(rows)) }
    for path in paths { requestMoreIfNear(path) }
  }

  /// Reports rows the list no longer expects to show soon.
  public func cancelPrefetchingRows(at paths: [ItemPath]) {
    let rows = paths.compactMap { shown[$0] }
    if !rows.isEmpty { emitDuringLayout(.cancelPrefetching(rows)) }
  }

  private func requestMoreIfNear(_ path: ItemPath) {
    guard let section = sectionID(at: path.section) else { return }
    let count = numberOfRows(inSection: path.section)
    guard loadMore.asksForMore(showing: path.item, of: count, in: section) else { return }
    emitDuringLayout(.loadMore(section))
  }
}
