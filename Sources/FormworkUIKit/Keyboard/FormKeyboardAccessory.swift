#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The bar above the keyboard: previous and next input, and done.
  ///
  /// One bar serves every input of a list (only one is focused at a time); it is updated when an
  /// input takes focus, so "previous" and "next" are disabled at the ends of the navigation order.
  final class FormKeyboardAccessory: UIToolbar {
    enum Action {
      case previous, next, toggleSign, done
    }

    private let onAction: @MainActor (Action) -> Void
    private var previousItem: UIBarButtonItem?
    private var nextItem: UIBarButtonItem?
    private var signItem: UIBarButtonItem?
    private var shownState: FormKeyboardAccessoryState?

    init(strings: FormListStrings, onAction: @escaping @MainActor (Action) -> Void) {
      self.onAction = onAction
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      autoresizingMask = [.flexibleWidth]
      let previous = UIBarButtonItem(
        image: UIImage(systemName: "chevron.up"),
        primaryAction: UIAction { [weak self] _ in self?.onAction(.previous) })
      previous.accessibilityLabel = strings.previous
      let next = UIBarButtonItem(
        image: UIImage(systemName: "chevron.down"),
        primaryAction: UIAction { [weak self] _ in self?.onAction(.next) })
      next.accessibilityLabel = strings.next
      let done = UIBarButtonItem(
        title: strings.done, primaryAction: UIAction { [weak self] _ in self?.onAction(.done) })
      done.style = .done
      // Number pads have no minus key on iPhone.
      let sign = UIBarButtonItem(
        image: UIImage(systemName: "plus.forwardslash.minus"),
        primaryAction: UIAction { [weak self] _ in self?.onAction(.toggleSign) })
      sign.accessibilityLabel = strings.toggleSign
      previousItem = previous
      nextItem = next
      signItem = sign
      doneItem = done
      update(FormKeyboardAccessoryState(hasPrevious: false, hasNext: false))
      sizeToFit()
    }

    private var doneItem: UIBarButtonItem?

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    func update(_ state: FormKeyboardAccessoryState) {
      previousItem?.isEnabled = state.hasPrevious
      nextItem?.isEnabled = state.hasNext
      guard state.offersSignToggle != shownState?.offersSignToggle, let previousItem, let nextItem, let doneItem
      else {
        shownState = state
        return
      }
      shownState = state
      var items = [previousItem, nextItem, UIBarButtonItem(systemItem: .flexibleSpace)]
      if state.offersSignToggle, let signItem { items.append(signItem) }
      items.append(doneItem)
      setItems(items, animated: false)
    }
  }
#endif
