#if canImport(UIKit)
  import UIKit

  /// Keeps a scroll view's content above the keyboard: its bottom content and indicator insets
  /// follow the keyboard's frame, and `onChange` runs after each change so the focused row can be
  /// scrolled into view.
  ///
  /// ```swift
  /// avoider = FormKeyboardAvoider(scrollView: tableView) { [weak adapter] in adapter?.scrollFocusedRowToVisible() }
  /// ```
  @MainActor
  public final class FormKeyboardAvoider: NSObject {
    private weak var scrollView: UIScrollView?
    private let onChange: @MainActor () -> Void
    private var addedInset: CGFloat = 0
    private let observers = NotificationObservers()

    /// Starts following the keyboard for `scrollView`.
    public init(scrollView: UIScrollView, onChange: @escaping @MainActor () -> Void = {}) {
      self.scrollView = scrollView
      self.onChange = onChange
      super.init()
      let center = NotificationCenter.default
      let frameKey = UIResponder.keyboardFrameEndUserInfoKey
      // UIKit posts keyboard notifications on the main thread; the blocks run there, as they are
      // posted (no queue), so the insets change before the keyboard's animation starts.
      observers.tokens = [
        center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) {
          [weak self] notification in
          let frame = notification.userInfo?[frameKey] as? CGRect
          MainActor.assumeIsolated { self?.keyboardWillChange(to: frame) }
        },
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) {
          [weak self] _ in
          MainActor.assumeIsolated { self?.keyboardWillHide() }
        },
      ]
    }

    private func keyboardWillChange(to frame: CGRect?) {
      // The keyboard is the key window's: another window of the app (another scene, an external
      // screen) showing one leaves this list alone.
      guard let scrollView, let window = scrollView.window, window.isKeyWindow, let frame else { return }
      // The keyboard's frame is in screen coordinates; what matters is how much of the scroll view
      // it covers.
      let keyboard = scrollView.convert(window.convert(frame, from: window.screen.coordinateSpace), from: window)
      let covered = max(0, scrollView.bounds.maxY - keyboard.minY)
      let inset = max(0, covered - scrollView.safeAreaInsets.bottom)
      apply(inset)
    }

    private func keyboardWillHide() {
      apply(0)
    }

    private func apply(_ inset: CGFloat) {
      guard let scrollView, inset != addedInset else {
        onChange()
        return
      }
      scrollView.contentInset.bottom += inset - addedInset
      scrollView.verticalScrollIndicatorInsets.bottom += inset - addedInset
      addedInset = inset
      onChange()
    }
  }

  /// Block observers of the notification center, removed when the owner goes away ("You must
  /// invoke removeObserver(_:) or removeObserver(_:name:object:) before the system deallocates any
  /// object that addObserver(forName:object:queue:using:) specifies").
  final class NotificationObservers: @unchecked Sendable {
    var tokens: [any NSObjectProtocol] = []

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
