/// A stand-in for GitHub's "is this username taken?" API: an in-memory list, no network.
///
/// The ``ExampleForm/githubSignup`` example checks availability with an asynchronous rule
/// against it. Lookups are instant and deterministic; the waiting a real service implies is the
/// rule's debounce, which runs on the form's `ValidationClock` (tests use a manual one).
///
/// ```swift
/// let directory = UsernameDirectory(taken: ["octocat"])
/// directory.isAvailable("Octocat")   // false: GitHub usernames are case-insensitive
/// ```
public struct UsernameDirectory: Sendable, Hashable {
  /// The usernames already in use, lowercased.
  public private(set) var taken: Set<String>

  /// The usernames the example treats as taken.
  public static let sampleTaken: Set<String> = ["admin", "dianqk", "github", "octocat", "torvalds"]

  /// A directory in which `taken` are in use (compared case-insensitively).
  public init(taken: Set<String> = sampleTaken) {
    self.taken = Set(taken.map { $0.lowercased() })
  }

  /// Whether `username` is free.
  ///
  /// - Complexity: O(*n*) in the length of `username`.
  public func isAvailable(_ username: String) -> Bool {
    !taken.contains(username.lowercased())
  }
}
