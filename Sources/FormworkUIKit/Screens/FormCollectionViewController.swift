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
  public final class FormCollectionViewController: FormScreenViewController {
    /// The collection view.
    public let collectionView: UICollectionView
    /// The adapter that drives the collection view.
    public let adapter: FormCollectionAdapter

    /// A screen for `form`.
    ///
    /// - Parameters:
    ///   - form: The form to show.
    ///   - layout: A list (`.list(.insetGrouped)` by default) or a flow layout.
    public init(form: Form, layout: FormCollectionLayout = .list(.insetGrouped)) {
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      adapter = FormCollectionAdapter(form: form, collectionView: collectionView, layout: layout)
      super.init(form: form, list: collectionView, adapter: adapter)
    }

    private var laidOutWidth: CGFloat = 0

    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // Rotation, an iPad window resized: flow-layout cells take the new width.
      let width = collectionView.bounds.width
      guard width != laidOutWidth else { return }
      let first = laidOutWidth == 0
      laidOutWidth = width
      if !first { adapter.collectionViewWidthDidChange() }
    }

    @available(*, unavailable, message: "create a FormCollectionViewController with init(form:layout:)")
    public required init?(coder: NSCoder) {
      fatalError("create a FormCollectionViewController with init(form:layout:)")
    }
  }
#endif
