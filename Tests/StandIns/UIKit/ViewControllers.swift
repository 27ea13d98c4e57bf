// View controllers: the view loaded on first use (loadView, then viewDidLoad), containment,
// navigation push and pop, modal presentation and dismissal, alerts with actions a test can tap,
// and the window that shows them.

/// "An object that manages a view hierarchy for your UIKit app."
@MainActor
open class UIViewController: UIResponder {
  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  private var loadedView: UIView?
  /// "The view that the controller manages." Read first, it calls `loadView()` then `viewDidLoad()`.
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        if loadedView == nil { loadedView = UIView() }
        loadedView?.owningController = self
        if let pendingTraits { loadedView?.overrideTraits = pendingTraits }
        viewDidLoad()
      }
      return loadedView
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue?.owningController = self
    }
  }
  /// "A Boolean value indicating whether the view is currently loaded into memory."
  public var isViewLoaded: Bool { loadedView != nil }
  /// "The view controller's view, or nil if the view is not yet loaded."
  public var viewIfLoaded: UIView? { loadedView }
  /// "Loads the view controller's view if it has not yet been loaded."
  public func loadViewIfNeeded() { _ = view }
  /// "Creates the view that the controller manages."
  open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
  /// "Called after the controller's view is loaded into memory."
  open func viewDidLoad() {}
  /// "Notifies the view controller that its view is about to be added to a view hierarchy."
  open func viewWillAppear(_ animated: Bool) {}
  /// "Notifies the view controller that its view was added to a view hierarchy."
  open func viewDidAppear(_ animated: Bool) {}
  /// "Notifies the view controller that its view is about to be removed from a view hierarchy."
  open func viewWillDisappear(_ animated: Bool) {}
  /// "Notifies the view controller that its view was removed from a view hierarchy."
  open func viewDidDisappear(_ animated: Bool) {}
  /// "Called to notify the view controller that its view has just laid out its subviews."
  open func viewDidLayoutSubviews() {}

  open var title: String?
  /// "The navigation item used to represent the view controller in a parent's navigation bar."
  public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

  // MARK: Containment

  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  /// "Adds the specified view controller as a child of the current view controller."
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// "The nearest ancestor in the view controller hierarchy that is a navigation controller."
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
  /// "Changes the traits assigned to the specified child view controller."
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    var before: [ObjectIdentifier: UITraitCollection] = [:]
    childViewController.viewIfLoaded?.snapshotTraits(into: &before)
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    childViewController.viewIfLoaded?.overrideTraits = collection
    childViewController.pendingTraits = collection
    childViewController.viewIfLoaded?.propagateTraitChange(from: before)
  }
  var pendingTraits: UITraitCollection?

  // MARK: Presentation

  /// "The view controller that is presented by this view controller, or one of its ancestors in
  /// the view controller hierarchy."
  public var presentedViewController: UIViewController? { presented ?? parent?.presentedViewController }
  private var presented: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  /// "The nearest popover presentation controller that is managing the current view controller."
  /// (An action sheet on an iPad; nil on a phone.)
  open var popoverPresentationController: UIPopoverPresentationController? { popover }
  var popover: UIPopoverPresentationController?

  /// "Presents a view controller modally." UIKit refuses to present from a controller whose view
  /// is not in a window, or one that already presents.
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    let presenter = topPresenter
    guard viewIfLoaded?.window != nil else {
      UIKitContract.record(
        "presentation",
        "Attempt to present \(type(of: controller)) on \(type(of: self)) whose view is not in the window hierarchy"
      )
      return
    }
    guard presenter.presentedViewController == nil else {
      UIKitContract.record(
        "presentation",
        "Attempt to present \(type(of: controller)) on \(type(of: presenter)) which is already presenting")
      return
    }
    if let popover = controller.popover, popover.sourceView == nil, popover.barButtonItem == nil {
      UIKitContract.record(
        "popover anchor",
        "UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs."
      )
    }
    presenter.presented = controller
    controller.presentingViewController = presenter
    if let window = presenter.viewIfLoaded?.window ?? presenter.presentingWindow {
      controller.presentingWindow = window
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
      controller.view.layoutIfNeeded()
    }
    completion?()
  }
  /// A parent's presentation answers for its children (UIKit presents from the nearest full-screen ancestor).
  private var topPresenter: UIViewController {
    var controller: UIViewController = self
    while let parent = controller.parent { controller = parent }
    return controller
  }
  weak var presentingWindow: UIWindow?

  /// "Dismisses the view controller that was presented modally by the view controller." Called on
  /// the presented controller, its presenter dismisses it.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let target: UIViewController
    if let presented = topPresenter.presentedViewController {
      target = presented
    } else if let presenting = topPresenter.presentingViewController {
      target = topPresenter
      _ = presenting
    } else {
      completion?()
      return
    }
    if let nested = target.presentedViewController { nested.dismiss(animated: false) }
    target.viewIfLoaded?.removeFromSuperview()
    target.presentingViewController?.presented = nil
    target.presentingViewController = nil
    completion?()
  }

  // MARK: Editing

  public private(set) var isEditing = false
  /// "Sets whether the view controller shows an editable view."
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    editItem?.title = editing ? "Done" : "Edit"
  }
  private var editItem: UIBarButtonItem?
  /// "Returns a bar button item that toggles its title and associated state between Edit and Done."
  public var editButtonItem: UIBarButtonItem {
    if let editItem { return editItem }
    let item = UIBarButtonItem(systemItem: .edit)
    item.title = "Edit"
    item.tapHandler = { [weak self] in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    }
    editItem = item
    return item
  }

  // MARK: Responder chain

  override var responderWindow: UIWindow? { viewIfLoaded?.window }
  /// "If the view controller's view is the root view of a window, the next responder is the
  /// window. If the view controller was presented by another view controller, the next responder
  /// is the presenting view controller." Otherwise its view's superview (the parent's view).
  open override var next: UIResponder? {
    if let view = viewIfLoaded, let superview = view.superview {
      if let window = superview as? UIWindow, window.rootViewController === self { return window }
      if let presentingViewController { return presentingViewController }
      return superview
    }
    return presentingViewController ?? parent
  }
}

/// "An object that manages the buttons displayed in a navigation bar for the parent view controller."
@MainActor
public final class UINavigationItem: NSObject {
  public var title: String?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  public var searchController: UISearchController?
  public var hidesSearchBarWhenScrolling = true
  public init(title: String) {
    self.title = title
    super.init()
  }
}

/// "A container view controller that defines a stack-based scheme for navigating hierarchical content."
@MainActor
open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public var topViewController: UIViewController? { viewControllers.last }

  /// "Pushes a view controller onto the receiver's stack and updates the display."
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewControllers.contains(where: { $0 === viewController }) {
      UIKitContract.record("navigation", "Pushing the same view controller instance more than once is not supported")
      return
    }
    topViewController?.viewIfLoaded?.removeFromSuperview()
    addChild(viewController)
    viewControllers.append(viewController)
    show(viewController)
    viewController.didMove(toParent: self)
  }

  /// "Pops the top view controller from the navigation stack and updates the display." The root
  /// stays.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    if let next = topViewController { show(next) }
    return top
  }

  private func show(_ controller: UIViewController) {
    guard isViewLoaded else { return }
    controller.view.frame = view.bounds
    view.addSubview(controller.view)
    if view.window != nil { controller.view.layoutIfNeeded() }
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top) }
  }
}

/// "A view controller that specializes in managing a table view."
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public let tableView: UITableView
  public init(style: UITableView.Style) {
    tableView = UITableView(frame: .zero, style: style)
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    tableView = UITableView(frame: .zero, style: .plain)
    super.init(coder: coder)
  }
  open override func loadView() {
    view = tableView
    tableView.dataSource = self
    tableView.delegate = self
  }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// "An object that manages the content for a popover."
@MainActor
public final class UIPopoverPresentationController: NSObject {
  public var sourceView: UIView?
  public var sourceRect: CGRect = .zero
  public var barButtonItem: UIBarButtonItem?
}

/// "An action that can be taken when the user taps a button in an alert."
@MainActor
public final class UIAlertAction: NSObject {
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  public let title: String?
  public let style: Style
  let handler: (@MainActor (UIAlertAction) -> Void)?
  public var isEnabled = true
  public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}

/// "An object that displays an alert message."
@MainActor
public final class UIAlertController: UIViewController {
  public enum Style: Int, Sendable { case actionSheet, alert }
  public let message: String?
  public let preferredStyle: Style
  public private(set) var actions: [UIAlertAction] = []
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
    if preferredStyle == .actionSheet, UIDevice.current.userInterfaceIdiom == .pad {
      popover = UIPopoverPresentationController()
    }
  }
  public required init?(coder: NSCoder) { fatalError("not used from nibs") }
  /// "Attaches an action object to the alert or action sheet." "An alert controller can have only
  /// one action with a style of cancel."
  public func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitContract.record(
        "alert", "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    }
    actions.append(action)
  }
  /// The person taps a button (stand-in): the alert is dismissed, then the action's handler runs.
  public func simulateTap(_ title: String) {
    guard let action = actions.first(where: { $0.title == title }), action.isEnabled else {
      UIKitContract.record("alert", "no enabled button titled \(title) in \(actions.map { $0.title ?? "" })")
      return
    }
    dismiss(animated: true)
    action.handler?(action)
  }
}

/// "A view controller that manages the display of search results based on interactions with a search bar."
@MainActor
public final class UISearchController: UIViewController {
  public let searchBar = UISearchBar()
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  public var obscuresBackgroundDuringPresentation = true
  public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError("not used from nibs") }
  /// The person types a query (stand-in: the updater hears it).
  public func simulateSearch(_ text: String) {
    searchBar.text = text
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}

/// "A specialized view for receiving search-related information from the user."
@MainActor
open class UISearchBar: UIView {
  open var text: String?
}

/// "A set of methods that let you update search results based on information the user enters
/// into the search bar."
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// "The backdrop for your app's user interface and the object that dispatches events to your views."
@MainActor
open class UIWindow: UIView {
  /// The key window (stand-in: the last window made key and not hidden).
  public private(set) static weak var keyWindow: UIWindow?
  /// The window's first responder (stand-in: UIKit keeps it private).
  public internal(set) weak var focusedResponder: UIResponder?
  /// "The screen on which the window is displayed."
  public var screen: UIScreen { UIScreen.main }
  open override var window: UIWindow? { self }
  public var isKeyWindow: Bool { Self.keyWindow === self }
  /// The safe area insets of the window (stand-in: none unless a test sets them).
  public var windowSafeAreaInsets: UIEdgeInsets = .zero
  open override var safeAreaInsets: UIEdgeInsets { windowSafeAreaInsets }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// "The root view controller for the window." Its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      controller.view.frame = bounds
      addSubview(controller.view)
    }
  }

  /// "Shows the window and makes it the key window." The stand-in lays it out.
  open func makeKeyAndVisible() {
    isHidden = false
    Self.keyWindow = self
    layoutIfNeeded()
  }

  open override var isHidden: Bool {
    didSet { if isHidden, Self.keyWindow === self { Self.keyWindow = nil } }
  }

  open override var originOnScreen: CGPoint { frame.origin }

  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.viewIfLoaded?.frame = bounds
    for controller in presentedChain { controller.viewIfLoaded?.frame = bounds }
  }

  private var presentedChain: [UIViewController] {
    var chain: [UIViewController] = []
    var current = rootViewController?.presentedViewController
    while let controller = current {
      chain.append(controller)
      current = controller.presentedViewController
    }
    return chain
  }

  /// The view controller on top: the last presented one, else the root (stand-in).
  public var topViewController: UIViewController? { presentedChain.last ?? rootViewController }
}
