/// The message a form's screen shows for a moment: why a tapped row cannot be edited, why a
/// change was refused. ``FormPresentation`` shows every refusal here; FormworkSwiftUI's
/// `NoticeModel` observes it and draws it as a banner or an alert.
///
/// ```swift
/// notice.show("Set by your company")
/// notice.message    // "Set by your company", until `duration` passes or `dismiss()`
/// ```
@MainActor
public final class NoticePresentation {
  /// What changes.
  public enum Property: Sendable, Equatable {
    /// ``message``.
    case message
  }

  /// The message shown now, if any.
  public private(set) var message: String?
  /// How long a message stays, in seconds, before it hides by itself; `nil` keeps it until
  /// ``dismiss()``.
  public var duration: Double? = 2.5
  /// The title of the button that dismisses a notice shown as an alert, in the form's language.
  public var okTitle = "OK"
  /// Told around every change.
  public var observer: PresentationObserver<Property>?
  /// Runs `work` after `seconds` on the main actor (a task that sleeps). Tests replace it to
  /// run the work when they choose.
  public var schedule: @MainActor (_ seconds: Double, _ work: @escaping @MainActor () -> Void) -> Void = {
    seconds, work in
    Task { @MainActor in
      do {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
      } catch {
        return  // Cancelled: the message stays until another one or a dismissal.
      }
      work()
    }
  }

  /// Counts messages shown and dismissals, so that only the timer of the message shown hides it.
  private var serial = 0

  /// A notice showing nothing.
  public init() {}

  /// Shows `message`, replacing the one shown, and hides it after ``duration``.
  public func show(_ message: String) {
    serial &+= 1
    set(message)
    guard let duration else { return }
    let shown = serial
    schedule(duration) { [weak self] in
      guard let self, self.serial == shown else { return }
      self.set(nil)
    }
  }

  /// Hides the message now.
  public func dismiss() {
    serial &+= 1
    set(nil)
  }

  private func set(_ new: String?) {
    guard new != message else { return }
    observer.change(.message) { message = new }
  }
}
