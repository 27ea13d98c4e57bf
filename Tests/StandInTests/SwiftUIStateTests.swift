import Observation
import SwiftUI
import Testing

/// The SwiftUI stand-in keeps state as SwiftUI documents it: per identity, across evaluations,
/// discarded with the identity; objects made once; views evaluated again only when what they
/// depend on changes.
@MainActor
@Suite struct SwiftUIStateTests {
  struct Counter: View {
    let title: String
    @State private var count = 0
    var body: some View {
      Button("\(title) \(count)") { count += 1 }
    }
  }

  struct Branches: View {
    @State var showsFirst = true
    var body: some View {
      VStack {
        Toggle(isOn: $showsFirst) { Text("First") }
        if showsFirst {
          Counter(title: "a")
        } else {
          Counter(title: "b")
        }
      }
    }
  }

  @Test func stateIsKeptPerIdentityAndGoesWithIt() throws {
    let host = try ViewHost(Branches())
    try host.node(.button, text: "a 0").tap()
    try host.node(.button, text: "a 1").tap()
    #expect(host.nodes(.button).map(\.ownText) == ["a 2"])
    try host.nodes(.toggle)[0].toggle()
    #expect(host.nodes(.button).map(\.ownText) == ["b 0"], "another branch is another identity")
    try host.nodes(.toggle)[0].toggle()
    #expect(host.nodes(.button).map(\.ownText) == ["a 0"], "the first counter's state went with it")
  }

  struct Rows: View {
    @State var names = ["x", "y", "z"]
    var body: some View {
      List {
        ForEach(names, id: \.self) { name in Counter(title: name) }
      }
      Button("Reverse") { names.reverse() }
      Button("Drop y") { names.removeAll { $0 == "y" } }
    }
  }

  @Test func forEachStateFollowsTheIDs() throws {
    let host = try ViewHost(Rows())
    try host.node(.button, text: "y 0").tap()
    try host.node(.button, text: "Reverse").tap()
    #expect(host.nodes(.button).compactMap(\.ownText).prefix(3) == ["z 0", "y 1", "x 0"])
    try host.node(.button, text: "Drop y").tap()
    try host.node(.button, text: "Reverse").tap()
    #expect(host.nodes(.button).compactMap(\.ownText).prefix(2) == ["x 0", "z 0"])
  }

  @Test func duplicateForEachIDsAreFlagged() throws {
    struct Duplicates: View {
      var body: some View { ForEach(["a", "a"], id: \.self) { Text($0) } }
    }
    #expect(throws: ViewHostError.self) { try ViewHost(Duplicates()) }
  }

  @MainActor final class Made {
    var count = 0
  }

  @MainActor final class Model: ObservableObject {
    @Published var value = 0
    init(made: Made) { made.count += 1 }
  }

  struct Owner: View {
    @StateObject private var model: Model
    let label: String

    init(label: String, made: Made) {
      _model = StateObject(wrappedValue: Model(made: made))
      self.label = label
    }

    var body: some View {
      Button("\(label) \(model.value)") { model.value += 1 }
    }
  }

  struct Parent: View {
    let made: Made
    @State private var label = "a"
    var body: some View {
      VStack {
        Owner(label: label, made: made)
        Button("Rename") { label += "a" }
      }
    }
  }

  @Test func aStateObjectIsMadeOncePerIdentityAndItsChangesEvaluateAgain() throws {
    let made = Made()
    let host = try ViewHost(Parent(made: made))
    try host.node(.button, text: "a 0").tap()
    #expect(host.nodes(.button).first?.ownText == "a 1", "@Published changes evaluate the view again")
    try host.node(.button, text: "Rename").tap()
    #expect(host.nodes(.button).first?.ownText == "aa 1", "the parent re-made the view: the object stayed")
    #expect(made.count == 1)
  }

  @Observable final class Store {
    var shown = "one"
    var other = 0
  }

  struct Reader: View {
    let store: Store
    var body: some View { Text(store.shown) }
  }

  @Test func observationEvaluatesOnlyTheViewsThatReadAChangedProperty() throws {
    let store = Store()
    let host = try ViewHost(VStack { Reader(store: store) })
    let before = host.bodyEvaluations
    store.other += 1
    try host.update()
    #expect(host.bodyEvaluations == before, "nothing read `other`")
    store.shown = "two"
    try host.update()
    #expect(host.bodyEvaluations == before + 1)
    #expect(host.nodes(.text).map(\.string) == ["two"])
  }

  struct Writer: View {
    @State private var count = 0
    var body: some View {
      count += 1
      return Text("\(count)")
    }
  }

  @Test func modifyingStateDuringAnUpdateIsFlagged() throws {
    #expect(throws: ViewHostError.self) { try ViewHost(Writer()) }
  }

  struct Focus: View {
    @FocusState private var field: Int?
    @State private var a = ""
    @State private var b = ""
    var body: some View {
      TextField("A", text: $a).focused($field, equals: 1)
      TextField("B", text: $b).focused($field, equals: 2)
      Button("Next") { field = 2 }
    }
  }

  @Test func oneFieldHasFocus() throws {
    let host = try ViewHost(Focus())
    try host.nodes(.textField)[0].type("x")
    #expect(host.nodes(.textField).map(\.isFocused) == [true, false])
    try host.node(.button, text: "Next").tap()
    #expect(host.nodes(.textField).map(\.isFocused) == [false, true])
    #expect(host.nodes(.textField).map(\.text) == ["x", ""])
  }
}
