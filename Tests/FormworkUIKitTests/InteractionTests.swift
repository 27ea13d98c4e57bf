#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// What a person does with each kind of row: flip, step, pick, tap, open a nested form, choose
  /// from an option screen, go through pages; and rows of custom kinds.
  @MainActor
  @Suite(.serialized) struct InteractionTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static func view<View: UIView>(_ type: View.Type, _ tag: String, in screen: FormViewController) throws -> View {
      let path = try UIKitFixtures.path(tag, in: screen.driver)
      screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
      return try #require(UIKitFixtures.first(View.self, in: screen.tableView.cellForRow(at: path)), "\(tag)")
    }

    static func value(_ tag: String, in form: Form) throws -> FormValue? {
      form.state(of: try #require(form.rowID(forTag: tag)))?.value
    }

    @Test func controlsChangeTheirRows() async throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      try Self.view(UISwitch.self, "switch", in: screen).simulateToggle()
      #expect(try Self.value("switch", in: form) == .bool(true))
      try Self.view(UIStepper.self, "stepper", in: screen).simulateIncrement()
      #expect(try Self.value("stepper", in: form) == .int(3))
      let segments = try Self.view(UISegmentedControl.self, "segmented", in: screen)
      #expect(segments.numberOfSegments == 2)
      segments.simulateTap(segment: 0)
      #expect(try Self.value("segmented", in: form) == .string("s"))
      try Self.view(UISlider.self, "slider", in: screen).simulateDrag(to: 1)
      #expect(try Self.value("slider", in: form)?.doubleValue == 1)
      await UIKitFixtures.nextTurn()
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func pickersAndDatesChangeTheirRows() async throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let picker = try Self.view(PickerSelectorRowView.self, "selectorPicker", in: screen)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("selectorPicker", in: screen.driver))
      #expect(picker.control.isFirstResponder)
      #expect(picker.control.inputView === picker.picker)
      #expect(picker.picker.titles(inComponent: 0) == ["—", "Red", "Blue"])
      picker.picker.simulateSelect(row: 2)
      #expect(try Self.value("selectorPicker", in: form) == .string("blue"))
      let date = try Self.view(DatePickerRowView.self, "date", in: screen)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("date", in: screen.driver))
      #expect(date.control.isFirstResponder)
      let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
      date.picker.simulatePick(day)
      #expect(try Self.value("date", in: form) != nil)
      let timer = try Self.view(DatePickerRowView.self, "countdown", in: screen)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("countdown", in: screen.driver))
      #expect(timer.picker.datePickerMode == .countDownTimer)
      timer.picker.simulatePick(duration: 600)
      await UIKitFixtures.nextTurn()
      // The inline selector expands its wheel below itself.
      let inlinePath = try UIKitFixtures.path("selectorInline", in: screen.driver)
      screen.tableView.simulateTap(at: inlinePath)
      await UIKitFixtures.nextTurn()
      let wheelPath = IndexPath(row: inlinePath.row + 1, section: inlinePath.section)
      screen.tableView.scrollToRow(at: wheelPath, at: .middle, animated: false)
      let wheel = try #require(
        UIKitFixtures.first(InlinePickerRowView.self, in: screen.tableView.cellForRow(at: wheelPath)))
      wheel.picker.simulateSelect(row: 1)
      #expect(try Self.value("selectorInline", in: form) == .string("red"))
      await UIKitFixtures.nextTurn()
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }

    @Test func aCheckAndAButtonAnswerTaps() async throws {
      var pressed = 0
      let form = try Form {
        Section {
          Row.check("check", "Check")
          Row.button("Go", tag: "button") { _ in pressed += 1 }
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.tableView.simulateTap(at: try UIKitFixtures.path("check", in: screen.driver))
      #expect(try Self.value("check", in: form) == .bool(true))
      screen.tableView.simulateTap(at: try UIKitFixtures.path("button", in: screen.driver))
      #expect(pressed == 1)
      await UIKitFixtures.nextTurn()
      let cell = try #require(screen.tableView.cellForRow(at: try UIKitFixtures.path("check", in: screen.driver)))
      #expect(cell.accessoryType == .checkmark)
    }

    @Test func aNestedFormIsPushedAndDoneWritesIt() async throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("subform", in: screen.driver))
      let nested = try #require(navigation.topViewController as? FormViewController)
      #expect(nested !== screen)
      #expect(nested.title == "Address")
      let street = try #require(nested.form.rowID(forTag: "street"))
      #expect(nested.driver.focus(street))
      let field = try #require(UIKitFixtures.first(UITextField.self, in: nested.tableView))
      UIKitFixtures.type("Main St", into: field)
      let done = try #require(nested.navigationItem.rightBarButtonItem)
      UIKitFixtures.tap(done)
      #expect(navigation.topViewController === screen)
      await UIKitFixtures.nextTurn()
      let value = try #require(try Self.value("subform", in: form))
      #expect("\(value)".contains("Main St"))
    }

    @Test func anOptionScreenPicksSearchesAndCloses() async throws {
      let options = (0..<30).map { SelectorOption("c\($0)", "Color \($0)") }
      let form = try Form {
        Section {
          Row.selector("color", "Color", options: options, presentation: .push).searchable()
          Row.multipleSelector("colors", "Colors", options: options)
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("colors", in: screen.driver))
      let several = try #require(navigation.topViewController as? FormOptionsViewController)
      let list = try #require(UIKitFixtures.first(UITableView.self, in: several.view))
      list.simulateTap(at: IndexPath(row: 1, section: 0))
      list.simulateTap(at: IndexPath(row: 2, section: 0))
      #expect(navigation.topViewController === several, "a multiple choice stays")
      list.layoutIfNeeded()
      #expect(list.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .checkmark)
      #expect(try Self.value("colors", in: form) == .list([.string("c1"), .string("c2")]))
      navigation.popViewController(animated: false)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("color", in: screen.driver))
      let single = try #require(navigation.topViewController as? FormOptionsViewController)
      let search = try #require(single.navigationItem.searchController)
      search.simulateSearch("Color 2")
      let filtered = try #require(UIKitFixtures.first(UITableView.self, in: single.view))
      filtered.layoutIfNeeded()
      #expect(filtered.numberOfRows(inSection: 0) == 11, "Color 2 and Color 20 to 29")
      filtered.simulateTap(at: IndexPath(row: 0, section: 0))
      #expect(navigation.topViewController === screen, "a single choice closes")
      #expect(try Self.value("color", in: form) == .string("c2"))
    }

    @Test func disabledOptionsAreDimmedAndTakeNoTap() async throws {
      let options = [SelectorOption("a", "Alpha"), SelectorOption("b", "Beta")]
      let form = try Form {
        Section {
          Row.check("open", "Open")
          Row.selector("pick", "Pick", options: options, presentation: .push).option("b", enabledWhen: "open")
          Row.segmented(RowKey<String>("size"), "Size", options: options).option("b", enabledWhen: "open")
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let segments = try Self.view(UISegmentedControl.self, "size", in: screen)
      #expect(!segments.isEnabledForSegment(at: 1))
      segments.simulateTap(segment: 1)
      #expect(try Self.value("size", in: form) == .null)
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("pick", in: screen.driver))
      let picker = try #require(navigation.topViewController as? FormOptionsViewController)
      let list = try #require(UIKitFixtures.first(UITableView.self, in: picker.view))
      list.layoutIfNeeded()
      let cell = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)))
      #expect(cell.accessibilityTraits.contains(FormAccessibility.notEnabled))
      let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      #expect(content.textProperties.color == .tertiaryLabel)
      list.simulateTap(at: IndexPath(row: 1, section: 0))
      #expect(navigation.topViewController === picker, "a refused pick stays on the screen")
      #expect(try Self.value("pick", in: form) == .null)
    }

    @Test func selectAllHeadsAMultipleOptionScreen() async throws {
      let form = try Form {
        Section {
          Row.multipleSelector(
            "extras", "Extras", options: [SelectorOption("a", "Alpha"), SelectorOption("b", "Beta")]
          )
          .selectAll("Everything")
        }
      }
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let navigation = try #require(screen.navigationController)
      screen.tableView.simulateTap(at: try UIKitFixtures.path("extras", in: screen.driver))
      let picker = try #require(navigation.topViewController as? FormOptionsViewController)
      let list = try #require(UIKitFixtures.first(UITableView.self, in: picker.view))
      list.layoutIfNeeded()
      let first = try #require(list.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Everything")
      list.simulateTap(at: IndexPath(row: 0, section: 0))
      #expect(try Self.value("extras", in: form) == .list([.string("a"), .string("b")]))
      list.layoutIfNeeded()
      #expect(list.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
    }

    @Test func anActionSheetSelectorPicksFromItsButtons() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      screen.tableView.simulateTap(at: try UIKitFixtures.path("selectorSheet", in: screen.driver))
      let sheet = try #require(screen.presentedViewController as? UIAlertController)
      #expect(sheet.preferredStyle == .actionSheet)
      sheet.simulateTap("Blue")
      #expect(screen.presentedViewController == nil)
      #expect(try Self.value("selectorSheet", in: form) == .string("blue"))
    }

    @Test func thePagesScreenGoesForwardAndBackAndCompletes() async throws {
      let form = try Form {
        Page("First") { Section { Row.text("name", "Name").required() } }
        Page("Second") { Section { Row.text("city", "City") } }
      }
      let pages = FormPagesViewController(form: form)
      var completed = 0
      var refused = 0
      pages.onComplete = { _ in completed += 1 }
      pages.onRefusal = { _ in refused += 1 }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: pages))
      defer { window.isHidden = true }
      let toolbar = try #require(UIKitFixtures.first(UIToolbar.self, in: pages.view))
      func item(_ title: String) throws -> UIBarButtonItem {
        try #require(
          toolbar.items?.first { $0.title == title }, "\(title) in \(toolbar.items?.compactMap(\.title) ?? [])")
      }
      UIKitFixtures.tap(try item(pages.flow.chrome.next.title))
      #expect(refused == 1, "the first page's required name is missing")
      form[RowKey<String>("name")] = "Ada"
      await UIKitFixtures.nextTurn()
      UIKitFixtures.tap(try item(pages.flow.chrome.next.title))
      #expect(pages.flow.chrome.title.contains("Second"))
      UIKitFixtures.tap(try item(pages.flow.chrome.back.title))
      #expect(pages.flow.chrome.title.contains("First"))
      UIKitFixtures.tap(try item(pages.flow.chrome.next.title))
      UIKitFixtures.tap(try item(pages.flow.chrome.done.title))
      #expect(completed == 1)
    }

    @Test func nextCompletesThePagesScreenWhenACompleteTriggerHolds() async throws {
      let form = try Form {
        Page("First") { Section { Row.text("stop", "Stop").trigger(when: "stop == 'yes'", .complete) } }
        Page("Second") { Section { Row.text("city", "City").required() } }
      }
      let pages = FormPagesViewController(form: form)
      var completed = 0
      pages.onComplete = { _ in completed += 1 }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: pages))
      defer { window.isHidden = true }
      let toolbar = try #require(UIKitFixtures.first(UIToolbar.self, in: pages.view))
      let next = try #require(toolbar.items?.first { $0.title == pages.flow.chrome.next.title })
      form[RowKey<String>("stop")] = "yes"
      await UIKitFixtures.nextTurn()
      UIKitFixtures.tap(next)
      #expect(completed == 1)
      #expect(pages.flow.chrome.title.contains("First"))
    }

    final class Stars: UIView, FormCellContentView {
      var shown: FormValue?
      func configure(with cell: FormCellDescriptor, context: FormCellContext) { shown = cell.state?.value }
    }

    @Test func customKindsShowTheirViewsAndTaps() async throws {
      let form = try Form {
        Section {
          Row<Int>.custom("rating", kind: "stars", "Rating", value: 3)
          Row<Int>.custom("other", kind: "unknown", "Other", value: 1)
        }
      }
      let controller = FormViewController(form: form)
      var tapped: [RowID] = []
      controller.cells.register(kind: "stars") { Stars() }
      controller.cells.onTap(kind: "stars") { row, _ in tapped.append(row) }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("rating", in: controller.driver)
      let stars = try #require(UIKitFixtures.first(Stars.self, in: controller.tableView.cellForRow(at: path)))
      #expect(stars.shown == .int(3))
      controller.tableView.simulateTap(at: path)
      #expect(tapped == [try #require(form.rowID(forTag: "rating"))])
      let other = try UIKitFixtures.path("other", in: controller.driver)
      let placeholder = try #require(
        UIKitFixtures.first(ValueRowView.self, in: controller.tableView.cellForRow(at: other)))
      #expect(placeholder.detailLabel.textColor == .systemOrange, "an unregistered kind shows a visible placeholder")
    }

    @Test func aSwipeDeleteAndEditModeDeleteRemoveRows() async throws {
      let form = try UIKitFixtures.editing()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      #expect(screen.navigationItem.rightBarButtonItem === screen.editButtonItem)
      screen.setEditing(true, animated: false)
      let path = IndexPath(row: 0, section: 1)
      #expect(screen.adapter.tableView(screen.tableView, editingStyleForRowAt: path) == .delete)
      #expect(screen.adapter.tableView(screen.tableView, shouldIndentWhileEditingRowAt: path))
      #expect(screen.adapter.tableView(screen.tableView, canEditRowAt: path))
      screen.adapter.tableView(screen.tableView, commit: .delete, forRowAt: path)
      await UIKitFixtures.nextTurn()
      #expect(form[UIKitFixtures.phones] == ["2", "3"])
      #expect(screen.tableView.mismatches(with: screen.driver) == [])
    }
  }
#endif
