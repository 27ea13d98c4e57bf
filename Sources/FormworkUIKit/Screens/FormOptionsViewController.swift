#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The list a selector pushes: its options grouped under their headings, the chosen ones
  /// checked, a search field for long lists, and a spinner or a retry button while options load
  /// or after they failed to.
  ///
  /// A single choice closes the list; a multiple choice stays to pick more.
  @MainActor
  public final class FormOptionsViewController: UIViewController {
    private let driver: FormListDriver
    private let row: RowID
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var content: FormOptionsContent?
    private var query = ""
    private var subscription: FormSubscription?
    private static let cellIdentifier = "formwork.option"

    /// The option list of a selector row.
    public init(driver: FormListDriver, row: RowID) {
      self.driver = driver
      self.row = row
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "create a FormOptionsViewController with init(driver:row:)")
    public required init?(coder: NSCoder) { fatalError("create a FormOptionsViewController with init(driver:row:)") }

    public override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = self
      tableView.delegate = self
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      view.addFilling(tableView)
      let row = row
      subscription = driver.form.observe { [weak self] event in
        switch event {
        case .optionsChanged(row, _): self?.refresh()
        case .valueChanged(let change) where change.row == row: self?.refresh()
        default:
          break
        }
      }
      refresh()
      title = content?.title
      if content?.isSearchable == true {
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
      }
      load()
    }

    private func load() {
      guard content?.status != .loaded else { return }
      Task { @MainActor [weak self] in
        guard let self else { return }
        await self.driver.loadOptions(for: self.row)
        self.refresh()
      }
    }

    private func refresh() {
      content = driver.options(for: row, matching: query)
      tableView.reloadData()
      switch content?.status {
      case .loading?:
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        spinner.accessibilityLabel = driver.strings.loadingOptions
        tableView.backgroundView = spinner
      case .failed(let message)?:
        tableView.backgroundView = failureView(message)
      default:
        tableView.backgroundView = nil
      }
    }

    private func failureView(_ message: String) -> UIView {
      let label = UILabel.formLabel(.preferredFont(forTextStyle: .body))
      label.text = "\(driver.strings.optionsFailed)\n\(message)"
      label.textAlignment = .center
      label.textColor = .secondaryLabel
      let retry = UIButton(
        configuration: .tinted(),
        primaryAction: UIAction(title: driver.strings.retry) { [weak self] _ in self?.load() })
      let stack = UIStackView(arrangedSubviews: [label, retry])
      stack.axis = .vertical
      stack.spacing = 16
      stack.alignment = .center
      stack.translatesAutoresizingMaskIntoConstraints = false
      let container = UIView()
      container.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        stack.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      ])
      return container
    }
  }

  extension FormOptionsViewController: UITableViewDataSource, UITableViewDelegate {
    public func numberOfSections(in tableView: UITableView) -> Int { content?.groups.count ?? 0 }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      content?.groups[section].options.count ?? 0
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      content?.groups[section].title
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      guard let option = content?.groups[indexPath.section].options[indexPath.row] else { return cell }
      var configuration = UIListContentConfiguration.cell()
      configuration.text = option.title
      // A disabled option (`enabledWhen`) is dimmed; a tap on it says why it is refused.
      if !option.isEnabled { configuration.textProperties.color = .tertiaryLabel }
      cell.contentConfiguration = configuration
      cell.accessoryType = option.isSelected ? .checkmark : .none
      var traits =
        option.isSelected ? [FormAccessibility.button, FormAccessibility.selected] : FormAccessibility.button
      if !option.isEnabled { traits.insert(FormAccessibility.notEnabled) }
      cell.accessibilityTraits = traits
      return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let option = content?.groups[indexPath.section].options[indexPath.row] else { return }
      switch driver.pickOption(at: option.index, for: row) {
      case .close: close()
      case .stay: refresh()
      case .refused(let reason): FormBanner.show(reason, in: view)
      }
    }
  }

  extension FormOptionsViewController: UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController) {
      query = searchController.searchBar.text ?? ""
      refresh()
    }
  }
#endif
