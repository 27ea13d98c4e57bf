#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import UIKit

  /// Shows a form in a `UICollectionView` you own, with a list layout or a flow layout: the
  /// adapter becomes its data source, delegate and prefetch data source, and a
  /// `FormListDriver` keeps it in step with the form.
  ///
  /// ```swift
  /// let adapter = FormCollectionAdapter(form: form, collectionView: collectionView, layout: .list(.insetGrouped))
  /// ```
  ///
  /// Pass `layout: nil` to keep the collection view's own layout; a flow layout then gets its
  /// per-section insets and spacing from ``flowStyle``.
  @MainActor
  public final class FormCollectionAdapter: FormListAdapter {
    /// The collection view.
    public private(set) weak var collectionView: UICollectionView?
    /// The insets and spacing of each section in a flow layout.
    public var flowStyle: @MainActor (SectionState) -> FormFlowSectionStyle = { _ in FormFlowSectionStyle() }

    /// Attaches a form to a collection view.
    ///
    /// - Parameters:
    ///   - form: The form to show. A form on `.manual` delivery switches to `.nextTurn` (one
    ///     animated update per turn of the main loop); another delivery is kept.
    ///   - collectionView: The collection view; its data source, delegate and prefetch data source
    ///     become the adapter.
    ///   - layout: The layout to install, or `nil` to keep the collection view's.
    ///   - presenter: The view controller that presents option screens, nested forms and alerts.
    ///   - cells: Custom cells and views.
    public init(
      form: Form, collectionView: UICollectionView, layout: FormCollectionLayout? = .list(.insetGrouped),
      presenter: UIViewController? = nil, cells: FormCellRegistry = FormCellRegistry()
    ) {
      self.collectionView = collectionView
      super.init(form: form, list: collectionView, presenter: presenter, cells: cells)
      switch layout {
      case .list(let appearance)?:
        collectionView.collectionViewLayout = makeListLayout(appearance)
      case .flow(let style)?:
        flowStyle = style
        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        collectionView.collectionViewLayout = flow
      case nil:
        break
      }
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      start(as: self)
    }

    /// A list layout for this adapter's form: the system's headers and footers where sections
    /// have them, and swipe actions from the driver.
    public func makeListLayout(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionViewLayout {
      UICollectionViewCompositionalLayout { [weak self] section, environment in
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        if let self {
          configuration.headerMode =
            self.driver.supplementary(.header, inSection: section) == nil ? .none : .supplementary
          configuration.footerMode =
            self.driver.supplementary(.footer, inSection: section) == nil ? .none : .supplementary
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.coordinator.swipeConfiguration(at: indexPath, edge: .leading)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.coordinator.swipeConfiguration(at: indexPath, edge: .trailing)
        }
        return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }

    private var isFlowLayout: Bool { collectionView?.collectionViewLayout is UICollectionViewFlowLayout }

    // MARK: Editing

    /// Turns edit mode on or off: delete and reorder accessories on rows of multivalued sections.
    ///
    /// The driver reconfigures every row whose accessories change, prepared off-screen cells
    /// included, so a cell scrolled in after the change shows the right accessories.
    public override func setEditing(_ editing: Bool, animated: Bool = true) {
      let apply = { [weak self] in
        guard let self else { return }
        self.collectionView?.isEditing = editing
        self.driver.setEditing(editing)
      }
      if animated { apply() } else { UIView.performWithoutAnimation(apply) }
    }

    override func cellView(at indexPath: IndexPath) -> UIView? { collectionView?.cellForItem(at: indexPath) }

    /// Measures the row again, and only it: a text area gains a line at each return, and the
    /// whole layout need not be measured for that.
    override func invalidateHeight(of row: RowID) {
      guard let collectionView, let path = driver.indexPath(of: row) else { return }
      let layout = collectionView.collectionViewLayout
      let contextClass = type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
      let context = (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
      // A flow layout keeps its delegate's insets and spacing.
      (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
      context.invalidateItems(at: [IndexPath(path)])
      UIView.performWithoutAnimation {
        collectionView.performBatchUpdates { layout.invalidateLayout(with: context) }
      }
      scrollFocusedRowToVisible()
    }

    /// The width a flow layout's cell fills: the collection's, less the insets of its section.
    private func flowCellWidth(of row: RowID) -> CGFloat {
      guard let collectionView else { return 44 }
      let section = driver.indexPath(of: row)?.section ?? 0
      let style = style(ofSection: section)
      let insets = collectionView.adjustedContentInset
      return max(
        44, collectionView.bounds.width - insets.left - insets.right - style.insets.left - style.insets.right)
    }

    /// Call when the collection view's width changed (rotation, an iPad window resized):
    /// a flow layout sizes its cells again for the new width. `FormCollectionViewController`
    /// calls it.
    public func collectionViewWidthDidChange() {
      guard isFlowLayout, let layout = collectionView?.collectionViewLayout else { return }
      let context = UICollectionViewFlowLayoutInvalidationContext()
      context.invalidateFlowLayoutDelegateMetrics = true
      layout.invalidateLayout(with: context)
    }

    /// Performs the destructive swipe action of a row (the delete accessory of a flow layout).
    private func performDelete(of row: RowID) {
      guard let path = driver.indexPath(of: row),
        let delete = driver.trailingSwipeActions(at: path).first(where: { $0.kind == .delete })
      else { return }
      driver.perform(delete)
    }

    private func style(ofSection index: Int) -> FormFlowSectionStyle {
      guard let id = driver.sectionID(at: index), let state = driver.form.sectionState(of: id) else {
        return FormFlowSectionStyle()
      }
      return flowStyle(state)
    }
  }

  // MARK: - FormListHost

  extension FormCollectionAdapter: FormListHost {
    public func reloadData() {
      hasLoaded = false
      collectionView?.reloadData()
    }

    public func performBatchUpdates(_ stage: ListUpdate.Stage, animated: Bool) {
      guard let collectionView else { return }
      let updates = {
        if !stage.sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(stage.sectionDeletes)) }
        if !stage.sectionInserts.isEmpty { collectionView.insertSections(IndexSet(stage.sectionInserts)) }
        if !stage.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(stage.sectionReloads)) }
        for move in stage.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
        if !stage.itemDeletes.isEmpty { collectionView.deleteItems(at: stage.itemDeletes.map(IndexPath.init)) }
        if !stage.itemInserts.isEmpty { collectionView.insertItems(at: stage.itemInserts.map(IndexPath.init)) }
        if !stage.itemReloads.isEmpty { collectionView.reloadItems(at: stage.itemReloads.map(IndexPath.init)) }
        for move in stage.itemMoves { collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
      }
      if animated {
        collectionView.performBatchUpdates(updates)
      } else {
        UIView.performWithoutAnimation { collectionView.performBatchUpdates(updates) }
      }
    }

    public func reconfigureRows(at paths: [ItemPath]) {
      guard let collectionView, !paths.isEmpty else { return }
      // Prepared cells that are not on screen yet are reconfigured too.
      collectionView.reconfigureItems(at: paths.map(IndexPath.init))
    }

    /// Configures the headers and footers on screen again, then lets the layout measure them (a
    /// footer's issues change its height).
    public func reconfigureSupplementaries(inSections sections: [Int]) {
      guard let collectionView else { return }
      configureSupplementaries(inSections: sections)
      UIView.performWithoutAnimation {
        collectionView.performBatchUpdates { collectionView.collectionViewLayout.invalidateLayout() }
      }
    }

    private func configureSupplementaries(inSections sections: [Int]) {
      guard let collectionView else { return }
      for section in sections {
        for role in FormSupplementaryRole.allCases {
          let view = collectionView.supplementaryView(
            forElementKind: role.elementKind, at: IndexPath(item: 0, section: section))
          (view as? FormCollectionSupplementaryView)?.configure(
            driver.supplementary(role, inSection: section), form: driver.form, registry: cells,
            grouped: !isFlowLayout)
        }
      }
    }

    /// A header or footer appeared or went away: the layout asks again which sections have one
    /// (a list layout's header and footer modes, a flow layout's reference sizes).
    public func reloadSupplementaries(inSections sections: [Int]) {
      guard let collectionView else { return }
      UIView.performWithoutAnimation {
        collectionView.performBatchUpdates { collectionView.collectionViewLayout.invalidateLayout() }
      }
      configureSupplementaries(inSections: sections)
    }

    public var visibleRowPaths: [ItemPath] {
      (collectionView?.indexPathsForVisibleItems ?? []).map(ItemPath.init).sorted()
    }

    public func scrollToRow(at path: ItemPath, animated: Bool) {
      guard let collectionView else { return }
      let indexPath = IndexPath(path)
      if let cell = collectionView.cellForItem(at: indexPath) {
        // Already there: only make sure it is not under the keyboard or the bars.
        collectionView.scrollRectToVisible(cell.frame, animated: animated)
      } else {
        collectionView.scrollToItem(at: indexPath, at: .centeredVertically, animated: animated)
      }
    }

  }

  // MARK: - Data source

  extension FormCollectionAdapter: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      hasLoaded = true
      return driver.numberOfSections
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      driver.numberOfRows(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let descriptor = coordinator.descriptor(at: indexPath)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: descriptor.reuseIdentifier, for: indexPath)
      if let formCell = cell as? FormCollectionViewCell, isFlowLayout {
        let style = style(ofSection: indexPath.section)
        // Read when the layout sizes the cell, so a rotation or an iPad resize gets the new width.
        let row = descriptor.row
        formCell.fittingWidth = { [weak self] in self?.flowCellWidth(of: row) ?? 44 }
        // No swipe actions to reveal: the delete accessory performs the row's delete itself.
        formCell.deleteAction = { [weak self] in self?.performDelete(of: row) }
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = style.cornerRadius
        formCell.backgroundConfiguration = background
      }
      coordinator.show(descriptor, in: cell)
      return cell
    }

    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let role = FormSupplementaryRole(elementKind: kind)
      let descriptor = driver.supplementary(role, inSection: indexPath.section)
      // One reuse identifier per kind: a custom view is not handed to a text header. A section
      // that lost its header before the layout asked again gets an empty view.
      let identifier = descriptor?.reuseIdentifier ?? "formwork.\(role.rawValue).empty"
      if supplementaryIdentifiers.insert(identifier + "|" + kind).inserted {
        collectionView.register(
          FormCollectionSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      (view as? FormCollectionSupplementaryView)?.configure(
        descriptor, form: driver.form, registry: cells, grouped: !isFlowLayout)
      return view
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      driver.canMoveRow(at: ItemPath(indexPath))
    }

    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
    ) {
      driver.moveRow(from: ItemPath(source), to: ItemPath(destination))
    }
  }

  // MARK: - Delegate

  extension FormCollectionAdapter: UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.deselectItem(at: indexPath, animated: true)
      coordinator.didSelectRow(at: indexPath, cell: collectionView.cellForItem(at: indexPath))
    }

    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
      // Every row takes taps: disabled ones say why they cannot be edited.
      driver.shouldSelectRow(at: ItemPath(indexPath))
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
      driver.didHighlightRow(at: ItemPath(indexPath), true)
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
      driver.didHighlightRow(at: ItemPath(indexPath), false)
    }

    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      driver.willDisplayRow(at: ItemPath(indexPath))
    }

    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
      coordinator.didEndDisplaying(cell, at: indexPath)
    }

    public func collectionView(
      _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind kind: String, at indexPath: IndexPath
    ) {
      driver.willDisplaySupplementary(
        FormSupplementaryRole(elementKind: kind), inSection: indexPath.section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind kind: String, at indexPath: IndexPath
    ) {
      driver.didEndDisplayingSupplementary(
        FormSupplementaryRole(elementKind: kind), inSection: indexPath.section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
      atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
      IndexPath(driver.targetPathForMove(from: ItemPath(original), proposed: ItemPath(proposed)))
    }

    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      // Flow layouts have no swipe actions: the same actions are in the context menu.
      isFlowLayout ? coordinator.contextMenuConfiguration(at: indexPath) : nil
    }

    // Flow layout: per-section insets, spacing and supplementary sizes.

    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      style(ofSection: section).insets
    }

    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      style(ofSection: section).lineSpacing
    }

    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      style(ofSection: section).interitemSpacing
    }

    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      referenceSize(.header, inSection: section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      referenceSize(.footer, inSection: section)
    }

    /// A flow layout's header or footer size: the section style's height when the section has
    /// one, scaled with the text size (the style's height is for the default size: larger text
    /// would be clipped), and a line of the message font for each of a footer's issues.
    private func referenceSize(_ role: FormSupplementaryRole, inSection section: Int) -> CGSize {
      guard let collectionView, let descriptor = driver.supplementary(role, inSection: section) else { return .zero }
      let style = style(ofSection: section)
      var height = UIFontMetrics(forTextStyle: .footnote).scaledValue(
        for: role == .header ? style.headerHeight : style.footerHeight, compatibleWith: collectionView.traitCollection)
      if !descriptor.issues.isEmpty {
        let line = ceil(FormAppearance.messageFont.lineHeight) + 2
        height += CGFloat(descriptor.issues.count) * line
      }
      return CGSize(width: collectionView.bounds.width, height: height)
    }
  }

  // MARK: - Prefetching

  extension FormCollectionAdapter: UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      driver.prefetchRows(at: indexPaths.map(ItemPath.init))
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
      driver.cancelPrefetchingRows(at: indexPaths.map(ItemPath.init))
    }
  }

  /// The header and footer view of form collections: the system's look for text, or the app's
  /// view for custom kinds.
  final class FormCollectionSupplementaryView: UICollectionViewListCell {
    private var host = SupplementaryContentHost()

    func configure(_ descriptor: FormSupplementaryDescriptor?, form: Form, registry: FormCellRegistry, grouped: Bool) {
      host.show(
        descriptor, form: form, registry: registry, in: self,
        textConfiguration: { role in
          switch (role, grouped) {
          case (.header, true): return .groupedHeader()
          case (.footer, true): return .groupedFooter()
          case (.header, false): return .plainHeader()
          case (.footer, false): return .plainFooter()
          }
        })
    }
  }

  extension FormSupplementaryRole {
    /// The role of a collection view's supplementary element kind.
    @MainActor
    init(elementKind: String) {
      self = elementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
    }

    /// The collection view's supplementary element kind of the role.
    @MainActor
    var elementKind: String {
      self == .footer ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
    }
  }
#endif
