#if canImport(SwiftUI)
  #if canImport(Combine)
    import Combine
  #endif
  import Formwork
  import FormworkListDriver
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
  ///
  /// When it shows and hides is decided by FormworkListDriver's `NoticePresentation` (tested on
  /// Linux).
  @MainActor
  public final class NoticeModel: ObservableObject {
    /// The platform-neutral notice this model shows.
    let presentation: NoticePresentation
    let observation = ObservationSupport()

    init(presentation: NoticePresentation) {
      self.presentation = presentation
      presentation.observer = PresentationObserver(
        willChange: { [weak self] _ in self?.willChange() },
        didChange: { [weak self] _ in self?.didChange() })
    }

    /// How long a message stays, in seconds, before it hides by itself; `nil` keeps it until
    /// ``dismiss()``.
    public var duration: Double? {
      get { presentation.duration }
      set { presentation.duration = newValue }
    }

    /// The title of the button that dismisses a notice shown as an alert, in the form's language.
    public var okTitle: String {
      get { presentation.okTitle }
      set { presentation.okTitle = newValue }
    }

    /// The message shown now, if any.
    public var message: String? {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.access(self, \.message) }
      return presentation.message
    }

    /// Shows `message`, replacing the one shown, and hides it after ``duration``.
    public func show(_ message: String) { presentation.show(message) }

    /// Hides the message now.
    public func dismiss() { presentation.dismiss() }

    private func willChange() {
      objectWillChange.send()
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.willSet(self, \.message) }
    }

    private func didChange() {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { observation.didSet(self, \.message) }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension NoticeModel: Observation.Observable {}
#endif
