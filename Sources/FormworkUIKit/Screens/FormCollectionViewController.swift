#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A screen that shows a form in a collection view: a list layout (the default, with swipe
  /// actions) or a flow layout with insets and spacing per section. Keyboard handling is the
  /// same as ``FormViewController``'s.
  ///
  /// ```swift
  /// let controller = FormCollectionViewController(form: form, layout: .flow(FormFlowSectionStyle(lineSpacing: 12)))
  /// navigationController?.pushViewController(controller, animated: true)
  /// ```
  @MainActor
  public final class FormCollectionViewController: UIViewController {
    /// The form shown.
    public let form: Form
    /// The collection view.
    public let collectionView: UICollectionView
    /// The adapter that drives the collection view.
    public let adapter: FormCollectionAdapter
    private var avoider: FormKeyboardAvoider?

    /// The custom cells and header views of this screen.
    public var cells: FormCellRegistry { adapter.cells }
    /// The driver: keyboard navigation, list events, reload threshold.
    public var driver: FormListDriver { adapter.driver }

    /// A screen for `form`.
    ///
    /// - Parameters:
    ///   - form: The form to show.
    ///   - layout: A list (`.list(.insetGrouped)` by default) or a flow layout.
    public init(form: Form, layout: FormCollectionLayout = .list(.insetGrouped)) {
      self.form = form
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      adapter = FormCollectionAdapter(form: form, collectionView: collectionView, layout: layout)
      super.init(nibName: nil, bundle: nil)
      adapter.coordinator.presenter = self
    }

    @available(*, unavailable, message: "create a FormCollectionViewController with init(form:layout:)")
    public required init?(coder: NSCoder) {
      fatalError("create a FormCollectionViewController with init(form:layout:)")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      collectionView.backgroundColor = .systemGroupedBackground
      collectionView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(collectionView)
      NSLayoutConstraint.activate([
        collectionView.topAnchor.constraint(equalTo: view.topAnchor),
        collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      avoider = FormKeyboardAvoider(scrollView: collectionView) { [weak self] in
        self?.adapter.scrollFocusedRowToVisible()
      }
      if form.hasReorderableSections, navigationItem.rightBarButtonItem == nil {
        navigationItem.rightBarButtonItem = editButtonItem
      }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      adapter.setEditing(editing)
    }

    /// Shows a short message that does not block the screen.
    public func showDenial(_ message: String) {
      FormBanner.show(message, in: view)
    }

    public override var keyCommands: [UIKeyCommand]? {
      FormKeyCommands.tab(
        strings: driver.strings, next: #selector(focusNextInput), previous: #selector(focusPreviousInput))
    }

    @objc private func focusNextInput() { driver.tabForward() }

    @objc private func focusPreviousInput() { driver.tabBackward() }
  }
#endif
