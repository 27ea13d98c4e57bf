/// The position of an item in a sectioned list: its section's index, then its index inside that section.
///
/// FormworkDiff has no Foundation dependency, so it uses this type instead of `IndexPath`. Paths order by
/// section first, then item, which is the order UIKit walks a table.
///
/// ```swift
/// let path = ItemPath(item: 3, section: 1)
/// print(path)  // [1, 3]
/// ```
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates a path.
  ///
  /// The argument order follows UIKit's `IndexPath(item:section:)`.
  /// - Parameters:
  ///   - item: The index of the item inside its section.
  ///   - section: The index of the section.
  @inlinable
  public init(item: Int, section: Int) {
    self.section = section
    self.item = item
  }

  /// Orders paths by section, then by item.
  /// - Parameters:
  ///   - lhs: A path.
  ///   - rhs: Another path.
  /// - Returns: `true` when `lhs` comes before `rhs`.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }

  /// The path as `[section, item]`, like `IndexPath` prints it.
  public var description: String { "[\(section), \(item)]" }
}
