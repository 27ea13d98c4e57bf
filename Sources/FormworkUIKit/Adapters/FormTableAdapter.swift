#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import UIKit

  /// Shows a form in a `UITableView` you own: the adapter becomes its data source, delegate and
  /// prefetch data source, and a `FormListDriver` keeps it in step with the form.
  ///
  /// ```swift
  /// let adapter = FormTableAdapter(form: form, tableView: tableView, presenter: self)
  /// adapter.cells.register(kind: "rating") { RatingView() }
  /// ```
  ///
  /// Keep the adapter as long as the table shows the form. Updates are performed with
  /// `performBatchUpdates` (one call per stage), changed rows are reconfigured in place
  /// (`reconfigureRows`: a focused field keeps its keyboard), and the table reloads when it is off
  /// screen or an update has more than `FormListDriver.reloadThreshold` changes.
  @MainActor
  public final class FormTableAdapter: FormListAdapter {
    /// The table.
    public private(set) weak var tableView: UITableView?
    /// Row insertions and deletions animation.
    public var rowAnimation: UITableView.RowAnimation = .fade

    /// Attaches a form to a table view.
    ///
    /// - Parameters:
    ///   - form: The form to show. A form on `.manual` delivery switches to `.nextTurn` (one
    ///     animated update per turn of the main loop); another delivery is kept.
    ///   - tableView: The table; its data source, delegate and prefetch data source become the adapter.
    ///   - presenter: The view controller that presents option screens, nested forms and alerts;
    ///     by default the table's nearest view controller.
    ///   - cells: Custom cells and views.
    public init(
      form: Form, tableView: UITableView, presenter: UIViewController? = nil,
      cells: FormCellRegistry = FormCellRegistry()
    ) {
      self.tableView = tableView
      super.init(form: form, list: tableView, presenter: presenter, cells: cells)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = 52
      start(as: self)
    }

    /// Turns edit mode on or off: delete and insert controls, reorder controls.
    public override func setEditing(_ editing: Bool, animated: Bool) {
      tableView?.setEditing(editing, animated: animated)
      driver.setEditing(editing)
    }

    override func cellView(at indexPath: IndexPath) -> UIView? { tableView?.cellForRow(at: indexPath) }

    override func invalidateHeight(of row: RowID) {
      guard let tableView else { return }
      UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
      scrollFocusedRowToVisible()
    }
  }

  // MARK: - FormListHost

  extension FormTableAdapter: FormListHost {
    public func reloadData() {
      hasLoaded = false
      tableView?.reloadData()
    }

    public func performBatchUpdates(_ stage: ListUpdate.Stage, animated: Bool) {
      guard let tableView else { return }
      let animation = animated ? rowAnimation : .none
      let updates = {
        if !stage.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(stage.sectionDeletes), with: animation) }
        if !stage.sectionInserts.isEmpty { tableView.insertSections(IndexSet(stage.sectionInserts), with: animation) }
        if !stage.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(stage.sectionReloads), with: animation) }
        for move in stage.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
        if !stage.itemDeletes.isEmpty {
          tableView.deleteRows(at: stage.itemDeletes.map(IndexPath.init), with: animation)
        }
        if !stage.itemInserts.isEmpty {
          tableView.insertRows(at: stage.itemInserts.map(IndexPath.init), with: animation)
        }
        if !stage.itemReloads.isEmpty {
          tableView.reloadRows(at: stage.itemReloads.map(IndexPath.init), with: animation)
        }
        for move in stage.itemMoves { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
      }
      if animated {
        tableView.performBatchUpdates(updates)
      } else {
        UIView.performWithoutAnimation { tableView.performBatchUpdates(updates) }
      }
    }

    public func reconfigureRows(at paths: [ItemPath]) {
      guard let tableView, !paths.isEmpty else { return }
      // Every path, not only the visible rows: cells UIKit prepared for rows about to scroll in
      // are reconfigured too ("reconfigures any existing cells"; rows without a cell are left
      // alone). The same cells show the new state; the batch animates height changes.
      tableView.performBatchUpdates { tableView.reconfigureRows(at: paths.map(IndexPath.init)) }
    }

    public func reconfigureSupplementaries(inSections sections: [Int]) {
      guard let tableView else { return }
      for section in sections {
        if let header = tableView.headerView(forSection: section) { configure(header, .header, section) }
        if let footer = tableView.footerView(forSection: section) { configure(footer, .footer, section) }
      }
      UIView.performWithoutAnimation { tableView.performBatchUpdates(nil) }
    }

    /// A header or footer appeared or went away. Every section always has a header and a footer
    /// view (empty when it has none), so the views on screen are configured again in place and
    /// the table measures them: reloading the sections would replace their cells, and a focused
    /// field would lose the keyboard (and an input method its composition).
    public func reloadSupplementaries(inSections sections: [Int]) {
      reconfigureSupplementaries(inSections: sections)
    }

    public var visibleRowPaths: [ItemPath] { (tableView?.indexPathsForVisibleRows ?? []).map(ItemPath.init) }

    public func scrollToRow(at path: ItemPath, animated: Bool) {
      tableView?.scrollToRow(at: IndexPath(path), at: .none, animated: animated)
    }

  }

  // MARK: - Data source

  extension FormTableAdapter: UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
      hasLoaded = true
      return driver.numberOfSections
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      driver.numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let descriptor = coordinator.descriptor(at: indexPath)
      let cell = tableView.dequeueReusableCell(withIdentifier: descriptor.reuseIdentifier, for: indexPath)
      coordinator.show(descriptor, in: cell)
      return cell
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      driver.canEditRow(at: ItemPath(indexPath))
    }

    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      switch editingStyle {
      case .delete: driver.commit(.delete, at: ItemPath(indexPath))
      case .insert: driver.commit(.insert, at: ItemPath(indexPath))
      default: break
      }
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      driver.canMoveRow(at: ItemPath(indexPath))
    }

    public func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
      driver.moveRow(from: ItemPath(source), to: ItemPath(destination))
    }
  }

  // MARK: - Delegate

  extension FormTableAdapter: UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      coordinator.didSelectRow(at: indexPath, cell: tableView.cellForRow(at: indexPath))
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      driver.shouldSelectRow(at: ItemPath(indexPath))
    }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      driver.didHighlightRow(at: ItemPath(indexPath), true)
    }

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      driver.didHighlightRow(at: ItemPath(indexPath), false)
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      driver.willDisplayRow(at: ItemPath(indexPath))
    }

    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      coordinator.didEndDisplaying(cell, at: indexPath)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      driver.preferredHeight(at: ItemPath(indexPath)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    // Headers and footers.

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      supplementaryView(.header, section, in: tableView)
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      supplementaryView(.footer, section, in: tableView)
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      driver.willDisplaySupplementary(.header, inSection: section)
    }

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      driver.willDisplaySupplementary(.footer, inSection: section)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
      driver.didEndDisplayingSupplementary(.header, inSection: section)
    }

    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
      driver.didEndDisplayingSupplementary(.footer, inSection: section)
    }

    private func supplementaryView(_ role: FormSupplementaryRole, _ section: Int, in tableView: UITableView) -> UIView?
    {
      // Every section has both views, empty ones where it has no header or footer: presence
      // never changes, so a header that appears is configured in place (see
      // `reloadSupplementaries(inSections:)`). One reuse identifier per kind: a custom view is
      // not handed to a text header.
      let descriptor = driver.supplementary(role, inSection: section)
      let identifier = descriptor?.reuseIdentifier ?? "formwork.\(role.rawValue).empty"
      if supplementaryIdentifiers.insert(identifier).inserted {
        tableView.register(FormTableHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
      }
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
      (view as? FormTableHeaderFooterView)?.configure(
        descriptor, form: driver.form, registry: cells, style: tableView.style)
      return view
    }

    /// Configures a header or footer on screen again; one whose section no longer has it is
    /// emptied (never left showing what it showed).
    private func configure(_ view: UIView, _ role: FormSupplementaryRole, _ section: Int) {
      guard let view = view as? FormTableHeaderFooterView, let tableView else { return }
      view.configure(
        driver.supplementary(role, inSection: section), form: driver.form, registry: cells, style: tableView.style)
    }

    // Editing.

    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      coordinator.swipeConfiguration(at: indexPath, edge: .leading)
    }

    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      coordinator.swipeConfiguration(at: indexPath, edge: .trailing)
    }

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      switch driver.editingStyle(at: ItemPath(indexPath)) {
      case .none: return .none
      case .delete: return .delete
      case .insert: return .insert
      }
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      driver.editingStyle(at: ItemPath(indexPath)) != .none
    }

    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt source: IndexPath,
      toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
      IndexPath(driver.targetPathForMove(from: ItemPath(source), proposed: ItemPath(proposed)))
    }
  }

  // MARK: - Prefetching

  extension FormTableAdapter: UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      driver.prefetchRows(at: indexPaths.map(ItemPath.init))
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      driver.cancelPrefetchingRows(at: indexPaths.map(ItemPath.init))
    }
  }

  /// The header and footer view of form tables: the system's grouped look for text, or the app's
  /// view for custom kinds.
  final class FormTableHeaderFooterView: UITableViewHeaderFooterView {
    private var host = SupplementaryContentHost()

    func configure(
      _ descriptor: FormSupplementaryDescriptor?, form: Form, registry: FormCellRegistry, style: UITableView.Style
    ) {
      host.show(
        descriptor, form: form, registry: registry, in: self,
        textConfiguration: { role in
          switch (role, style) {
          case (.header, .plain): return .plainHeader()
          case (.footer, .plain): return .plainFooter()
          case (.header, _): return .groupedHeader()
          case (.footer, _): return .groupedFooter()
          }
        })
    }
  }
#endif
