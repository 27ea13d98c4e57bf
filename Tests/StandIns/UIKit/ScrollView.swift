// Scroll views: a content offset over a viewport, insets, and the keyboard dismiss mode.

/// "A view that allows the scrolling and zooming of its contained views."
@MainActor
open class UIScrollView: UIView {
  /// "The manner in which the keyboard is dismissed when a drag begins in the scroll view."
  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

  /// "The custom distance that the content view is inset from the safe area or scroll view edges."
  open var contentInset: UIEdgeInsets = .zero
  /// "The distance the scroll indicators are inset from the edges of the scroll view."
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// "The size of the content view."
  open var contentSize: CGSize = .zero
  open var isScrollEnabled = true
  open var keyboardDismissMode: KeyboardDismissMode = .none

  /// "The insets derived from the content insets and the safe area of the scroll view."
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    return UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left + safe.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
  }

  /// "The point at which the origin of the content view is offset from the origin of the scroll view."
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      boundsOrigin = newValue
      scrollViewDidScroll()
    }
  }

  /// The offsets the content can scroll to: from minus the top inset to the bottom of the content.
  var maximumOffsetY: CGFloat {
    max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
  }

  /// Called after the offset changed (stand-in: lists show the rows that came into view).
  func scrollViewDidScroll() {}

  /// "Sets the offset from the content view's origin that corresponds to the receiver's origin."
  open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// The person scrolls to `y` (stand-in: the offset is kept within the content).
  public func scroll(toOffset y: CGFloat) {
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(-adjustedContentInset.top, y), maximumOffsetY))
  }

  /// "Scrolls a specific area of the content so that it's visible in the receiver." The visible
  /// area leaves out the bottom inset (the keyboard).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let top = contentOffset.y + adjustedContentInset.top
    let bottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
    if rect.minY < top {
      scroll(toOffset: rect.minY - adjustedContentInset.top)
    } else if rect.maxY > bottom {
      scroll(toOffset: rect.maxY - bounds.height + adjustedContentInset.bottom)
    }
  }
}
