#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The list a ranking (`RowKind.ranking`) pushes: its options in ranked order, numbered, each
  /// with a reorder control; a drag moves the option through the form
  /// (`FormListDriver.moveRankedOption(from:to:for:)`). A row that cannot be edited lists its
  /// options without reorder controls.
  @MainActor
  public final class FormRankingViewController: UIViewController {
    private let driver: FormListDriver
    private let row: RowID
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var content: FormRankingContent?
    private var subscription: FormSubscription?
    /// While the table reports a drag: the table moved the row itself and must not be reloaded.
    private var isMoving = false
    private static let cellIdentifier = "formwork.ranked"

    /// The ranking screen of a ranking row.
    public init(driver: FormListDriver, row: RowID) {
      self.driver = driver
      self.row = row
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "create a FormRankingViewController with init(driver:row:)")
    public required init?(coder: NSCoder) { fatalError("create a FormRankingViewController with init(driver:row:)") }

    /// The table listing the options (its rows are the options in ranked order).
    public var listView: UITableView { tableView }

    public override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = self
      tableView.delegate = self
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      view.addFilling(tableView)
      let row = row
      subscription = driver.form.observe { [weak self] event in
        guard case .valueChanged(let change) = event, change.row == row, self?.isMoving == false else { return }
        self?.refresh()
      }
      refresh()
      title = content?.title
    }

    private func refresh() {
      content = driver.ranking(for: row)
      // Reorder controls show in edit mode: "the table view displays a reordering control" for
      // rows its data source says can move.
      tableView.setEditing(content?.canMove == true, animated: false)
      tableView.reloadData()
    }
  }

  extension FormRankingViewController: UITableViewDataSource, UITableViewDelegate {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      content?.options.count ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      guard let options = content?.options, options.indices.contains(indexPath.row) else { return cell }
      var configuration = UIListContentConfiguration.cell()
      configuration.text = "\(indexPath.row + 1). \(options[indexPath.row].title)"
      cell.contentConfiguration = configuration
      return cell
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      content?.canMove == true
    }

    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      isMoving = true
      let result = driver.moveRankedOption(from: sourceIndexPath.row, to: destinationIndexPath.row, for: row)
      isMoving = false
      content = driver.ranking(for: row)
      // The table moved the row itself; the numbers change after the drop. A refused move puts
      // the rows back then too (the table must not be updated while it reports the move).
      Task { @MainActor [weak self] in self?.refresh() }
      switch result {
      case .applied: break
      case .denied(let reason), .failed(let reason): FormBanner.show(reason, in: view)
      }
    }

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      .none
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      false
    }
  }
#endif
