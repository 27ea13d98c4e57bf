#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import Observation
  import SwiftUI

  /// The message a form view shows for a moment: why a tapped row cannot be edited.
  ///
  /// A ``FormModel`` shows every ``FormEvent/denied(_:reason:)`` of its form here; ``FormView``
  /// draws it as a banner or an alert (see ``DenialPresentation``). Apps that draw their own read
  /// ``message``:
  ///
  /// ```swift
  /// .overlay(alignment: .top) {
  ///   if let message = model.notice.message { Text(message).padding().background(.thinMaterial) }
  /// }
  /// ```
  @MainActor
  public final class NoticeModel: ObservableObject {
    @Published private var storedMessage: String?
    let observation = ObservationSupport()
    private var hideTask: Task<Void, Never>?

    /// How long a message stays, in seconds, before it hides by itself; `nil` keeps it until
    /// ``dismiss()``.
    public var duration: Double? = 2.5
    /// The title of the button that dismisses a notice shown as an alert, in the form's language.
    public var okTitle = "OK"

    init() {}

    /// The message shown now, if any.
    public var message: String? {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.message) }
      return storedMessage
    }

    /// Shows `message`, replacing the one shown, and hides it after ``duration``.
    public func show(_ message: String) {
      set(message)
      hideTask?.cancel()
      guard let duration else { return }
      hideTask = Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(max(0, duration) * 1_000_000_000))
        guard !Task.isCancelled else { return }
        self?.set(nil)
      }
    }

    /// Hides the message now.
    public func dismiss() {
      hideTask?.cancel()
      set(nil)
    }

    private func set(_ message: String?) {
      guard storedMessage != message else { return }
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        observation.mutate(self, \.message) { storedMessage = message }
      } else {
        storedMessage = message
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension NoticeModel: Observation.Observable {}
#endif
