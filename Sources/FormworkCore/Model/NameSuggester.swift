/// "Did you mean" for names read from untrusted input: the known name closest to an unknown one,
/// with a bound on the work however many and however long the names are.
///
/// What Formwork's own messages use (an unknown tag, a schema's unknown key or kind), for an
/// app's messages about names it reads from data: its own configuration keys, action names a
/// server sends.
///
/// ```swift
/// let suggester = NameSuggester()
/// suggester.closest(to: "emial", among: ["email", "phone"])   // "email"
/// ```
///
/// One suggester shares its budget of comparisons between all its searches: after about 50,000
/// (some 15 ms), it stops suggesting, so a document with thousands of unknown names against
/// thousands of known ones stays linear. Make one per document read, not one per name.
public final class NameSuggester {
  let budget: SuggestionBudget

  /// A suggester with a budget of `comparisons`, shared by its searches.
  public init(comparisons: Int = 50_000) { budget = SuggestionBudget(comparisons: comparisons) }

  /// The candidate closest to `name` by edit distance (a swap of neighbours counts as one edit),
  /// when it is at most `maximumDistance`; the first one on ties.
  ///
  /// - Parameters:
  ///   - name: What was written.
  ///   - candidates: The names that exist, in the order ties are broken.
  ///   - maximumDistance: The largest distance still worth suggesting; by default a third of
  ///     the name's length, at least 1.
  /// - Returns: The suggestion, or `nil` when no candidate is close enough, `name` is longer
  ///   than 64 characters, or the budget is spent.
  /// - Complexity: O(*c* × *k* × *m*) for *c* candidates, a limit *k* and names of at most *m* =
  ///   64 characters; O(*c*) when the lengths alone rule candidates out.
  public func closest(to name: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil)
    -> String?
  {
    closestName(to: name, among: candidates, maximumDistance: maximumDistance, budget: budget)
  }

  /// The same search without spending this suggester's budget: for a list of known size, such
  /// as a fixed set of keys.
  public static func closest(to name: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil)
    -> String?
  {
    closestName(to: name, among: candidates, maximumDistance: maximumDistance)
  }
}
