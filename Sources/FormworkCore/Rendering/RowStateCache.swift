/// One object per shown row, made on first use and kept up to date from the form's updates with
/// work proportional to what changed: the platform-neutral core of a renderer with fine-grained
/// invalidation (FormworkSwiftUI's row models are its entries).
///
/// Entries are made lazily, when a renderer first asks for a row (a lazy list asks only for the
/// rows on screen). Each ``apply(_:)`` refreshes only the cached entries of rows the update
/// reconfigured or inserted, and forgets the entries of rows that stopped showing, so a row that
/// shows again starts from its current state.
///
/// ```swift
/// final class RowBox { var state: RowState; init(_ state: RowState) { self.state = state } }
///
/// let cache = RowStateCache(form: form, make: RowBox.init, refresh: { box, state in box.state = state })
/// let subscription = form.onUpdate { update in cache.apply(update) }
/// let box = cache.entry(for: rowID)   // made now, refreshed by later updates
/// ```
@MainActor
public final class RowStateCache<Entry: AnyObject> {
  /// The form whose rows the entries show.
  public let form: Form
  private let make: @MainActor (RowState) -> Entry
  private let refresh: @MainActor (Entry, RowState) -> Void
  private var entries: [RowID: Entry] = [:]

  /// A cache with no entry yet.
  ///
  /// - Parameters:
  ///   - form: The form.
  ///   - make: Makes the entry of a row from its current state.
  ///   - refresh: Gives an entry its row's new state.
  public init(
    form: Form, make: @escaping @MainActor (RowState) -> Entry,
    refresh: @escaping @MainActor (Entry, RowState) -> Void
  ) {
    self.form = form
    self.make = make
    self.refresh = refresh
  }

  /// The entry of a row, made from its current state on first use.
  ///
  /// - Returns: The entry, or `nil` when the form has no such row (it was removed).
  /// - Complexity: O(1) for a cached row; making one costs one ``Form/state(of:)``.
  public func entry(for row: RowID) -> Entry? {
    if let entry = entries[row] { return entry }
    guard let state = form.state(of: row) else { return nil }
    let entry = make(state)
    entries[row] = entry
    return entry
  }

  /// The entry of a row if one was made and is still cached, without making one.
  public func cachedEntry(for row: RowID) -> Entry? { entries[row] }

  /// The number of cached entries.
  public var count: Int { entries.count }

  /// Brings the cached entries up to date with an update: refreshes those of reconfigured and
  /// inserted rows, forgets those of rows no longer shown.
  ///
  /// - Parameter update: The update the form just delivered (call this from
  ///   ``Form/onUpdate(_:)``, in delivery order).
  /// - Returns: The plan that was applied, for the renderer's other work (sections).
  /// - Complexity: O(*c*), where *c* is the size of the update; see ``RefreshPlan/init(_:)``.
  @discardableResult
  public func apply(_ update: FormUpdate) -> RefreshPlan {
    let plan = RefreshPlan(update)
    for row in plan.removedRows { entries[row] = nil }
    for row in plan.refreshedRows {
      guard let entry = entries[row], let state = form.state(of: row) else { continue }
      refresh(entry, state)
    }
    return plan
  }

  /// Refreshes every cached entry (after a change updates do not describe, such as a new
  /// locale) and forgets entries of rows the form no longer has.
  ///
  /// - Complexity: O(*n*) for *n* cached entries.
  public func refreshAll() {
    for (row, entry) in entries {
      if let state = form.state(of: row) { refresh(entry, state) } else { entries[row] = nil }
    }
  }

  /// Forgets every entry.
  public func removeAll() { entries.removeAll() }
}
