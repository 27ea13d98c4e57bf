#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// An app styles built-in cells as Eureka's `cellSetup` / `cellUpdate` / `defaultCellUpdate`
  /// let it: once per cell, on every update, per kind, per row style, and reused cells never
  /// carry one row's style to another.
  @MainActor
  @Suite(.serialized) struct CellStylingTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let loud = UIFont.preferredFont(forTextStyle: .headline)

    /// 60 text rows, every tenth styled "loud".
    static func longForm() throws -> Form {
      try Form {
        Section("Rows") {
          for index in 0..<60 {
            Row.text(RowKey<String>("r\(index)"), "Row \(index)").configuration {
              $0.style = index % 10 == 0 ? "loud" : nil
            }
          }
        }
      }
    }

    func titleLabel(of cell: UITableViewCell?) -> UILabel? {
      UIKitFixtures.first(FormRowView.self, in: cell)?.titleLabel
    }

    @Test func aStyleHookStylesItsRowsOnlyAndReusedCellsForgetIt() throws {
      let form = try Self.longForm()
      let controller = FormViewController(form: form)
      controller.cells.onCellUpdate(style: "loud") { parts, _ in parts.titleLabel?.font = Self.loud }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let table = controller.tableView
      var checked = 0
      for index in stride(from: 0, to: 60, by: 3) {
        let path = try UIKitFixtures.path("r\(index)", in: controller.driver)
        table.scrollToRow(at: path, at: .middle, animated: false)
        table.layoutIfNeeded()
        for visible in table.indexPathsForVisibleRows ?? [] {
          let row = try #require(controller.driver.form.rowIDs.dropFirst(visible.row).first)
          let styled = form.state(of: row)?.configuration.style == "loud"
          let font = try #require(titleLabel(of: table.cellForRow(at: visible))?.font)
          #expect((font == Self.loud) == styled, "row \(visible.row): \(font)")
          checked += 1
        }
      }
      #expect(checked > 60, "cells were reused across rows of both styles")
    }

    @Test func setupRunsOncePerCellAndUpdatesOnEveryChange() throws {
      let form = try Self.longForm()
      let controller = FormViewController(form: form)
      var setUps: [ObjectIdentifier: Int] = [:]
      var updates = 0
      controller.cells.onCellSetup { parts, _ in setUps[ObjectIdentifier(parts.cell), default: 0] += 1 }
      controller.cells.onCellUpdate { _, _ in updates += 1 }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let table = controller.tableView
      for index in stride(from: 0, to: 60, by: 7) {
        table.scrollToRow(at: try UIKitFixtures.path("r\(index)", in: controller.driver), at: .middle, animated: false)
        table.layoutIfNeeded()
      }
      #expect(!setUps.isEmpty)
      #expect(setUps.values.allSatisfy { $0 == 1 }, "\(setUps.values)")
      let before = updates
      let visible = try #require(table.indexPathsForVisibleRows?.first)
      let row = try #require(form.rowIDs.dropFirst(visible.row).first)
      try form.setTitle("Renamed", forRow: row)
      _ = form.flush()
      table.layoutIfNeeded()
      #expect(updates > before, "a reconfigured row runs the update hooks again")
      #expect(titleLabel(of: table.cellForRow(at: visible))?.text == "Renamed")
    }

    @Test func hooksRunFromTheMostGeneralToTheMostSpecific() throws {
      let form = try Form {
        Section {
          Row.switch("plain", "Plain")
          Row.switch("alarm", "Alarm").style("danger")
          Row.text("name", "Name").style("danger")
        }
      }
      let controller = FormViewController(form: form)
      var order: [String] = []
      controller.cells.onCellUpdate(style: "danger") { parts, context in
        order.append("style \(context.style ?? "")")
        parts.control?.tintColor = .systemRed
      }
      controller.cells.onCellUpdate(kind: .switch) { parts, context in
        order.append("kind \(context.kind)")
        parts.control?.tintColor = .systemOrange
      }
      controller.cells.onCellUpdate { _, context in order.append("all \(context.row)") }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let table = controller.tableView
      func control(_ tag: String) throws -> UIView? {
        let cell = table.cellForRow(at: try UIKitFixtures.path(tag, in: controller.driver))
        return UIKitFixtures.first(FormRowView.self, in: cell)?.styledControl
      }
      #expect(try control("plain") is UISwitch)
      #expect(try control("plain")?.tintColor == .systemOrange)
      // The style hook comes after the kind hook: it wins.
      #expect(try control("alarm")?.tintColor == .systemRed)
      #expect(try control("name") is UITextField)
      #expect(try control("name")?.tintColor == .systemRed)
      let alarm = try #require(form.rowID(forTag: "alarm"))
      let forAlarm = order.drop { $0 != "all \(alarm)" }.prefix(3)
      #expect(Array(forAlarm) == ["all \(alarm)", "kind switch", "style danger"])
    }

    @Test func collectionCellsAreStyledAlike() throws {
      let form = try Self.longForm()
      let controller = FormCollectionViewController(form: form)
      controller.cells.onCellUpdate(style: "loud") { parts, _ in parts.titleLabel?.font = Self.loud }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      controller.collectionView.layoutIfNeeded()
      let first = try UIKitFixtures.path("r0", in: controller.driver)
      let second = try UIKitFixtures.path("r1", in: controller.driver)
      let styled = UIKitFixtures.first(FormRowView.self, in: controller.collectionView.cellForItem(at: first))
      let plain = UIKitFixtures.first(FormRowView.self, in: controller.collectionView.cellForItem(at: second))
      #expect(styled?.titleLabel.font == Self.loud)
      #expect(plain?.titleLabel.font == FormAppearance.titleFont)
    }

    @Test func everyBuiltInRowGivesItsHooksItsTitleAndControl() throws {
      let form = try UIKitFixtures.everyKind()
      let controller = FormViewController(form: form)
      var seen: [FormCellKind: (title: Bool, control: String)] = [:]
      controller.cells.onCellUpdate { parts, context in
        seen[context.kind] = (parts.titleLabel != nil, parts.control.map { "\(type(of: $0))" } ?? "none")
      }
      let window = UIKitFixtures.show(UINavigationController(rootViewController: controller))
      defer { window.isHidden = true }
      let table = controller.tableView
      for section in 0..<table.numberOfSections {
        for item in 0..<table.numberOfRows(inSection: section) {
          table.scrollToRow(at: IndexPath(row: item, section: section), at: .middle, animated: false)
          table.layoutIfNeeded()
        }
      }
      #expect(seen.count >= 8, "\(seen.keys)")
      for (kind, parts) in seen {
        #expect(parts.title, "\(kind) gives its title label")
        #expect(parts.control != "none", "\(kind) gives its control")
      }
      #expect(seen[.switch]?.control == "UISwitch")
      #expect(seen[.stepper]?.control == "UIStepper")
      #expect(seen[.slider]?.control == "UISlider")
    }
  }
#endif
