// Only where Swift Testing can be imported; the validator itself needs no test framework.
#if canImport(Testing)
  import FormworkDiff
  import Testing

  extension UIKitBatchValidator {
    /// Records one test issue per broken rule, at the caller's line, like `#expect` does.
    ///
    /// ```swift
    /// let update = ListDiff.diff(from: old, to: new)
    /// UIKitBatchValidator.expectValid(update, from: UIKitBatchValidator.ids(of: old), to: UIKitBatchValidator.ids(of: new))
    /// ```
    ///
    /// - Parameters:
    ///   - update: The update to check.
    ///   - old: The identities shown before the update.
    ///   - new: The identities the update must lead to.
    ///   - duplicates: How repeated identities must be paired.
    ///   - sourceLocation: Where to attribute the issues.
    /// - Returns: Whether the update is valid.
    @discardableResult
    public static func expectValid<SectionID: Hashable, ItemID: Hashable>(
      _ update: ListUpdate, from old: Snapshot<SectionID, ItemID>, to new: Snapshot<SectionID, ItemID>,
      duplicates: DuplicatePolicy = .firstInFirstOut, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      let violations = validate(from: old, to: new, update: update, duplicates: duplicates)
      for violation in violations {
        Issue.record("\(violation)\nold: \(old)\nnew: \(new)\nupdate: \(update)", sourceLocation: sourceLocation)
      }
      return violations.isEmpty
    }

    /// Records one test issue per broken rule for an update between two flat lists.
    /// - Parameters:
    ///   - update: The update to check.
    ///   - old: The identities shown before the update.
    ///   - new: The identities the update must lead to.
    ///   - duplicates: How repeated identities must be paired.
    ///   - sourceLocation: Where to attribute the issues.
    /// - Returns: Whether the update is valid.
    @discardableResult
    public static func expectValid<ItemID: Hashable>(
      _ update: ListUpdate, from old: [ItemID], to new: [ItemID], duplicates: DuplicatePolicy = .firstInFirstOut,
      sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
      expectValid(
        update, from: [(section: 0, items: old)], to: [(section: 0, items: new)], duplicates: duplicates,
        sourceLocation: sourceLocation)
    }
  }
#endif
