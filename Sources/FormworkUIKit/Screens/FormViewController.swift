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
  public final class FormViewController: FormScreenViewController {
    /// The table.
    public let tableView: UITableView
    /// The adapter that drives the table.
    public let adapter: FormTableAdapter

    /// A screen for `form`.
    ///
    /// - Parameters:
    ///   - form: The form to show.
    ///   - style: The table's style: `.insetGrouped` (the default) or `.grouped`.
    public init(form: Form, style: UITableView.Style = .insetGrouped) {
      tableView = UITableView(frame: .zero, style: style)
      adapter = FormTableAdapter(form: form, tableView: tableView)
      super.init(form: form, list: tableView, adapter: adapter)
      adapter.coordinator.subformStyle = style
    }

    @available(*, unavailable, message: "create a FormViewController with init(form:style:)")
    public required init?(coder: NSCoder) { fatalError("create a FormViewController with init(form:style:)") }
  }
#endif
