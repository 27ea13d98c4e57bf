import Formwork

/// Lets a submit button follow `Form.isValid`: the validity is mirrored into a context value
/// that the button's `disabled` condition reads.
///
/// A condition cannot read the form's validity directly (validity depends on every row's rules,
/// not on values a `FormReader` tracks), so the gate observes it and writes a context flag:
///
/// ```swift
/// Row.button("Log in", tag: "login") { _ in … }.disabled { !SubmitGate.isOpen($0) }
/// let form = try Form(context: SubmitGate.initialContext) { … }
/// SubmitGate.attach(to: form)
/// ```
@MainActor
enum SubmitGate {
  /// The context value holding `true` while the form is valid.
  static let contextName = "formIsValid"

  /// The context a gated form starts with: closed until the first validity check says otherwise.
  static var initialContext: [String: FormValue] { [contextName: false] }

  /// Whether the gate is open, read through a condition's reader (so the read is tracked).
  static func isOpen(_ reader: FormReader) -> Bool { reader.context(contextName) == true }

  /// Keeps the form's context flag equal to its validity for as long as the form lives.
  static func attach(to form: Form) {
    let keeper = SubscriptionKeeper()
    keeper.subscription = form.onValidityChange { [weak form] isValid in
      // NB: the handler owns the keeper, the form owns the handler: the subscription lives
      // exactly as long as the form, with no cycle through the form itself.
      _ = keeper
      form?.setContext(contextName, .bool(isValid))
    }
  }

  private final class SubscriptionKeeper {
    var subscription: FormSubscription?
  }
}
