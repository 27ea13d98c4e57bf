#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// The controls of built-in rows: what VoiceOver reads, the language they show, how their
  /// option screens close.
  @MainActor
  @Suite(.serialized) struct ControlRowTests {
    init() { UIKitFixtures.failOnContractViolations() }

    /// The row view of a tagged row, scrolled on screen.
    static func rowView<View: UIView>(_ type: View.Type, _ tag: String, in screen: FormViewController) throws -> View {
      let path = try UIKitFixtures.path(tag, in: screen.driver)
      screen.tableView.scrollToRow(at: path, at: .middle, animated: false)
      return try #require(UIKitFixtures.first(View.self, in: screen.tableView.cellForRow(at: path)))
    }

    @Test func aSliderReadsItsValue() throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let row = try Self.rowView(SliderRowView.self, "slider", in: screen)
      let id = try #require(form.rowID(forTag: "slider"))
      let value = try #require(screen.driver.cell(for: id)?.content.accessibility.value)
      #expect(!value.isEmpty)
      #expect(row.slider.accessibilityLabel == "Slider")
      #expect(row.slider.accessibilityValue == value)
      row.slider.simulateDrag(to: 0.9)
      let moved = try #require(screen.driver.cell(for: id)?.content.accessibility.value)
      #expect(moved != value)
      #expect(row.slider.accessibilityValue == moved)
    }

    /// Taps the everyKind form's inline day row and returns the picker row it expands below.
    static func openInlineDay(in screen: FormViewController) async throws -> InlineDatePickerRowView {
      let dayPath = try UIKitFixtures.path("dateInline", in: screen.driver)
      screen.adapter.tableView(screen.tableView, didSelectRowAt: dayPath)
      await UIKitFixtures.nextTurn()
      let editor = IndexPath(row: dayPath.row + 1, section: dayPath.section)
      screen.tableView.scrollToRow(at: editor, at: .middle, animated: false)
      return try #require(
        UIKitFixtures.first(InlineDatePickerRowView.self, in: screen.tableView.cellForRow(at: editor)))
    }

    @Test func datePickersShowTheFormsLanguage() async throws {
      let form = try UIKitFixtures.everyKind()
      form.locale = Locale(identifier: "zh_CN")
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let row = try Self.rowView(DatePickerRowView.self, "date", in: screen)
      #expect(row.picker.locale == Locale(identifier: "zh_CN"))
      let inline = try await Self.openInlineDay(in: screen)
      #expect(inline.picker.locale == Locale(identifier: "zh_CN"))
    }

    @Test func spinningTheInlineDatePickerSetsTheRowsDate() async throws {
      let form = try UIKitFixtures.everyKind()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let dayPath = try UIKitFixtures.path("dateInline", in: screen.driver)
      let inline = try await Self.openInlineDay(in: screen)
      let picked = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28T20:26:40Z
      inline.picker.simulatePick(picked)
      // A day row holds the calendar day the picker shows (where the person is), kept as that
      // day's midnight UTC so it means the same day everywhere.
      let shown = Calendar.current.dateComponents([.year, .month, .day], from: picked)
      var utc = Calendar(identifier: .gregorian)
      utc.timeZone = try #require(TimeZone(identifier: "UTC"))
      let day = try #require(utc.date(from: shown))
      #expect(try form.value(forTag: "dateInline") == .date(day))
      #expect(try UIKitFixtures.path("dateInline", in: screen.driver) == dayPath)
    }

    @Test func aPresentedMultipleChoiceClosesWithDone() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      let window = UIKitFixtures.show(controller)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("multiple", in: controller.driver)
      controller.adapter.tableView(controller.tableView, didSelectRowAt: path)
      let presented = try #require(controller.presentedViewController as? UINavigationController)
      let options = try #require(presented.viewControllers.first as? FormOptionsViewController)
      let done = try #require(options.navigationItem.rightBarButtonItem, "picks are kept: Done, not only Cancel")
      #expect(options.navigationItem.leftBarButtonItem == nil)
      UIKitFixtures.tap(done)
      #expect(controller.presentedViewController == nil)
    }

    @Test func aPresentedSingleChoiceOffersCancel() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      let window = UIKitFixtures.show(controller)
      defer { window.isHidden = true }
      let path = try UIKitFixtures.path("selectorPush", in: controller.driver)
      controller.adapter.tableView(controller.tableView, didSelectRowAt: path)
      let presented = try #require(controller.presentedViewController as? UINavigationController)
      let options = try #require(presented.viewControllers.first)
      #expect(options.navigationItem.rightBarButtonItem == nil)
      let cancel = try #require(options.navigationItem.leftBarButtonItem)
      UIKitFixtures.tap(cancel)
      #expect(controller.presentedViewController == nil)
    }
  }
#endif
