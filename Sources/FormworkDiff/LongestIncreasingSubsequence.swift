/// One element of ``_weightedLongestIncreasingSubsequence(values:weights:)``, as a node of its pile's stack.
@usableFromInline
internal struct _SubsequenceNode {
  @usableFromInline internal var value: Int32 = 0
  /// The greatest total weight of a longest subsequence ending here.
  @usableFromInline internal var total: Int32 = 0
  /// The element before this one in that subsequence, or -1.
  @usableFromInline internal var predecessor: Int32 = -1
  /// The node below in the pile's stack, or -1.
  @usableFromInline internal var below: Int32 = -1
  /// A node further down (skew-binary jump pointer), itself at the bottom.
  @usableFromInline internal var jump: Int32 = 0
  @usableFromInline internal var depth: Int32 = 0

  @inlinable internal init() {}
}

/// Marks a longest increasing subsequence of `values` and, among the longest, one of greatest total weight.
///
/// The elements outside it are the ones to move, so their number is the minimum. The weights break ties
/// between equally long subsequences: the diff uses them to keep items at their own index path, and to keep in
/// place the sections whose items change (UIKit can't move those).
///
/// Patience sorting gives each element its pile (the length of the longest subsequence ending there).
/// An element's best predecessor is, in the previous pile, the heaviest element that came before it with a
/// smaller value. A pile's elements arrive with decreasing values, so the candidates are its most recent
/// ones: each pile keeps a stack of the elements not beaten by a later one (smaller value, at least the same
/// weight), whose weights decrease upwards, and the best candidate is the deepest one whose value is small
/// enough, found along skew-binary jump pointers in O(log k). Typical inputs (mostly in order) take O(1)
/// per element; the worst case is O(k log k).
///
/// - Parameters:
///   - values: Distinct values, in sequence order.
///   - weights: One weight per value, each `>= 0`, summing to less than 2^31.
/// - Returns: For each value, whether it belongs to the chosen subsequence.
@inlinable
internal func _weightedLongestIncreasingSubsequence(
  values: ContiguousArray<Int32>, weights: ContiguousArray<Int32>
) -> ContiguousArray<Bool> {
  let count = values.count
  var isInSubsequence = ContiguousArray(repeating: false, count: count)
  if count == 0 { return isInSubsequence }
  var nodes = ContiguousArray(repeating: _SubsequenceNode(), count: count)
  // Per pile: the value of its latest element (what patience sorting compares with) and its stack's top.
  var tails = ContiguousArray<Int32>(repeating: 0, count: count)
  var tops = ContiguousArray<Int32>(repeating: 0, count: count)
  var pileCount = 0
  nodes.withUnsafeMutableBufferPointer { nodes in
    tails.withUnsafeMutableBufferPointer { tails in
      tops.withUnsafeMutableBufferPointer { tops in
        values.withUnsafeBufferPointer { values in
          weights.withUnsafeBufferPointer { weights in
            for element in 0..<count {
              let value = values[element]
              // The first pile whose latest value is not smaller; the two most common answers first.
              var pile: Int
              if pileCount == 0 || tails[pileCount - 1] < value {
                pile = pileCount
              } else if pileCount == 1 || tails[pileCount - 2] < value {
                pile = pileCount - 1
              } else {
                var low = 0
                var high = pileCount - 2
                while low < high {
                  let middle = (low + high) >> 1
                  if tails[middle] < value { low = middle + 1 } else { high = middle }
                }
                pile = low
              }
              var total = weights[element]
              var predecessor: Int32 = -1
              if pile > 0 {
                // The deepest node of the previous pile's stack with a smaller value (its top qualifies).
                var node = Int(tops[pile - 1])
                while true {
                  let jump = Int(nodes[node].jump)
                  if jump != node && nodes[jump].value < value {
                    node = jump
                    continue
                  }
                  let below = Int(nodes[node].below)
                  if below >= 0 && nodes[below].value < value {
                    node = below
                    continue
                  }
                  break
                }
                total += nodes[node].total
                predecessor = Int32(truncatingIfNeeded: node)
              }
              // Push onto this pile's stack, dropping the elements this one beats.
              var below: Int32 = pile < pileCount ? tops[pile] : -1
              while below >= 0 && nodes[Int(below)].total <= total { below = nodes[Int(below)].below }
              var new = _SubsequenceNode()
              new.value = value
              new.total = total
              new.predecessor = predecessor
              new.below = below
              if below < 0 {
                new.jump = Int32(truncatingIfNeeded: element)
              } else {
                let parent = nodes[Int(below)]
                let jump = nodes[Int(parent.jump)]
                let jumpOfJump = nodes[Int(jump.jump)]
                new.depth = parent.depth + 1
                new.jump = parent.depth - jump.depth == jump.depth - jumpOfJump.depth ? jump.jump : below
              }
              nodes[element] = new
              tails[pile] = value
              tops[pile] = Int32(truncatingIfNeeded: element)
              if pile == pileCount { pileCount += 1 }
            }
          }
        }
        // The heaviest of the longest: the bottom of the last pile's stack.
        var node = Int(tops[pileCount - 1])
        while nodes[node].below >= 0 { node = Int(nodes[node].below) }
        isInSubsequence.withUnsafeMutableBufferPointer { isInSubsequence in
          while node >= 0 {
            isInSubsequence[node] = true
            node = Int(nodes[node].predecessor)
          }
        }
      }
    }
  }
  return isInSubsequence
}
