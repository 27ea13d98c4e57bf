// What UIKit would refuse (it raises NSInternalInconsistencyException or
// NSInvalidArgumentException) is recorded here instead, so a test can fail with UIKit's words.

/// One broken UIKit contract: which, and UIKit's message.
public struct UIKitContractViolation: Hashable, Sendable, CustomStringConvertible {
  /// A short name of the contract ("batch counts", "dequeue without registration", ...).
  public var contract: String
  /// What UIKit would say.
  public var message: String
  public init(contract: String, message: String) {
    self.contract = contract
    self.message = message
  }
  public var description: String { "\(contract): \(message)" }
}

/// The contracts broken so far (stand-in only).
@MainActor
public enum UIKitContract {
  /// Every violation since the last ``reset()``, oldest first.
  public private(set) static var violations: [UIKitContractViolation] = []
  /// Called with each violation as it happens: tests set it to `Issue.record` so a violation
  /// fails the test that caused it.
  public static var onViolation: (@MainActor (UIKitContractViolation) -> Void)?

  /// Forgets the recorded violations.
  public static func reset() { violations.removeAll() }

  /// Records a violation and reports it to ``onViolation``.
  public static func record(_ contract: String, _ message: String) {
    let violation = UIKitContractViolation(contract: contract, message: message)
    violations.append(violation)
    onViolation?(violation)
  }
}
