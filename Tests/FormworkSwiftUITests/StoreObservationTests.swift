#if canImport(SwiftUI) && canImport(Combine)
  import Combine
  import Formwork
  import FormworkListDriver
  import Observation
  import SwiftUI
  import Testing

  @testable import FormworkSwiftUI

  /// The thin SwiftUI store over FormworkListDriver's presentations: each model tells SwiftUI of
  /// the changes of its own level, through `objectWillChange` (iOS 15 and 16) and, on iOS 17,
  /// through Observation, whose tracked reads fire on the presentation's changes.
  @MainActor
  @Suite struct StoreObservationTests {
    static let more = RowKey<Bool>("more")
    static let name = RowKey<String>("name")

    static func form() throws -> Formwork.Form {
      try Formwork.Form {
        Formwork.Section("Main") {
          Row.name(name, "Name").required()
          Row.switch(more, "More")
          Row.text("extra", "Extra").hidden { !($0[more] ?? false) }
        }
        Formwork.Section("Extra", tag: "extraSection") { Row.info("about", "About", value: "1.0") }
          .hidden { !($0[more] ?? false) }
      }
    }

    @Test func eachLevelSendsObjectWillChangeForItsOwnChangesOnly() throws {
      let model = FormModel(form: try Self.form())
      model.animation = nil
      let main = try #require(model.sections.first)
      let nameID = try #require(model.form.rowID(for: Self.name))
      let nameRow = try #require(model.row(nameID))
      var sent: [String] = []
      var subscriptions: Set<AnyCancellable> = []
      model.objectWillChange.sink { sent.append("form") }.store(in: &subscriptions)
      main.objectWillChange.sink { sent.append("main") }.store(in: &subscriptions)
      nameRow.objectWillChange.sink { sent.append("name") }.store(in: &subscriptions)

      model.form[Self.name] = "Ada"
      model.form.flush()
      #expect(sent == ["name"])
      sent = []
      let moreID = try #require(model.form.rowID(for: Self.more))
      model.attempt { try $0.userSetValue(.bool(true), for: moreID) }
      #expect(sent.sorted() == ["form", "main"], "the section list and Main's rows, not the name row")
      #expect(model.sections.count == 2)
      #expect(model.section(main.id) === main, "a section keeps its model")
      #expect(model.row(nameRow.id) === nameRow, "a row keeps its model while a view holds it")
    }

    @Test func onIOS17TrackedReadsFollowThePresentation() throws {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) else { return }
      let model = FormModel(form: try Self.form())
      model.animation = nil
      let nameID = try #require(model.form.rowID(for: Self.name))
      let nameRow = try #require(model.row(nameID))
      nonisolated(unsafe) var changed: [String] = []
      withObservationTracking {
        _ = model.sections
      } onChange: {
        changed.append("sections")
      }
      withObservationTracking {
        _ = nameRow.state
      } onChange: {
        changed.append("name")
      }
      withObservationTracking {
        _ = model.isValid
      } onChange: {
        changed.append("isValid")
      }
      model.attempt { try $0.userSetValue(.string("Ada"), for: nameRow.id) }
      #expect(changed.sorted() == ["isValid", "name"])
      let moreID = try #require(model.form.rowID(for: Self.more))
      model.attempt { try $0.userSetValue(.bool(true), for: moreID) }
      #expect(changed.sorted() == ["isValid", "name", "sections"])
      #expect(nameRow.state.displayValue == "Ada")
    }

    @Test func theNoticeAndThePagesPublishTheirPresentationsChanges() throws {
      let pages = FormPagesModel(form: try PagesForm.make())
      var sent = 0
      var subscriptions: Set<AnyCancellable> = []
      pages.objectWillChange.sink { sent += 1 }.store(in: &subscriptions)
      pages.model.notice.objectWillChange.sink { sent += 100 }.store(in: &subscriptions)
      pages.model.notice.duration = nil
      pages.next()
      #expect(pages.refusal != nil)
      #expect(pages.refusalSummary?.isEmpty == false)
      #expect(sent % 100 >= 1, "the refusal was published")
      pages.model.notice.show("Locked")
      #expect(sent >= 100)
      #expect(pages.model.notice.message == "Locked")
    }

    /// Two pages, a required name on the first.
    @MainActor
    enum PagesForm {
      static func make() throws -> Formwork.Form {
        try Formwork.Form {
          Page("Applicant", tag: "applicant") {
            Formwork.Section { Row.name("name", "Name").required() }
          }
          Page("Loan", tag: "loan") {
            Formwork.Section { Row.integer("amount", "Amount") }
          }
        }
      }
    }
  }
#endif
