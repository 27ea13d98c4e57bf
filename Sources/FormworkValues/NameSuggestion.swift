/// "Did you mean" for names read from untrusted input (schema keys, row kinds, rule names, tags
/// in expressions and in the values API).
///
/// Every caller goes through ``closestName(to:among:maximumDistance:budget:)``, which bounds the work
/// whatever it is given: a name longer than ``NameSuggestion/maximumLength`` characters gets no
/// suggestion, and each comparison is a distance computed only inside a band of width
/// 2 × *limit* + 1, stopped as soon as it exceeds the limit. A 50,000-character key against a
/// schema's keys, or a long tag against a 10,000-row form, costs a length comparison per
/// candidate.
///
/// Many unknown names against many candidates (20,000 expressions each naming a missing row of a
/// 20,000-row form) would still be quadratic: a reader or a build shares one
/// ``SuggestionBudget`` between its searches, and stops suggesting once it is spent.
enum NameSuggestion {
  /// The longest name (in characters) a suggestion is looked for.
  static let maximumLength = 64
}

/// The candidates the "did you mean" searches of one read or build may still compare: each
/// search spends one per candidate it looks at, and finds nothing once the budget is spent
/// (the problems are still reported, without a suggestion).
package final class SuggestionBudget {
  /// About 15 ms of comparisons in a release build: hundreds of suggestions on a large form.
  package static let comparisons = 50_000

  private(set) var remaining: Int

  package init(comparisons: Int = SuggestionBudget.comparisons) { remaining = comparisons }

  /// Whether nothing is left: a caller skips even gathering its candidates.
  package var isSpent: Bool { remaining <= 0 }

  /// Takes one comparison; `false` when none is left.
  func spend() -> Bool {
    guard remaining > 0 else { return false }
    remaining -= 1
    return true
  }
}

/// The candidate closest to `name` by edit distance (a swap of neighbours counts as one edit),
/// when that distance is at most `maximumDistance`; the first such candidate on ties.
///
/// ```swift
/// closestName(to: "emial", among: ["email", "text"])  // "email"
/// ```
///
/// - Parameters:
///   - name: What was written.
///   - candidates: The names that exist, in the order ties are broken.
///   - maximumDistance: The largest distance still worth suggesting; by default a third of the
///     name's length, at least 1.
///   - budget: The comparisons the caller's read or build may still spend, shared between its
///     searches; the search stops (and suggests nothing) when it runs out.
/// - Returns: The suggestion, or `nil` when no candidate is close enough, `name` is longer than
///   ``NameSuggestion/maximumLength`` or the budget ran out.
/// - Complexity: O(*c* × *k* × *m*) for *c* candidates, a limit *k* and names of at most *m* =
///   64 characters; O(*c*) when the lengths alone rule candidates out.
package func closestName(
  to name: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil,
  budget: SuggestionBudget? = nil
) -> String? {
  guard name.utf8.count <= NameSuggestion.maximumLength * 4 else { return nil }
  let target = Array(name)
  guard target.count <= NameSuggestion.maximumLength else { return nil }
  var limit = min(maximumDistance ?? max(1, target.count / 3), NameSuggestion.maximumLength)
  guard limit >= 0 else { return nil }
  var best: String?
  var scratch = BandedDistance()
  for candidate in candidates {
    if let budget, !budget.spend() { return nil }
    // The UTF-8 length bounds the character count from above and a quarter of it from below.
    let bytes = candidate.utf8.count
    guard bytes / 4 <= target.count + limit, bytes >= target.count - limit else { continue }
    let other = Array(candidate)
    guard abs(other.count - target.count) <= limit else { continue }
    if let distance = scratch.distance(target, other, limit: limit) {
      best = candidate
      if distance == 0 { break }
      // Ties keep the first candidate: later ones must be strictly closer.
      limit = distance - 1
    }
  }
  return best
}

/// The distance between two names as "did you mean" counts it, or `nil` when it exceeds `limit`.
///
/// - Complexity: O(*k* × min(*n*, *m*)) for a limit *k*.
func boundedEditDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int? {
  var scratch = BandedDistance()
  return scratch.distance(Array(lhs), Array(rhs), limit: limit)
}

/// Optimal string alignment distance computed in a diagonal band, with reusable rows.
private struct BandedDistance {
  private var previous2: [Int] = []
  private var previous: [Int] = []
  private var current: [Int] = []

  mutating func distance(_ left: [Character], _ right: [Character], limit: Int) -> Int? {
    let n = left.count
    let m = right.count
    guard abs(n - m) <= limit else { return nil }
    if n == 0 || m == 0 { return max(n, m) }
    let infinity = limit + 1
    previous2 = [Int](repeating: infinity, count: m + 1)
    previous = (0...m).map { $0 <= limit ? $0 : infinity }
    current = [Int](repeating: infinity, count: m + 1)
    for i in 1...n {
      let low = max(1, i - limit)
      let high = min(m, i + limit)
      current[0] = i <= limit ? i : infinity
      if low > 1 { current[low - 1] = infinity }
      var rowMinimum = current[0]
      if low <= high {
        for j in low...high {
          let cost = left[i - 1] == right[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
            value = min(value, previous2[j - 2] + 1)
          }
          value = min(value, infinity)
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if high < m { current[high + 1] = infinity }
      if rowMinimum > limit { return nil }
      swap(&previous2, &previous)
      swap(&previous, &current)
    }
    let result = previous[m]
    return result <= limit ? result : nil
  }
}
