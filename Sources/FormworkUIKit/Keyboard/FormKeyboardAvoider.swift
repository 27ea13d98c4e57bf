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

    /// Starts following the keyboard for `scrollView`.
    public init(scrollView: UIScrollView, onChange: @escaping @MainActor () -> Void = {}) {
      self.scrollView = scrollView
      self.onChange = onChange
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification,
        object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    @objc private func keyboardWillChange(_ notification: Notification) {
      guard let scrollView, let window = scrollView.window,
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
      else { return }
      // The keyboard's frame is in screen coordinates; what matters is how much of the scroll view
      // it covers.
      let keyboard = scrollView.convert(window.convert(frame, from: window.screen.coordinateSpace), from: window)
      let covered = max(0, scrollView.bounds.maxY - keyboard.minY)
      let inset = max(0, covered - scrollView.safeAreaInsets.bottom)
      apply(inset)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
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
#endif
