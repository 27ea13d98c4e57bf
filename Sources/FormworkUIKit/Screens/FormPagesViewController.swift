#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  // NB: UIKit's accessibility constants are not marked `Sendable` yet.
  @preconcurrency import UIKit

  /// A screen that shows a multi-page form one step at a time: the step's title ("Step 2 of 4 ·
  /// Applicant") over a progress bar, the page's sections in a ``FormViewController``, and a
  /// toolbar with Back, Next and Done.
  ///
  /// ```swift
  /// let form = try Form {
  ///   Page("Applicant") { Section { Row.name(name, "Name").required() } }
  ///   Page("Loan") { Section { Row.integer(amount, "Amount").required() } }
  /// }
  /// let controller = FormPagesViewController(form: form)
  /// controller.onComplete = { form in submit(form.values()) }
  /// navigationController?.pushViewController(controller, animated: true)
  /// ```
  ///
  /// Every decision is the list driver's ``FormPageFlow``: what the chrome says, which buttons
  /// show, what Next and Done do, the return key of a page's last input ("next" goes to the next
  /// page), and the first error's row focused or scrolled to after a refusal. This screen draws
  /// the flow's ``FormPageChrome`` and forwards the presses.
  @MainActor
  public final class FormPagesViewController: UIViewController {
    /// The form shown.
    public var form: Form { formViewController.form }
    /// The screen of the current page's sections (the table, its driver, custom cells).
    public let formViewController: FormViewController
    /// Back, Next and Done, the step's title and the progress.
    public let flow: FormPageFlow
    /// Called when Done finds every visible page valid, or when Next (its button or the return
    /// key of a page's last input) ends the form early because a `TriggerAction.complete`
    /// trigger of the page held: submit the form's values here.
    public var onComplete: (@MainActor (Form) -> Void)?
    /// Called after Next or Done was refused, once the first error's row was focused or
    /// scrolled to.
    public var onRefusal: (@MainActor (FormPageRefusal) -> Void)?

    private var subscriptions: Set<FormSubscription> = []
    private let stepLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)
    private let toolbar = UIToolbar()
    private lazy var backItem = UIBarButtonItem(
      title: flow.chrome.back.title, primaryAction: UIAction { [weak self] _ in self?.goBack() })
    private lazy var nextItem = UIBarButtonItem(
      title: flow.chrome.next.title, primaryAction: UIAction { [weak self] _ in self?.goNext() })
    private lazy var doneItem = UIBarButtonItem(
      title: flow.chrome.done.title, primaryAction: UIAction { [weak self] _ in self?.finish() })

    /// A pages screen for `form`.
    ///
    /// - Parameters:
    ///   - form: The form to show (a form without pages is one step).
    ///   - style: The table's style: `.insetGrouped` (the default) or `.grouped`.
    public init(form: Form, style: UITableView.Style = .insetGrouped) {
      formViewController = FormViewController(form: form, style: style)
      flow = FormPageFlow(driver: formViewController.driver)
      super.init(nibName: nil, bundle: nil)
      flow.onChromeChange = { [weak self] chrome in self?.show(chrome, animated: true) }
      // Next ended the form (a `complete` trigger): from the button or from the return key.
      form.observe { [weak self] event in
        guard case .completedEarly = event, let self else { return }
        self.onComplete?(self.form)
      }
      .store(in: &subscriptions)
    }

    @available(*, unavailable, message: "create a FormPagesViewController with init(form:style:)")
    public required init?(coder: NSCoder) { fatalError("create a FormPagesViewController with init(form:style:)") }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground

      stepLabel.font = .preferredFont(forTextStyle: .headline)
      stepLabel.adjustsFontForContentSizeCategory = true
      stepLabel.numberOfLines = 0
      stepLabel.accessibilityTraits.insert(.header)
      let header = UIStackView(arrangedSubviews: [stepLabel, progressView])
      header.axis = .vertical
      header.spacing = 8
      header.isLayoutMarginsRelativeArrangement = true
      header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)

      addChild(formViewController)
      let list = formViewController.view!
      for part in [header, list, toolbar] as [UIView] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
      }
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: guide.topAnchor),
        header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        list.topAnchor.constraint(equalTo: header.bottomAnchor),
        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        list.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        toolbar.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      formViewController.didMove(toParent: self)
      // The page screen's own bar buttons (Edit, for forms with reorderable rows) stay available.
      if navigationItem.rightBarButtonItems == nil {
        navigationItem.rightBarButtonItems = formViewController.navigationItem.rightBarButtonItems
      }
      show(flow.chrome, animated: false)
    }

    // MARK: Drawing the chrome

    private func show(_ chrome: FormPageChrome, animated: Bool) {
      guard isViewLoaded else { return }
      stepLabel.text = chrome.title
      progressView.setProgress(Float(chrome.progress), animated: animated)
      progressView.accessibilityLabel = chrome.stepText
      progressView.accessibilityValue = "\(Int((chrome.progress * 100).rounded())) %"
      backItem.title = chrome.back.title
      nextItem.title = chrome.next.title
      doneItem.title = chrome.done.title
      backItem.isEnabled = chrome.back.isEnabled
      nextItem.isEnabled = chrome.next.isEnabled
      doneItem.isEnabled = chrome.done.isEnabled
      doneItem.style = .done
      // NB: `UIBarButtonItem.isHidden` needs iOS 16; the items shown are set instead.
      var items: [UIBarButtonItem] = []
      if chrome.back.isShown { items.append(backItem) }
      items.append(.flexibleSpace())
      if chrome.next.isShown { items.append(nextItem) }
      if chrome.done.isShown { items.append(doneItem) }
      toolbar.setItems(items, animated: animated)
    }

    // MARK: Presses

    private func goBack() {
      if case .moved = flow.back() { announcePage() }
    }

    private func goNext() {
      switch flow.next() {
      case .moved: announcePage()
      case .refused(let refusal): refused(refusal)
      // `.completed`: the form's `completedEarly` event called `onComplete` already.
      case .completed, .none: break
      }
    }

    private func finish() {
      switch flow.done() {
      case .completed: onComplete?(form)
      case .refused(let refusal): refused(refusal)
      case .moved, .none: break
      }
    }

    private func announcePage() {
      UIAccessibility.post(notification: .screenChanged, argument: stepLabel)
    }

    private func refused(_ refusal: FormPageRefusal) {
      if let message = refusal.errors.first?.message {
        UIAccessibility.post(notification: .announcement, argument: message)
      }
      onRefusal?(refusal)
    }
  }
#endif
