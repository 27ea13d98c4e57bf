import Formwork
import Foundation
import Testing

/// A multiple choice whose options come from a loader, as a single choice's can (Eureka's
/// `MultipleSelectorRow` with `optionsProvider: .lazy`).
@MainActor
@Suite struct LoadedOptionsTests {
  let tags = RowKey<[String]>("tags")

  /// Answers the loader's calls: it fails the first `failures` times, then gives the options.
  actor Server {
    private var failures: Int
    private(set) var calls = 0
    init(failures: Int) { self.failures = failures }

    func options() throws -> [SelectorOption<String>] {
      calls += 1
      if failures > 0 {
        failures -= 1
        throw URLError(.notConnectedToInternet)
      }
      return [.init("swift", "Swift"), .init("ios", "iOS"), .init("forms", "Forms")]
    }
  }

  @Test func choosingWaitsForTheOptionsThenFollowsTheirOrder() async throws {
    let server = Server(failures: 0)
    let form = try Form {
      Section { Row.multipleSelector(tags, "Tags") { try await server.options() } }
    }
    let id = try #require(form.rowID(forTag: "tags"))
    #expect(form.state(of: id)?.options == .notLoaded)
    let refused = try #require(throws: FormError.self) { try form.toggleOption("ios", for: id) }
    #expect(refused.message.contains("not one of the row's options"))
    await form.loadOptions(for: id)
    #expect(form.state(of: id)?.options.items.map(\.title) == ["Swift", "iOS", "Forms"])
    try form.toggleOption("forms", for: id)
    try form.toggleOption("swift", for: id)
    #expect(form[tags] == ["swift", "forms"], "chosen values in option order")
    await form.loadOptions(for: id)
    #expect(await server.calls == 1, "loaded options are not loaded again")
  }

  @Test func aFailedLoadSaysWhyAndTheNextOneLoads() async throws {
    let server = Server(failures: 1)
    let form = try Form {
      Section { Row.multipleSelector(tags, "Tags", presentation: .actionSheet) { try await server.options() } }
    }
    let id = try #require(form.rowID(forTag: "tags"))
    await form.loadOptions(for: id)
    guard case .failed(let message)? = form.state(of: id)?.options else {
      Issue.record("the failed load is the row's state: \(String(describing: form.state(of: id)?.options))")
      return
    }
    #expect(!message.isEmpty)
    await form.loadOptions(for: id)
    #expect(form.state(of: id)?.options.items.count == 3)
    #expect(await server.calls == 2)
  }
}
