#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Forms and windows the UIKit tests share: a list is put in a real window and laid out, so
  /// batch updates, cells and first responders are UIKit's own.
  @MainActor
  enum UIKitFixtures {
    static let colors: [SelectorOption<String>] = [.init("red", "Red"), .init("blue", "Blue")]
    static let phones = SectionKey<String>("phones")
    static let showMore = RowKey<Bool>("showMore")

    /// One row of every built-in kind, each tagged by its kind's name.
    static func everyKind() throws -> Form {
      try Form {
        Section("Text", tag: "texts") {
          Row.text("text", "Text")
          Row.email("email", "Email").required()
          Row.integer("integer", "Age")
          Row.textArea("textArea", "Notes")
        }
        Section("Dates", tag: "dates") {
          Row.date("date", "Date")
          Row.countdown("countdown", "Timer")
          Row.date("dateInline", "Day", inline: true)
        }
        Section("Controls", tag: "controls") {
          Row.switch("switch", "Notify me")
          Row.check("check", "Check")
          Row.stepper("stepper", "Stepper", value: 2, in: 0...5)
          Row.slider("slider", "Slider", value: 0.5)
          Row.segmented("segmented", "Size", value: "m", options: [.init("s", "S"), .init("m", "M")])
        }
        Section("Choices", tag: "choices") {
          Row.selector("selectorPush", "Push", options: colors, presentation: .push)
          Row.selector("selectorSheet", "Sheet", options: colors, presentation: .actionSheet)
          Row.selector("selectorPicker", "Picker", options: colors, presentation: .picker)
          Row.selector("selectorInline", "Inline", options: colors, presentation: .inline)
          Row.multipleSelector("multiple", "Several", options: colors)
        }
        Section("Other", tag: "other") {
          Row.info("info", "Version", value: "1.0")
          Row.button("Go", tag: "button") { _ in }
          Row<FormValue>.subform("subform", "Address") { Section { Row.text("street", "Street") } }
        }
      }
    }

    /// Text rows around a switch that shows more of them, and a multivalued section.
    static func editing() throws -> Form {
      try Form {
        Section("Main", tag: "main") {
          Row.switch(showMore, "More")
          Row.text("first", "First")
          Row.text("extra", "Extra").hidden { $0[showMore] != true }
          Row.email("email", "Email").rules(.email).validate(on: .onChange)
        }
        Section.multivalued(phones, "Phones", values: ["1", "2", "3"], options: .all) {
          Row.phone(nil, "Phone")
        }
      }
    }

    /// A window showing `controller`, laid out.
    static func show(_ controller: UIViewController) -> UIWindow {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.view.layoutIfNeeded()
      return window
    }

    /// A table screen in a navigation controller, in a window.
    static func tableScreen(_ form: Form) -> (FormViewController, UIWindow) {
      let controller = FormViewController(form: form)
      let window = show(UINavigationController(rootViewController: controller))
      controller.tableView.layoutIfNeeded()
      return (controller, window)
    }

    /// A collection screen in a navigation controller, in a window.
    static func collectionScreen(_ form: Form) -> (FormCollectionViewController, UIWindow) {
      let controller = FormCollectionViewController(form: form)
      let window = show(UINavigationController(rootViewController: controller))
      controller.collectionView.layoutIfNeeded()
      return (controller, window)
    }

    /// The path of a tagged row in the driver's data source.
    static func path(_ tag: String, in driver: FormListDriver) throws -> IndexPath {
      let row = try #require(driver.form.rowID(forTag: tag))
      return IndexPath(try #require(driver.indexPath(of: row)))
    }

    /// The first view of a type inside `view`, depth first.
    static func first<View: UIView>(_ type: View.Type, in view: UIView?) -> View? {
      guard let view else { return nil }
      if let match = view as? View { return match }
      for subview in view.subviews {
        if let match = first(type, in: subview) { return match }
      }
      return nil
    }

    /// Lets the main queue run what was queued before now (a `.nextTurn` delivery, a deferred
    /// re-sync, the list's layout pass), without waiting for a clock.
    static func nextTurn() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
      }
    }

    /// Waits until a row's options are loaded or failed, on the form's own event: a loader late
    /// on a busy cooperative pool is waited for, never counted in turns.
    static func optionsSettled(_ form: Form, _ row: RowID) async {
      // Subscribed before the state is read, so the end of a load cannot be missed.
      let events = form.events()
      switch form.state(of: row)?.options {
      case .loading?, .notLoaded?: break
      default: return
      }
      for await event in events {
        if case .optionsChanged(row, let state) = event, state != .loading { return }
      }
    }

    /// Subscribes now; the returned wait ends at the next load of the row's options that ended
    /// (loaded or failed), however late: for a load the next action starts.
    static func nextOptionsSettled(_ form: Form, _ row: RowID) -> () async -> Void {
      let events = form.events()
      return {
        for await event in events {
          if case .optionsChanged(row, let state) = event, state != .loading { return }
        }
      }
    }

    /// Makes a broken UIKit contract (what UIKit would raise for) fail the running test. On an
    /// iOS simulator UIKit raises by itself.
    static func failOnContractViolations() {
      #if os(Linux)
        UIKitContract.reset()
        UIKitContract.onViolation = { violation in Issue.record("UIKit would raise: \(violation)") }
      #endif
    }

    /// Types `text` into a focused field as the keyboard does (the delegate asked, then
    /// `.editingChanged`).
    static func type(_ text: String, into field: UITextField) {
      field.insertText(text)
    }

    /// Taps a bar button item: its primary action runs when it is enabled.
    static func tap(_ item: UIBarButtonItem) {
      guard item.isEnabled, let action = item.primaryAction else { return }
      UIControl().sendAction(action)
    }

    /// Drags a row in edit mode as the person does: the table moves the row itself, then its data
    /// source hears `moveRowAt`. `duringDrag` is what the app does while the row hovers at its
    /// target, before the drop.
    static func drag(
      _ tableView: UITableView, from source: IndexPath, to proposed: IndexPath, duringDrag: () -> Void = {}
    ) {
      #if os(Linux)
        tableView.simulateMove(from: source, to: proposed, duringDrag: duringDrag)
      #else
        guard tableView.dataSource?.tableView?(tableView, canMoveRowAt: source) == true else { return }
        let target =
          tableView.delegate?.tableView?(
            tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
          ?? proposed
        duringDrag()
        tableView.dataSource?.tableView?(tableView, moveRowAt: source, to: target)
      #endif
    }

    /// Drags an item in edit mode as the person does: the collection view moves the item
    /// itself, then its data source hears `moveItemAt`.
    static func drag(_ collectionView: UICollectionView, from source: IndexPath, to proposed: IndexPath) {
      #if os(Linux)
        collectionView.simulateMove(from: source, to: proposed)
      #else
        guard collectionView.dataSource?.collectionView?(collectionView, canMoveItemAt: source) == true else { return }
        let target =
          collectionView.delegate?.collectionView?(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
            toProposedIndexPath: proposed) ?? proposed
        collectionView.dataSource?.collectionView?(collectionView, moveItemAt: source, to: target)
      #endif
    }

    /// What a cell shows: the row of its built-in row view.
    static func row(shownBy cell: UIView?) -> RowID? {
      first(FormRowView.self, in: cell)?.descriptor?.row
    }
  }

  extension UIView {
    /// The first responder inside this view, if any.
    @MainActor var firstResponder: UIResponder? {
      if isFirstResponder { return self }
      for subview in subviews {
        if let responder = subview.firstResponder { return responder }
      }
      return nil
    }
  }

  extension UITableView {
    /// What differs between the table and the driver's data source: the counts, and for each
    /// visible row, the row its cell shows and its reuse identifier. Empty when they agree.
    @MainActor func mismatches(with driver: FormListDriver) -> [String] {
      guard numberOfSections == driver.numberOfSections else {
        return ["\(numberOfSections) sections, the driver has \(driver.numberOfSections)"]
      }
      var found: [String] = []
      for section in 0..<numberOfSections
      where numberOfRows(inSection: section) != driver.numberOfRows(inSection: section) {
        found.append(
          "section \(section): \(numberOfRows(inSection: section)) rows, the driver has \(driver.numberOfRows(inSection: section))"
        )
      }
      for path in indexPathsForVisibleRows ?? [] {
        let descriptor = driver.cell(at: ItemPath(path))
        let cell = cellForRow(at: path)
        if cell?.reuseIdentifier != descriptor.reuseIdentifier {
          found.append("\(path): cell \(cell?.reuseIdentifier ?? "none"), the driver's \(descriptor.reuseIdentifier)")
        }
        if let shown = UIKitFixtures.row(shownBy: cell), shown != descriptor.row {
          found.append("\(path): the cell shows \(shown), the driver's row is \(descriptor.row)")
        }
      }
      return found
    }
  }

  extension UICollectionView {
    /// What differs between the collection and the driver's data source (see the table's).
    @MainActor func mismatches(with driver: FormListDriver) -> [String] {
      guard numberOfSections == driver.numberOfSections else {
        return ["\(numberOfSections) sections, the driver has \(driver.numberOfSections)"]
      }
      var found: [String] = []
      for section in 0..<numberOfSections
      where numberOfItems(inSection: section) != driver.numberOfRows(inSection: section) {
        found.append(
          "section \(section): \(numberOfItems(inSection: section)) items, the driver has \(driver.numberOfRows(inSection: section))"
        )
      }
      for path in indexPathsForVisibleItems {
        let descriptor = driver.cell(at: ItemPath(path))
        let cell = cellForItem(at: path)
        if cell?.reuseIdentifier != descriptor.reuseIdentifier {
          found.append("\(path): cell \(cell?.reuseIdentifier ?? "none"), the driver's \(descriptor.reuseIdentifier)")
        }
        if let shown = UIKitFixtures.row(shownBy: cell), shown != descriptor.row {
          found.append("\(path): the cell shows \(shown), the driver's row is \(descriptor.row)")
        }
      }
      return found
    }
  }
#endif
