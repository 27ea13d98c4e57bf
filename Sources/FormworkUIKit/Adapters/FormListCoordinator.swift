#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import UIKit

  /// The UIKit side shared by the table and collection adapters: it registers and configures
  /// cells, forwards selection, display and swipes to the driver, performs the actions the driver
  /// returns (option screens, nested forms, denial banners), owns the keyboard accessory, and hands
  /// cells their context. The adapters keep only what differs between a table and a collection.
  @MainActor
  final class FormListCoordinator {
    let driver: FormListDriver
    let cells: FormCellRegistry
    weak var presenter: UIViewController?
    weak var listView: UIScrollView?
    /// What a tap on a custom row does when its kind has no handler in the registry.
    var customRowTap: (@MainActor (RowID, String) -> Void)?
    /// Measures a row again (its text area grew).
    var heightInvalidator: (@MainActor (RowID) -> Void)?
    /// The cell the list shows at a path now, if any (the adapter's).
    var cellAtPath: (@MainActor (IndexPath) -> UIView?)?
    /// The rows whose option dialog waits for its options: a second tap does not present twice.
    private var dialogsLoading: Set<RowID> = []
    /// How a nested form is shown; the default pushes a ``FormViewController``.
    var subformStyle: UITableView.Style = .insetGrouped
    /// The reuse identifiers registered with the list view.
    private var registeredIdentifiers: Set<String> = []
    /// The row each cell on screen shows, to report the end of its display (after a delete, the
    /// path no longer names it).
    private var rowOfCell: [ObjectIdentifier: RowID] = [:]

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

    /// Starts following the registry: the custom kinds it has now and every one it gets later are
    /// registered with the list view and the driver.
    func registerCustomKinds() {
      for kind in Set(cells.cells.keys).union(cells.supplementaries.keys).sorted() { registerKind(kind) }
      cells.onChange.append { [weak self] kind in self?.registerKind(kind) }
    }

    // MARK: Cells

    /// The cell at a path of the data source, its reuse identifier registered with the list view
    /// first (rows with unique cells get an identifier each).
    func descriptor(at indexPath: IndexPath) -> FormCellDescriptor {
      let descriptor = driver.cell(at: ItemPath(indexPath))
      if !registeredIdentifiers.contains(descriptor.reuseIdentifier) {
        var source: FormCellRegistry.CellSource?
        if case .custom(let name) = descriptor.kind { source = cellSource(for: name) }
        registerCell(descriptor.reuseIdentifier, source: source)
      }
      return descriptor
    }

    /// Configures a dequeued cell for its row and remembers the row, to report the end of its
    /// display.
    func show(_ descriptor: FormCellDescriptor, in cell: UIView) {
      (cell as? FormConfigurableCell)?.configure(with: descriptor, context: context(for: descriptor.row))
      rowOfCell[ObjectIdentifier(cell)] = descriptor.row
    }

    /// Reports that a cell went off screen (or its row was deleted).
    func didEndDisplaying(_ cell: UIView, at indexPath: IndexPath) {
      guard let row = rowOfCell.removeValue(forKey: ObjectIdentifier(cell)) else { return }
      driver.didEndDisplaying(row, at: ItemPath(indexPath))
    }

    private func registerKind(_ name: String) {
      if cells.supplementaries[name] != nil { driver.registerSupplementaryKind(name) }
      guard let source = cellSource(for: name) else { return }
      registerCell(FormCellKind.custom(name).reuseIdentifier, source: source)
      driver.registerCellKind(name)
    }

    /// How the list view makes cells of a custom kind: a table takes table cells and hosted
    /// views, a collection collection cells and hosted views.
    private func cellSource(for kind: String) -> FormCellRegistry.CellSource? {
      listView is UICollectionView ? cells.collectionSource(for: kind) : cells.tableSource(for: kind)
    }

    /// Registers a reuse identifier with the list view: the app's class or nib, else the built-in
    /// cell (which hosts built-in rows and registered views).
    private func registerCell(_ identifier: String, source: FormCellRegistry.CellSource?) {
      switch (listView, source) {
      case (let table as UITableView, .tableClass(let type)?): table.register(type, forCellReuseIdentifier: identifier)
      case (let table as UITableView, .tableNib(let nib)?): table.register(nib, forCellReuseIdentifier: identifier)
      case (let table as UITableView, _): table.register(FormTableViewCell.self, forCellReuseIdentifier: identifier)
      case (let collection as UICollectionView, .collectionClass(let type)?):
        collection.register(type, forCellWithReuseIdentifier: identifier)
      case (let collection as UICollectionView, .collectionNib(let nib)?):
        collection.register(nib, forCellWithReuseIdentifier: identifier)
      case (let collection as UICollectionView, _):
        collection.register(FormCollectionViewCell.self, forCellWithReuseIdentifier: identifier)
      default:
        return
      }
      registeredIdentifiers.insert(identifier)
    }

    // MARK: Focus

    /// Gives input focus to a row's cell (the host's `focusRow(at:)`), scrolling it on screen
    /// first. The list lays out before it looks for the cell: right after a reload the cells are
    /// not made yet, and a scroll computed before layout lands in the wrong place.
    func focusRow(at path: ItemPath, cell: (IndexPath) -> UIView?) -> Bool {
      guard let listView, let host = driver.host else { return false }
      let indexPath = IndexPath(path)
      if cell(indexPath) == nil {
        listView.layoutIfNeeded()
        if cell(indexPath) == nil {
          host.scrollToRow(at: path, animated: false)
          listView.layoutIfNeeded()
        }
      }
      return (cell(indexPath) as? FormConfigurableCell)?.beginEditing() ?? false
    }

    // MARK: Selection and swipes

    /// Handles a tap on a row: the driver decides, the coordinator presents what it returned.
    func didSelectRow(at indexPath: IndexPath, cell: UIView?) {
      perform(driver.didSelectRow(at: ItemPath(indexPath)), sourceView: cell)
    }

    /// The swipe actions of a row on `edge`, from the driver: Delete and the row's own actions,
    /// their images, and whether a full swipe performs the first.
    ///
    /// Each action names its row: an update between revealing and tapping it (rows deleted
    /// above) does not make it act on another row.
    func swipeConfiguration(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
      let path = ItemPath(indexPath)
      let actions = driver.swipeActions(at: path, edge: edge)
      guard !actions.isEmpty else { return nil }
      let configuration = UISwipeActionsConfiguration(
        actions: actions.map { action in
          let contextual = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title)
          {
            [weak self] _, _, completion in
            completion(self?.driver.perform(action) ?? false)
          }
          if let name = action.systemImage { contextual.image = UIImage(systemName: name) }
          if let tint = action.tint { contextual.backgroundColor = FormAppearance.color(tint) }
          return contextual
        })
      configuration.performsFirstActionWithFullSwipe = driver.allowsFullSwipe(at: path, edge: edge)
      return configuration
    }

    /// The same actions as a context menu, for layouts without swipes (collection flow
    /// layouts): the leading ones, then the trailing ones.
    func contextMenuConfiguration(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
      let path = ItemPath(indexPath)
      let actions = driver.leadingSwipeActions(at: path) + driver.trailingSwipeActions(at: path)
      guard !actions.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        UIMenu(
          children: actions.map { action in
            UIAction(
              title: action.title, image: action.systemImage.flatMap { UIImage(systemName: $0) },
              attributes: action.isDestructive ? .destructive : []
            ) { [weak self] _ in
              self?.driver.perform(action)
            }
          })
      }
    }

    func context(for row: RowID) -> FormCellContext {
      FormCellContext(row: row, driver: driver, coordinator: self)
    }

    // MARK: Keyboard

    /// Shows the focused row's previous / next on the shared accessory bar (the host's
    /// `updateKeyboard(_:)`: when a row takes focus and when rows around it come and go).
    func updateKeyboard(_ keyboard: FormFocusedKeyboard) {
      accessoryBar.update(keyboard.accessory)
    }

    func accessoryTapped(_ action: FormKeyboardAccessory.Action) {
      guard let row = driver.form.focusedRow else {
        driver.endEditing()
        return
      }
      switch action {
      case .previous: driver.focusPrevious(from: row)
      case .next: driver.focusNext(from: row)
      case .toggleSign:
        if case .denied(let reason) = driver.toggleSign(in: row) { showDenial(reason) }
      case .done: driver.endEditing()
      }
    }

    func invalidateHeight(of row: RowID) { heightInvalidator?(row) }

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
        // Loaded first, so what the app's hooks set (a title, a tint) is not set again by it.
        controller.loadViewIfNeeded()
        cells.optionsWillPresent(controller, for: row)
        // A multiple choice stays open to pick more, each pick kept: presented, it closes with
        // Done (Cancel would say the picks are dropped).
        show(controller, from: presenter, closesWithDone: driver.options(for: row)?.allowsMultiple == true)
      case .ranking:
        let controller = FormRankingViewController(driver: driver, row: row)
        controller.loadViewIfNeeded()
        // Each move is kept as it is made: presented, the list closes with Done.
        show(controller, from: presenter, closesWithDone: true)
      case .actionSheet, .alert:
        guard let content = driver.options(for: row), !dialogsLoading.contains(row) else { return }
        guard content.status == .loaded else {
          // Sheets show one button an option: present them once loaded (or say why not), once,
          // and only if the screen is still shown by then.
          dialogsLoading.insert(row)
          Task { @MainActor [weak self, weak presenter] in
            guard let self else { return }
            let content = await self.driver.optionsOnceLoaded(for: row)
            self.dialogsLoading.remove(row)
            guard let content, let presenter, self.canPresent(from: presenter) else { return }
            if case .failed(let reason) = content.status {
              self.showDenial("\(self.driver.strings.optionsFailed) \(reason)")
            } else {
              self.presentDialog(content, on: screen, from: presenter)
            }
          }
          return
        }
        guard canPresent(from: presenter) else { return }
        presentDialog(content, on: screen, from: presenter)
      }
    }

    /// Whether `presenter` can present now: its view is on screen and it presents nothing else
    /// (the person did not move on, a second tap does not stack a second dialog).
    private func canPresent(from presenter: UIViewController) -> Bool {
      presenter.viewIfLoaded?.window != nil && presenter.presentedViewController == nil
        && presenter.navigationController?.presentedViewController == nil
    }

    /// An action sheet or an alert with one button an option.
    private func presentDialog(
      _ content: FormOptionsContent, on screen: FormOptionsScreen, from presenter: UIViewController
    ) {
      let row = content.row
      let alert = UIAlertController(
        title: content.title, message: nil, preferredStyle: screen == .alert ? .alert : .actionSheet)
      for option in content.options {
        let action = UIAlertAction(title: option.buttonTitle, style: .default) { [weak self] _ in
          self?.pick(option.index, for: row)
        }
        // A disabled option (`enabledWhen`) shows as a dimmed button.
        action.isEnabled = option.isEnabled
        alert.addAction(action)
      }
      alert.addAction(UIAlertAction(title: driver.strings.cancel, style: .cancel))
      if let popover = alert.popoverPresentationController {
        // iPad: the sheet points at the row's cell as it is now (a cell scrolled away shows
        // another row), else at the list.
        let cell = driver.indexPath(of: row).flatMap { cellAtPath?(IndexPath($0)) }
        let anchor = cell ?? listView ?? presenter.view
        popover.sourceView = anchor
        popover.sourceRect = anchor?.bounds ?? .zero
      }
      cells.optionsWillPresent(alert, for: row)
      presenter.present(alert, animated: true)
    }

    private func pick(_ index: Int, for row: RowID) {
      if case .refused(let reason) = driver.pickOption(at: index, for: row) { showDenial(reason) }
    }

    // MARK: Nested forms

    /// Shows a row's nested form. Done follows the driver's rule (written when valid, else its
    /// errors show); going back writes nothing.
    func presentSubform(for row: RowID) {
      guard let presenter = presentingController else { return }
      let nested: Form
      switch driver.openSubform(row) {
      case .opened(let form): nested = form
      case .refused(let reason):
        showDenial(reason)
        return
      }
      let controller = FormViewController(form: nested, style: subformStyle)
      controller.title = driver.form.state(of: row)?.title
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .done,
        primaryAction: UIAction { [weak self, weak controller] _ in
          guard let self, let controller else { return }
          switch self.driver.commitSubform(nested, to: row) {
          case .committed: controller.close()
          case .invalid: break
          case .refused(let reason): controller.showDenial(reason)
          }
        })
      show(controller, from: presenter)
    }

    /// Pushes on the presenter's navigation stack, or presents in a navigation controller with
    /// Cancel (or Done) to close it.
    private func show(_ controller: UIViewController, from presenter: UIViewController, closesWithDone: Bool = false) {
      if let navigation = presenter.navigationController {
        navigation.pushViewController(controller, animated: true)
      } else if closesWithDone {
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak controller] _ in controller?.dismiss(animated: true) })
        presenter.present(UINavigationController(rootViewController: controller), animated: true)
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
