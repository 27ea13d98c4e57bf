import SwiftUI
import Testing

/// The SwiftUI stand-in runs what views ask for when SwiftUI documents it: `onChange` on a
/// change only, `onAppear`/`onDisappear` once per appearance, tasks with the view's lifetime;
/// presentations, navigation, disabled controls and pickers as a person meets them.
@MainActor
@Suite struct SwiftUIEventTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Watched: View {
    let value: Int
    let log: Log
    var body: some View {
      Text("\(value)")
        .onChange(of: value) { log.lines.append("changed to \($0)") }
        .onAppear { log.lines.append("appeared") }
        .onDisappear { log.lines.append("disappeared") }
    }
  }

  struct Screen: View {
    let log: Log
    @State private var value = 0
    @State private var shows = true
    var body: some View {
      VStack {
        if shows { Watched(value: value, log: log) }
        Button("Same") { value = value + 0 }
        Button("Next") { value += 1 }
        Button("Hide") { shows.toggle() }
      }
    }
  }

  @Test func onChangeRunsOnAChangeOnlyAndAppearanceOncePerAppearance() throws {
    let log = Log()
    let host = try ViewHost(Screen(log: log))
    #expect(log.lines == ["appeared"])
    try host.node(.button, text: "Same").tap()
    #expect(log.lines == ["appeared"])
    try host.node(.button, text: "Next").tap()
    #expect(log.lines == ["appeared", "changed to 1"])
    try host.node(.button, text: "Hide").tap()
    try host.node(.button, text: "Hide").tap()
    #expect(log.lines == ["appeared", "changed to 1", "disappeared", "appeared"])
  }

  struct Loader: View {
    let log: Log
    @State private var loaded = false
    var body: some View {
      Text(loaded ? "Loaded" : "Loading").task { loaded = true }
    }
  }

  @Test func aTaskStartsWhenTheViewAppears() async throws {
    let host = try ViewHost(Loader(log: Log()))
    try await host.settle()
    #expect(host.nodes(.text).map(\.string) == ["Loaded"])
  }

  struct Gated: View {
    let gate: AsyncStream<Void>
    @State private var opened = false
    var body: some View {
      Button(opened ? "Opened" : "Closed") {
        Task {
          for await _ in gate { break }
          opened = true
        }
      }
    }
  }

  @Test(.timeLimit(.minutes(3)))
  func settlingUntilAConditionWaitsForWorkThatEndsAnyTimeLater() async throws {
    let (gate, open) = AsyncStream<Void>.makeStream()
    let host = try ViewHost(Gated(gate: gate))
    try host.node(.button, text: "Closed").tap()
    // The work ends only once the host is waiting, whatever number of turns that took.
    let settling = Task { @MainActor in try await host.settle { !host.nodes { $0.string == "Opened" }.isEmpty } }
    await Task.yield()
    #expect(host.nodes { $0.string == "Opened" }.isEmpty)
    open.yield()
    try await settling.value
    #expect(host.nodes { $0.string == "Opened" }.count == 1)
  }

  struct Alerting: View {
    @State private var shows = false
    @State private var chosen = ""
    var body: some View {
      Button("Ask \(chosen)") { shows = true }
        .alert(Text("Sure?"), isPresented: $shows) {
          Button("Yes") { chosen = "yes" }
          Button("No", role: .cancel) {}
        }
    }
  }

  @Test func anAlertsButtonsRunThenDismissIt() throws {
    let host = try ViewHost(Alerting())
    #expect(host.nodes(.alert).isEmpty)
    try host.node(.button, text: "Ask ").tap()
    #expect(host.nodes(.alert).first?.string == "Sure?")
    try host.node(.button, text: "Yes").tap()
    #expect(host.nodes(.alert).isEmpty)
    #expect((try? host.node(.button, text: "Ask yes")) != nil)
  }

  struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      Button("Close") { dismiss() }.navigationTitle("Detail")
    }
  }

  @Test func aLinkPushesItsDestinationAndDismissGoesBack() throws {
    let host = try ViewHost(
      NavigationStack {
        NavigationLink {
          Detail()
        } label: {
          Text("Open")
        }
      })
    try host.node(.navigationLink, text: "Open").tap()
    #expect(host.navigationTitle == "Detail")
    #expect(host.nodes(.navigationLink).isEmpty, "the root screen is covered")
    try host.node(.button, text: "Close").tap()
    #expect(host.navigationTitle == nil)
    let alone = try ViewHost(
      NavigationLink {
        Detail()
      } label: {
        Text("Open")
      })
    #expect(alone.nodes(.navigationLink).first?.isDisabled == true, "a link outside navigation does nothing")
  }

  @Test func disabledIsInheritedAndADisabledControlCannotBeUsed() throws {
    var taps = 0
    let host = try ViewHost(VStack { Button("Go") { taps += 1 } }.disabled(true))
    let button = try host.node(.button, text: "Go")
    #expect(button.isDisabled)
    #expect(throws: ViewHostError.self) { try button.tap() }
    #expect(taps == 0)
  }

  struct Choice: View {
    @State var selection: Int
    var body: some View {
      Picker("Size", selection: $selection) {
        Text("S").tag(1)
        Text("M").tag(2)
      }
    }
  }

  @Test func aPickerOffersItsTaggedOptionsAndFlagsASelectionWithoutTag() throws {
    let host = try ViewHost(Choice(selection: 1))
    let picker = try #require(host.nodes(.picker).first)
    #expect(picker.options.map(\.text) == ["S", "M"])
    #expect(throws: ViewHostError.self) { try picker.pick(3) }
    try picker.pick(text: "M")
    #expect(host.nodes(.picker).first?.selectedOption?.text == "M")
    #expect(throws: ViewHostError.self) { try ViewHost(Choice(selection: 7)) }
  }

  fileprivate struct Accent: EnvironmentKey { static let defaultValue = "plain" }

  struct Themed: View {
    @Environment(\.accent) private var accent
    var body: some View { Text(accent) }
  }

  @Test func customEnvironmentValuesReachTheViewsUnder() throws {
    let host = try ViewHost(VStack { Themed() }.environment(\.accent, "bold"))
    #expect(host.nodes(.text).map(\.string) == ["bold"])
    #expect(try ViewHost(Themed()).nodes(.text).map(\.string) == ["plain"])
  }
}

extension EnvironmentValues {
  fileprivate var accent: String {
    get { self[SwiftUIEventTests.Accent.self] }
    set { self[SwiftUIEventTests.Accent.self] = newValue }
  }
}

@MainActor
@Suite struct SwiftUINavigationEventTests {
  struct Root: View {
    let log: SwiftUIEventTests.Log
    var body: some View {
      NavigationLink {
        Text("Detail")
      } label: {
        Text("Open")
      }
      .onAppear { log.lines.append("root appeared") }
      .onDisappear { log.lines.append("root disappeared") }
    }
  }

  @Test func aCoveredScreenDisappearsAndAppearsAgainWhenUncovered() throws {
    let log = SwiftUIEventTests.Log()
    let host = try ViewHost(NavigationStack { Root(log: log) })
    try host.node(.navigationLink, text: "Open").tap()
    try host.goBack()
    #expect(log.lines == ["root appeared", "root disappeared", "root appeared"])
  }
}

/// A list's swipe actions: the row's buttons by edge, and no Delete synthesized from `onDelete`
/// on a row that has swipe actions (as SwiftUI documents).
@MainActor
@Suite struct SwiftUISwipeActionStandInTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Pear"]
    @State var flagged = ""
    var body: some View {
      List {
        ForEach(fruits, id: \.self) { fruit in
          if fruit == "Apple" {
            Text(fruit)
              .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button("Flag") { flagged = fruit }
              }
          } else {
            Text(fruit)
          }
        }
        .onDelete(perform: { offsets in
          for offset in offsets.sorted(by: >) { fruits.remove(at: offset) }
        })
        Text("Flagged: \(flagged)")
      }
    }
  }

  @Test func aRowsSwipeActionsAreItsButtonsByEdgeAndReplaceTheSynthesizedDelete() throws {
    let host = try ViewHost(Fruits())
    let apple = try host.node(.text, text: "Apple")
    let flag = try #require(apple.swipeActions(.leading).first)
    #expect(apple.swipeActions(.trailing).isEmpty)
    #expect(throws: ViewHostError.self) { try apple.delete() }
    try flag.tap()
    #expect(host.nodes { $0.string == "Flagged: Apple" }.count == 1)
    try host.node(.text, text: "Pear").delete()
    #expect(host.nodes { $0.string == "Pear" }.isEmpty, "a row without swipe actions keeps onDelete's Delete")
  }
}
