import FormworkCore
/// A draft that could not be read, saved, deleted or moved aside, with where and why.
///
/// ```swift
/// autosave.onError = { error in
///   print(error)
///   // cannot save the draft at /…/signup.draft.json: write: No space left on device (28)
/// }
/// ```
public struct DraftError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done.
  public enum Operation: String, Sendable, Hashable {
    /// Reading the draft when the form opened.
    case load
    /// Decoding it: it is not JSON, not a draft, of a newer version, or damaged.
    case decode
    /// Writing it.
    case save
    /// Deleting it after a submit.
    case delete
    /// Moving an unreadable draft aside.
    case moveAside
  }

  /// What was being done.
  public var operation: Operation
  /// Where the draft is (``DraftStore/location``).
  public var location: String
  /// Why it failed.
  public var reason: String

  /// A failure of `operation` on the draft at `location`, because of `reason`.
  public init(_ operation: Operation, at location: String, reason: String) {
    self.operation = operation
    self.location = location
    self.reason = reason
  }

  /// `cannot <operation> the draft at <location>: <reason>`.
  public var description: String {
    let verb: String
    switch operation {
    case .load: verb = "read"
    case .decode: verb = "use"
    case .save: verb = "save"
    case .delete: verb = "delete"
    case .moveAside: verb = "move aside"
    }
    return "cannot \(verb) the draft at \(location): \(reason)"
  }

  /// A one-line description of any error a store or a decoder throws.
  static func describe(_ error: any Error) -> String {
    switch error {
    case let error as FileDraftStore.SystemCallError: return error.description
    case let error as FormInputError: return error.errors.map(\.description).joined(separator: "; ")
    case let error as FormError: return error.description
    default: return String(describing: error)
    }
  }
}
