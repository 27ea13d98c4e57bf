#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import UIKit

  /// What the table and collection adapters share: the driver, the custom cells, the UIKit side
  /// (``FormListCoordinator``), and the parts of `FormListHost` that do not depend on the kind of
  /// list (focus, the keyboard, whether the list has shown its data). Use ``FormTableAdapter`` or
  /// ``FormCollectionAdapter``.
  @MainActor
  public class FormListAdapter: NSObject {
    /// The driver: data source answers, updates, taps, keyboard navigation.
    public let driver: FormListDriver
    /// The custom cells and header views of this list.
    public let cells: FormCellRegistry
    /// What a tap on a custom row does when its kind has no handler in ``cells``.
    public var customRowTap: (@MainActor (RowID, String) -> Void)? {
      get { coordinator.customRowTap }
      set { coordinator.customRowTap = newValue }
    }

    let coordinator: FormListCoordinator
    /// Whether the list asked its data source since it last reloaded: until then its batch
    /// updates would not animate from what it shows.
    var hasLoaded = false
    /// The header and footer reuse identifiers registered with the list (one per kind).
    var supplementaryIdentifiers: Set<String> = []

    /// Posts `text` as a VoiceOver announcement (an error that appeared under the focused row).
    public func announce(_ text: String) {
      UIAccessibility.post(notification: FormAccessibility.announcement, argument: text)
    }

    init(form: Form, list: UIScrollView, presenter: UIViewController?, cells: FormCellRegistry) {
      driver = FormListDriver(form: form)
      self.cells = cells
      coordinator = FormListCoordinator(driver: driver, cells: cells)
      super.init()
      coordinator.presenter = presenter
      coordinator.listView = list
      coordinator.heightInvalidator = { [weak self] in self?.invalidateHeight(of: $0) }
      coordinator.cellAtPath = { [weak self] in self?.cellView(at: $0) }
      list.keyboardDismissMode = .interactive
    }

    /// Starts: custom kinds registered, the driver attached to the adapter (it reloads the list).
    func start(as host: any FormListHost) {
      coordinator.registerCustomKinds()
      driver.attach(host)
    }

    /// The list view; `nil` once it is gone.
    var list: UIScrollView? { coordinator.listView }

    /// The cell at a path, if the list made it.
    func cellView(at indexPath: IndexPath) -> UIView? { nil }

    /// Measures a row again (its text area grew).
    func invalidateHeight(of row: RowID) {}

    /// Turns edit mode on or off.
    public func setEditing(_ editing: Bool, animated: Bool) {}

    /// Scrolls the focused row into view (after the keyboard appeared or changed size).
    public func scrollFocusedRowToVisible() {
      driver.scrollToFocusedRow(animated: true)
    }

    // MARK: FormListHost, the parts every list shares

    public var isOnWindow: Bool { list?.window != nil && hasLoaded }

    public func endEditing() {
      list?.endEditing(true)
      // The form screen takes over as first responder, so shake and ⌘Z still reach the form's
      // history (a presenter that cannot be first responder declines).
      if let presenter = coordinator.presenter, presenter.viewIfLoaded?.window != nil {
        _ = presenter.becomeFirstResponder()
      }
    }

    @discardableResult
    public func focusRow(at path: ItemPath) -> Bool {
      coordinator.focusRow(at: path) { [weak self] in self?.cellView(at: $0) }
    }

    public func updateKeyboard(_ keyboard: FormFocusedKeyboard) {
      coordinator.updateKeyboard(keyboard)
    }
  }
#endif
