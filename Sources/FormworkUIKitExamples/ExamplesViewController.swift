#if canImport(UIKit)
  import Formwork
  import FormworkExamples
  import FormworkUIKit
  import UIKit

  /// The list of Formwork's examples (``FormworkExamples/Examples/all``); choosing one pushes it
  /// as a ready form screen. Push it from any navigation controller:
  ///
  /// ```swift
  /// navigationController.pushViewController(ExamplesViewController(), animated: true)
  /// ```
  ///
  /// The bar's menu switches between the table renderer and the collection view renderers (list
  /// and flow layouts).
  @MainActor
  public final class ExamplesViewController: UITableViewController {
    /// The examples listed.
    public let examples: [ExampleForm]
    /// How the chosen example is shown.
    public var renderer: ExampleRenderer = .table {
      didSet { navigationItem.rightBarButtonItem = rendererMenu() }
    }
    private static let cellIdentifier = "formwork.example"

    /// A list of `examples` (every example by default).
    public init(examples: [ExampleForm] = Examples.all) {
      self.examples = examples
      super.init(style: .insetGrouped)
      title = "Formwork"
    }

    /// Every example in the language of `locale` (English and Simplified Chinese; see
    /// ``FormworkExamples/ExampleForm/localized(for:)``):
    /// `try ExamplesViewController(locale: .current)`.
    ///
    /// - Throws: ``FormworkExamples/ExampleTextError`` when the language's texts cannot be read.
    public convenience init(locale: Locale) throws {
      self.init(examples: try Examples.all(for: locale))
    }

    @available(*, unavailable, message: "create an ExamplesViewController with init(examples:)")
    public required init?(coder: NSCoder) { fatalError("create an ExamplesViewController with init(examples:)") }

    public override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      navigationItem.rightBarButtonItem = rendererMenu()
    }

    private func rendererMenu() -> UIBarButtonItem {
      let actions = ExampleRenderer.allCases.map { renderer in
        UIAction(title: renderer.title, state: renderer == self.renderer ? .on : .off) { [weak self] _ in
          self?.renderer = renderer
        }
      }
      let item = UIBarButtonItem(title: renderer.title, menu: UIMenu(children: actions))
      item.accessibilityIdentifier = "formwork.examples.renderer"
      return item
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      examples.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      let example = examples[indexPath.row]
      var content = UIListContentConfiguration.subtitleCell()
      content.text = example.title
      content.secondaryText = [example.summary, example.origin].compactMap { $0 }.joined(separator: "\n")
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      cell.accessibilityIdentifier = "formwork.example.\(example.name)"
      return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      let controller = ExampleFormViewController(example: examples[indexPath.row], renderer: renderer)
      navigationController?.pushViewController(controller, animated: true)
    }
  }

  /// Which renderer shows an example.
  public enum ExampleRenderer: String, CaseIterable, Sendable {
    /// ``FormworkUIKit/FormViewController``: an inset-grouped table.
    case table
    /// ``FormworkUIKit/FormCollectionViewController`` with a list layout.
    case collectionList
    /// ``FormworkUIKit/FormCollectionViewController`` with a flow layout.
    case collectionFlow

    var title: String {
      switch self {
      case .table: return "Table"
      case .collectionList: return "Collection (list)"
      case .collectionFlow: return "Collection (flow)"
      }
    }
  }
#endif
