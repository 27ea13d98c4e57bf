#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import UIKit

  /// The UIKit side shared by the table and collection adapters: it performs the actions the
  /// driver returns (option screens, nested forms, denial banners), owns the keyboard accessory,
  /// and hands cells their context.
  @MainActor
  final class FormListCoordinator {
    let driver: FormListDriver
    let cells: FormCellRegistry
    weak var presenter: UIViewController?
    weak var listView: UIScrollView?
    /// Whether the list is in edit mode (collection views show delete and reorder accessories).
    var isEditing = false
    /// What a tap on a custom row does when its kind has no handler in the registry.
    var customRowTap: (@MainActor (RowID, String) -> Void)?
    /// Recomputes row heights (a text area grew).
    var heightInvalidator: (@MainActor () -> Void)?
    /// How a nested form is shown; the default pushes a ``FormViewController``.
    var subformStyle: UITableView.Style = .insetGrouped

    private(set) lazy var accessoryBar = FormKeyboardAccessory(strings: driver.strings) { [weak self] action in
      self?.accessoryTapped(action)
    }

    /// Sets up the UIKit side of a driver's list.
    ///
    /// The screen, not the driver, decides when the form delivers its updates: a form still on
    /// `.manual` (nobody chose) gets `.nextTurn`, so every change made in one turn of the main
    /// loop reaches the list as one animated update; a delivery the app chose is kept.
    init(driver: FormListDriver, cells: FormCellRegistry) {
      self.driver = driver
      self.cells = cells
      if driver.form.updateDelivery == .manual { driver.form.updateDelivery = .nextTurn }
    }

    var keyboardAccessory: UIView { accessoryBar }

    func context(for row: RowID) -> FormCellContext {
      FormCellContext(row: row, driver: driver, coordinator: self)
    }

    // MARK: Keyboard

    func inputDidBeginEditing(_ row: RowID) {
      accessoryBar.update(driver.accessoryState(for: row))
    }

    private func accessoryTapped(_ action: FormKeyboardAccessory.Action) {
      guard let row = driver.form.focusedRow else {
        driver.endEditing()
        return
      }
      switch action {
      case .previous: driver.focusPrevious(from: row)
      case .next: driver.focusNext(from: row)
      case .done: driver.endEditing()
      }
    }

    func invalidateHeight() { heightInvalidator?() }

    // MARK: Actions

    /// Performs what the driver returned for a tap.
    func perform(_ action: FormRowAction, sourceView: UIView?) {
      switch action {
      case .none, .focus, .toggled, .inlineToggled, .performedAction:
        break
      case .presentOptions(let row, let screen):
        presentOptions(for: row, on: screen, sourceView: sourceView)
      case .presentSubform(let row):
        presentSubform(for: row)
      case .custom(let row, let kind):
        if let handler = cells.tapHandlers[kind] {
          handler(row, driver.form)
        } else {
          customRowTap?(row, kind)
        }
      case .showDenial(_, let reason):
        showDenial(reason)
      }
    }

    /// Shows why a row cannot be edited: a banner that does not block, read by VoiceOver.
    func showDenial(_ reason: String) {
      let host = presentingController?.viewIfLoaded ?? listView?.superview ?? listView
      guard let host else { return }
      FormBanner.show(reason, in: host)
    }

    private var presentingController: UIViewController? {
      if let presenter { return presenter }
      var responder: UIResponder? = listView
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    // MARK: Options

    func presentOptions(for row: RowID, on screen: FormOptionsScreen, sourceView: UIView?) {
      guard let presenter = presentingController else { return }
      switch screen {
      case .list:
        let controller = FormOptionsViewController(driver: driver, row: row)
        show(controller, from: presenter)
      case .actionSheet, .alert:
        guard let content = driver.options(for: row) else { return }
        if content.status != .loaded {
          // Sheets need their options: load them first, then present.
          Task { @MainActor [weak self] in
            await self?.driver.loadOptions(for: row)
            guard let self, self.driver.options(for: row)?.status == .loaded else { return }
            self.presentOptions(for: row, on: screen, sourceView: sourceView)
          }
          return
        }
        let alert = UIAlertController(
          title: content.title, message: nil, preferredStyle: screen == .alert ? .alert : .actionSheet)
        for option in content.options {
          let title = option.isSelected ? "✓ \(option.title)" : option.title
          alert.addAction(
            UIAlertAction(title: title, style: .default) { [weak self] _ in
              self?.pick(option.index, for: row)
            })
        }
        alert.addAction(UIAlertAction(title: driver.strings.cancel, style: .cancel))
        if let popover = alert.popoverPresentationController {
          // iPad: the sheet points at the row.
          let anchor = sourceView ?? presenter.view
          popover.sourceView = anchor
          popover.sourceRect = anchor?.bounds ?? .zero
        }
        presenter.present(alert, animated: true)
      }
    }

    private func pick(_ index: Int, for row: RowID) {
      if case .refused(let reason) = driver.pickOption(at: index, for: row) { showDenial(reason) }
    }

    // MARK: Nested forms

    func presentSubform(for row: RowID) {
      guard let presenter = presentingController else { return }
      let nested: Form
      do {
        nested = try driver.form.subform(for: row)
      } catch {
        showDenial(String(describing: error))
        return
      }
      let controller = FormViewController(form: nested, style: subformStyle)
      controller.title = driver.form.state(of: row)?.title
      let form = driver.form
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak controller] _ in
          guard let controller else { return }
          // The nested form is committed only when it is valid; its errors show otherwise.
          guard nested.validate().isValid else { return }
          do {
            try form.commitSubform(nested, to: row)
            controller.close()
          } catch {
            controller.showDenial(String(describing: error))
          }
        })
      show(controller, from: presenter)
    }

    /// Pushes on the presenter's navigation stack, or presents in a navigation controller.
    private func show(_ controller: UIViewController, from presenter: UIViewController) {
      if let navigation = presenter.navigationController {
        navigation.pushViewController(controller, animated: true)
      } else {
        controller.navigationItem.leftBarButtonItem = UIBarButtonItem(
          systemItem: .cancel,
          primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
        presenter.present(UINavigationController(rootViewController: controller), animated: true)
      }
    }
  }

  extension UIViewController {
    /// Leaves a pushed or presented screen.
    func close() {
      if let navigation = navigationController, navigation.viewControllers.first !== self {
        navigation.popViewController(animated: true)
      } else {
        dismiss(animated: true)
      }
    }
  }
#endif
