import Formwork
import Foundation
import Testing

@MainActor
@Suite struct EventTests {
  let name = RowKey<String>("name")
  let subscribe = RowKey<Bool>("subscribe")
  let frequency = RowKey<String>("frequency")
  let locked = RowKey<String>("locked")

  func makeForm() throws -> Form {
    try Form {
      Section {
        Row.name(name, "Name").rules(.required).validate(on: .onChange)
        Row.switch(subscribe, "Subscribe")
        Row.text(frequency, "Frequency").hidden { $0[subscribe] != true }
        Row.text(locked, "Locked").disabled(true)
      }
    }
  }

  @Test func valueChangesCarryOldNewAndOrigin() throws {
    let form = try makeForm()
    let log = EventLog(form)
    let nameID = try #require(form.rowID(for: name))
    let switchID = try #require(form.rowID(for: subscribe))
    form.input("Ada", for: nameID)
    form.tap(switchID)
    form[name] = "Grace"
    try form.setValue("Hedy", for: name, origin: .hydration)
    try form.setValue("Hedy", for: name)  // no change, no event
    #expect(
      log.changes == [
        ValueChange(row: nameID, tag: "name", oldValue: nil, newValue: "Ada", origin: .user),
        ValueChange(row: switchID, tag: "subscribe", oldValue: false, newValue: true, origin: .user),
        ValueChange(row: nameID, tag: "name", oldValue: "Ada", newValue: "Grace", origin: .program),
        ValueChange(row: nameID, tag: "name", oldValue: "Grace", newValue: "Hedy", origin: .hydration),
      ])
  }

  @Test func typedChangeObserver() throws {
    let form = try makeForm()
    var seen: [String] = []
    let subscription = form.onChange(of: name) { old, new, origin in
      seen.append("\(old ?? "nil")→\(new ?? "nil") (\(origin))")
    }
    form[name] = "Ada"
    form[subscribe] = true
    form[name] = nil
    #expect(seen == ["nil→Ada (program)", "Ada→nil (program)"])
    _ = subscription
  }

  @Test func severalObserversEachGetEveryEventAndCancelAlone() throws {
    let form = try makeForm()
    var first: [FormEvent] = []
    var second: [FormEvent] = []
    let one = form.observe { first.append($0) }
    var two: FormSubscription? = form.observe { second.append($0) }
    form[name] = "Ada"
    #expect(first.isEmpty == false)
    #expect(first == second, "a second observer does not replace the first")
    one.cancel()
    #expect(one.isCancelled)
    form[name] = "Grace"
    #expect(first.count < second.count, "the cancelled observer stops")
    let secondCount = second.count
    two = nil  // releasing the subscription cancels it
    form[name] = "Hedy"
    #expect(second.count == secondCount)
    #expect(two == nil)
  }

  @Test func subscriptionsStoredInASetLiveWithIt() throws {
    let form = try makeForm()
    var count = 0
    var bag = Set<FormSubscription>()
    form.observe { _ in count += 1 }.store(in: &bag)
    form[name] = "Ada"
    let afterFirst = count
    #expect(afterFirst > 0)
    bag.removeAll()
    form[name] = "Grace"
    #expect(count == afterFirst)
  }

  @Test func eventsFireWithoutAnyRenderer() throws {
    let form = try makeForm()
    let log = EventLog(form)
    form[subscribe] = true
    #expect(log.changes.count == 1)
    #expect(form.hasPendingUpdate, "the update waits for a renderer; events did not")
  }

  @Test func inputEventsComeInOrder() throws {
    let form = try makeForm()
    let log = EventLog(form)
    let nameID = try #require(form.rowID(for: name))
    form.focus(nameID)
    form.input("Ada", for: nameID)
    form.input("", for: nameID)
    let required = ValidationIssue(row: nameID, tag: "name", rule: "required", message: "Name is required.")
    #expect(
      log.events == [
        .focused(nameID),
        .valueChanged(ValueChange(row: nameID, tag: "name", oldValue: nil, newValue: "Ada", origin: .user)),
        .valueChanged(ValueChange(row: nameID, tag: "name", oldValue: "Ada", newValue: nil, origin: .user)),
        .validationChanged(nameID, [required]),
      ])
  }

  @Test func focusMovesBlurTheFormerRow() throws {
    let form = try makeForm()
    let log = EventLog(form)
    let nameID = try #require(form.rowID(for: name))
    let lockedID = try #require(form.rowID(for: locked))
    let frequencyID = try #require(form.rowID(for: frequency))
    form.focus(nameID)
    form.focus(lockedID)
    form.focus(frequencyID)  // hidden: ignored
    form.blur(lockedID)
    #expect(log.events == [.focused(nameID), .blurred(nameID), .focused(lockedID), .blurred(lockedID)])
    #expect(form.focusedRow == nil)
  }

  @Test func tapsEmitSelectionOrDenial() throws {
    let form = try makeForm()
    let log = EventLog(form)
    let nameID = try #require(form.rowID(for: name))
    let lockedID = try #require(form.rowID(for: locked))
    #expect(form.tap(nameID) == .focus)
    #expect(form.tap(lockedID) == .denied("This field is disabled."))
    #expect(log.events == [.selected(nameID), .denied(lockedID, reason: "This field is disabled.")])
  }

  @Test func eventsEmittedByAnObserverReachEveryoneInTheSameOrder() throws {
    let form = try makeForm()
    var first: [FormEvent] = []
    var second: [FormEvent] = []
    // The first observer reacts to `subscribe` by filling `frequency`, while the event is being
    // delivered: the second observer must still see `subscribe` before `frequency`.
    let one = form.observe { event in
      first.append(event)
      if case .valueChanged(let change) = event, change.tag == "subscribe" { form[frequency] = "weekly" }
    }
    let two = form.observe { second.append($0) }
    form[subscribe] = true
    #expect(first == second)
    #expect(
      first.compactMap { if case .valueChanged(let c) = $0 { c.tag } else { nil } } == ["subscribe", "frequency"])
    _ = (one, two)
  }

  @Test func asyncSequenceDeliversAndEndsOnCancellation() async throws {
    let form = try makeForm()
    let received = Recorder<FormEvent>()
    let events = form.events()
    let consumer = Task { @MainActor in
      for await event in events { await received.record(event) }
      return "ended"
    }
    form[name] = "Ada"
    form[name] = "Grace"
    var rounds = 0
    while await received.values.count < 2, rounds < 100_000 {
      rounds += 1
      await Task.yield()
    }
    let changes = await received.values.compactMap { event -> String? in
      if case .valueChanged(let change) = event, case .string(let text) = change.newValue { return text }
      return nil
    }
    #expect(changes == ["Ada", "Grace"])
    consumer.cancel()
    #expect(await consumer.value == "ended")
  }

  @Test func validationStateChangesAreEvents() throws {
    let form = try makeForm()
    let log = EventLog(form)
    let nameID = try #require(form.rowID(for: name))
    form.validate()
    form[name] = "Ada"
    let changes = log.events.compactMap { event -> [String]? in
      if case .validationChanged(let row, let issues) = event, row == nameID { return issues.map(\.rule) }
      return nil
    }
    #expect(changes == [["required"], []])
  }
}
