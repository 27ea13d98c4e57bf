import Formwork

/// What a ranking's screen shows (``FormListDriver/ranking(for:)``): the row's options in the
/// order the row holds them, each with its rank, and whether the person can move them.
///
/// ```swift
/// guard let content = driver.ranking(for: row) else { return }
/// for (rank, option) in content.options.enumerated() { print(rank + 1, option.title) }
/// ```
public struct FormRankingContent: Sendable, Equatable {
  /// The ranking row.
  public var row: RowID
  /// The screen's title: the selector title, or the row's title.
  public var title: String
  /// The options in ranked order, or in their given order while the row is not ranked.
  public var options: [OptionItem]
  /// Whether the row holds a ranking; `false` until the first move (its value is `null`).
  public var isRanked: Bool
  /// Whether the person can move options now (the row can be edited): show the reorder controls.
  public var canMove: Bool

  /// The ranking screen of a row of `form`; `nil` for a row that is not a ranking.
  ///
  /// - Complexity: O(*n*) in the number of options.
  @MainActor
  public init?(form: Form, row: RowID) {
    guard let state = form.state(of: row), case .ranking = state.kind else { return nil }
    self.init(
      row: row, title: state.configuration.selectorTitle ?? state.title, options: form.rankedOptions(of: row),
      isRanked: !state.value.isNull, canMove: form.editDenial(of: row) == nil)
  }

  /// A ranking screen's content, given as data.
  public init(row: RowID, title: String, options: [OptionItem], isRanked: Bool, canMove: Bool) {
    self.row = row
    self.title = title
    self.options = options
    self.isRanked = isRanked
    self.canMove = canMove
  }
}

extension FormListDriver {
  /// What a ranking's screen shows (``FormOptionsScreen/ranking``); `nil` for a row that is
  /// not a ranking.
  public func ranking(for row: RowID) -> FormRankingContent? {
    FormRankingContent(form: form, row: row)
  }

  /// Moves an option on a ranking's screen from one position to another, as the person
  /// dragging its reorder control (`Form.moveOption(from:to:for:)`). When the form refuses it
  /// (the row cannot be edited, a position out of range), the row is reconfigured to show its
  /// value and the screen must show ``ranking(for:)`` again.
  ///
  /// ```swift
  /// // UITableViewDataSource's moveRowAt on the ranking screen
  /// driver.moveRankedOption(from: source.row, to: destination.row, for: row)
  /// ```
  @discardableResult
  public func moveRankedOption(from source: Int, to destination: Int, for row: RowID) -> FormEditResult {
    do {
      try form.moveOption(from: source, to: destination, for: row)
      return .applied
    } catch let error as FormError {
      restore(row)
      return error.code == .invalidEdit ? .denied(error.message) : .failed(error.message)
    } catch {
      restore(row)
      return .failed(String(describing: error))
    }
  }
}
