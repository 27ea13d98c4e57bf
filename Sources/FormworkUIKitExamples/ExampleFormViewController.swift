#if canImport(UIKit)
  import Formwork
  import FormworkExamples
  import FormworkUIKit
  import UIKit

  /// One example as a ready screen: the example's form in a table or collection view, and a way
  /// to submit it. Submitting validates the form and shows its values as JSON (the example's
  /// request parameters when it defines them), or the problems to fix.
  ///
  /// Examples whose form has its own submit buttons (``FormworkExamples/ExampleForm/submitButtonTags``)
  /// submit from those; multi-page forms are shown by ``FormworkUIKit/FormPagesViewController`` and
  /// submit from its Done button; the others get a Submit button in the navigation bar.
  ///
  /// ```swift
  /// let controller = ExampleFormViewController(example: .login)
  /// navigationController?.pushViewController(controller, animated: true)
  /// ```
  @MainActor
  public final class ExampleFormViewController: UIViewController {
    /// The example shown.
    public let example: ExampleForm
    /// The example's form, or `nil` when it could not be built.
    public private(set) var form: Form?
    private let renderer: ExampleRenderer
    private var subscription: FormSubscription?

    /// A screen for `example`, shown by `renderer`.
    public init(example: ExampleForm, renderer: ExampleRenderer = .table) {
      self.example = example
      self.renderer = renderer
      super.init(nibName: nil, bundle: nil)
      title = example.title
    }

    @available(*, unavailable, message: "create an ExampleFormViewController with init(example:renderer:)")
    public required init?(coder: NSCoder) {
      fatalError("create an ExampleFormViewController with init(example:renderer:)")
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      let form: Form
      do {
        form = try example.make()
      } catch {
        showBuildError(error)
        return
      }
      self.form = form
      let content: UIViewController
      let isPaged = !form.pageIDs.isEmpty
      if isPaged {
        // A multi-page form: one step at a time; Done submits once every page is valid.
        let pages = FormPagesViewController(form: form)
        pages.onComplete = { [weak self] _ in self?.submit() }
        content = pages
      } else {
        switch renderer {
        case .table: content = FormViewController(form: form)
        case .collectionList: content = FormCollectionViewController(form: form, layout: .list(.insetGrouped))
        case .collectionFlow: content = FormCollectionViewController(form: form, layout: .flow())
        }
      }
      embed(content)
      // The form screen's own bar button (Edit, for forms with reorderable rows) stays available.
      var items = content.navigationItem.rightBarButtonItems ?? []
      if example.submitButtonTags.isEmpty, !isPaged {
        let submit = UIBarButtonItem(
          title: "Submit", primaryAction: UIAction { [weak self] _ in self?.submit() })
        submit.accessibilityIdentifier = "formwork.example.submit"
        items.insert(submit, at: 0)
      }
      navigationItem.rightBarButtonItems = items
      if !example.submitButtonTags.isEmpty {
        // The form's own buttons submit it: follow their taps.
        let tags = example.submitButtonTags
        subscription = form.observe { [weak self, weak form] event in
          guard case .actionPerformed(let row) = event, let tag = form?.state(of: row)?.tag, tags.contains(tag) else {
            return
          }
          self?.submit()
        }
      }
    }

    private func embed(_ child: UIViewController) {
      addChild(child)
      child.view.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(child.view)
      NSLayoutConstraint.activate([
        child.view.topAnchor.constraint(equalTo: view.topAnchor),
        child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
      child.didMove(toParent: self)
    }

    /// Validates the form; shows its values as JSON, or what to fix.
    public func submit() {
      guard let form else { return }
      view.endEditing(true)
      let report = form.validate()
      let title: String
      let message: String
      if report.isValid {
        title = "Submitted"
        do {
          message = try example.parameters?(form).jsonString(pretty: true) ?? form.json(pretty: true)
        } catch {
          message = "The values could not be turned into parameters: \(error)"
        }
      } else {
        // The first problem's row comes into view (a section's issue: its "Add" row).
        (children.first as? FormScreenViewController)?.driver.revealFirstProblem(of: report)
        title = "\(report.errors.count) problem\(report.errors.count == 1 ? "" : "s") to fix"
        message = report.errors.map { issue in
          "\(form.title(of: issue)): \(issue.message)"
        }.joined(separator: "\n")
      }
      let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    }

    private func showBuildError(_ error: any Error) {
      let label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = .secondaryLabel
      label.text = "The example's form could not be built:\n\(error)"
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }
  }
#endif
