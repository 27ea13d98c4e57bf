#if canImport(UIKit) && canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI
  import Testing
  import UIKit

  @testable import FormworkSwiftUI

  /// The SwiftUI renderer hosted in a window: the form view renders every row kind, refusals
  /// reach the notice, moves go through the one shown-row move. The window test runs on an iOS
  /// simulator only; the others on Linux too.
  @MainActor
  @Suite struct FormModelTests {
    static let phones = SectionKey<String>("phones")

    static func form() throws -> Formwork.Form {
      try Form {
        Section("Main") {
          Row.text("locked", "Locked").disabled(when: { _ in true }).disabledReason("Set by your company")
          Row.switch("notify", "Notify me")
        }
        Section.multivalued(phones, "Phones", values: ["1", "2", "3"], options: .all) {
          Row.phone(nil, "Phone")
        }
      }
    }

    #if os(iOS)
      @Test func theFormViewRendersInAWindow() throws {
        let model = FormModel(form: try Self.form())
        let host = UIHostingController(rootView: NavigationView { FormView(model: model) })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = host
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        host.view.layoutIfNeeded()
        #expect(model.sections.count == 2)
      }
    #endif

    @Test func aRefusedChangeIsShownNotDropped() throws {
      let model = FormModel(form: try Self.form())
      let locked = try #require(model.form.rowID(forTag: "locked"))
      model.attempt { try $0.userSetValue(.string("x"), for: locked) }
      #expect(model.notice.message?.contains("Set by your company") == true)
    }

    @Test func aRowAppearingNearTheEndAsksForMoreRowsOnce() throws {
      let model = FormModel(form: try Self.form())
      model.loadMoreDistance = 1
      var asked: [SectionID] = []
      let subscription = model.observeList { event in
        if case .loadMore(let section) = event { asked.append(section) }
      }
      let section = try #require(model.sections.last)
      for row in section.rows { model.rowAppeared(row) }
      for row in section.rows { model.rowAppeared(row) }
      #expect(asked == [section.id])
      subscription.cancel()
    }

    @Test func doneWritesAValidNestedFormAndBackWritesNothing() throws {
      let street = RowKey<String>("street")
      let form = try Formwork.Form {
        Formwork.Section {
          Row<FormValue>.subform("address", "Address") {
            Formwork.Section { Row.text(street, "Street").required() }
          }
        }
      }
      let model = FormModel(form: form)
      let address = try #require(form.rowID(forTag: "address"))
      let session = SubformSession(parent: model, row: address)
      #expect(!session.confirm(), "invalid: it stays open and shows its errors")
      let nested = try #require(session.nested)
      nested.form[street] = "Main Street 1"
      #expect(session.confirm())
      #expect(form.state(of: address)?.value != .null)
      // A session left without Done writes nothing.
      let left = SubformSession(parent: model, row: address)
      left.nested?.form[street] = "Elsewhere"
      #expect(form.state(of: address)?.displayValue.contains("Elsewhere") == false)
    }

    @Test func onMoveReordersTheMultivaluedSection() throws {
      let model = FormModel(form: try Self.form())
      let section = try #require(model.sections.last)
      model.moveRows(fromOffsets: IndexSet(integer: 0), toOffset: 3, inSection: section.id)
      #expect(model.form[Self.phones] == ["2", "3", "1"])
    }
  }
#endif
