#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A screen that shows a form in a grouped or inset-grouped table, with keyboard handling: the
  /// previous / next / done bar, the return key and Tab moving to the next input, and content
  /// insets that keep the focused row above the keyboard.
  ///
  /// ```swift
  /// let form = try Form {
  ///   Section("Account") {
  ///     Row.email("email", "Email").required()
  ///     Row.password("password", "Password").uniqueCell()
  ///   }
  /// }
  /// let controller = FormViewController(form: form)
  /// controller.title = "Sign In"
  /// navigationController?.pushViewController(controller, animated: true)
  /// ```
  @MainActor
  public final class FormViewController: UIViewController {
    /// The form shown.
    public let form: Form
    /// The table.
    public let tableView: UITableView
    /// The adapter that drives the table.
    public let adapter: FormTableAdapter
    private var avoider: FormKeyboardAvoider?

    /// The custom cells and header views of this screen.
    public var cells: FormCellRegistry { adapter.cells }
    /// The driver: keyboard navigation, list events, reload threshold.
    public var driver: FormListDriver { adapter.driver }

    /// A screen for `form`.
    ///
    /// - Parameters:
    ///   - form: The form to show.
    ///   - style: The table's style: `.insetGrouped` (the default) or `.grouped`.
    public init(form: Form, style: UITableView.Style = .insetGrouped) {
      self.form = form
      tableView = UITableView(frame: .zero, style: style)
      adapter = FormTableAdapter(form: form, tableView: tableView)
      super.init(nibName: nil, bundle: nil)
      adapter.coordinator.presenter = self
      adapter.coordinator.subformStyle = style
    }

    @available(*, unavailable, message: "create a FormViewController with init(form:style:)")
    public required init?(coder: NSCoder) { fatalError("create a FormViewController with init(form:style:)") }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      tableView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(tableView)
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: view.topAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      avoider = FormKeyboardAvoider(scrollView: tableView) { [weak self] in self?.adapter.scrollFocusedRowToVisible() }
      // Rows of multivalued sections that can be reordered move in edit mode.
      if form.hasReorderableSections, navigationItem.rightBarButtonItem == nil {
        navigationItem.rightBarButtonItem = editButtonItem
      }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      adapter.setEditing(editing, animated: animated)
    }

    /// Shows a short message that does not block the screen (why a row cannot be edited).
    public func showDenial(_ message: String) {
      FormBanner.show(message, in: view)
    }

    // MARK: Hardware keyboard

    public override var keyCommands: [UIKeyCommand]? {
      FormKeyCommands.tab(
        strings: driver.strings, next: #selector(focusNextInput), previous: #selector(focusPreviousInput))
    }

    @objc private func focusNextInput() { driver.tabForward() }

    @objc private func focusPreviousInput() { driver.tabBackward() }
  }
#endif
