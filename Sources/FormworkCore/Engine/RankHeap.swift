/// A binary min-heap of condition nodes by rank: the engine's work queue.
///
/// Ranks live in the engine's node table and are read through `rank` on each comparison, so a
/// re-rank during propagation is seen at once.
struct RankHeap {
  private var items: [Int32] = []

  var isEmpty: Bool { items.isEmpty }

  /// Adds a node. - Complexity: O(log *n*).
  mutating func push(_ index: Int32, by rank: (Int32) -> Int32) {
    items.append(index)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard rank(items[child]) < rank(items[parent]) else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the node of lowest rank. - Complexity: O(log *n*).
  mutating func popMin(by rank: (Int32) -> Int32) -> Int32? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    guard !items.isEmpty else { return first }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < items.count, rank(items[left]) < rank(items[smallest]) { smallest = left }
      if right < items.count, rank(items[right]) < rank(items[smallest]) { smallest = right }
      if smallest == parent { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
