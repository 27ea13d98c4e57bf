import Formwork
import Foundation
import Testing

/// The GitHub sign-up "username available?" case, on a manual clock: no sleeps.
@MainActor
@Suite struct AsyncValidationTests {
  let username = RowKey<String>("username")
  let clock = ManualValidationClock()
  let calls = Recorder<String>()

  /// Waits until `count` tasks sleep on the clock: a check "on the network" (off the main
  /// actor) reached its latency.
  func untilSleeping(_ count: Int) async {
    var rounds = 0
    while clock.sleeperCount < count, rounds < 1_000_000 {
      rounds += 1
      await Task.yield()
    }
    #expect(clock.sleeperCount >= count, "the check never started sleeping")
  }

  /// A form whose username rule "calls the network" for `latency` seconds of the manual clock.
  func makeForm(
    trigger: ValidationTrigger = .onChange, latency: Double = 0, severity: ValidationSeverity = .error
  ) throws -> (Form, RowID) {
    let clock = clock
    let calls = calls
    let form = try Form {
      Section {
        Row.text(username, "Username")
          .rules(
            .minLength(3),
            .async("available", debounce: 0.3) { name in
              await calls.record(name)
              if latency > 0 { try? await clock.sleep(seconds: latency) }
              return name == "taken" ? "\(name) is not available." : nil
            }.severity(severity)
          )
          .validate(on: trigger)
      }
    }
    form.validationClock = clock
    return (form, try #require(form.rowID(for: username)))
  }

  @Test func debouncedUntilTheValueRests() async throws {
    let (form, id) = try makeForm()
    form.input("tak", for: id)
    #expect(form.state(of: id)?.isValidating == true)
    await clock.advance(by: 0.2)
    form.input("taken", for: id)
    await clock.advance(by: 0.2)
    #expect(await calls.values.isEmpty, "the second change restarted the debounce")
    await clock.advance(by: 0.1)
    await form.settleValidations()
    #expect(await calls.values == ["taken"])
    #expect(form.issues(of: id).map(\.message) == ["taken is not available."])
    #expect(form.state(of: id)?.isValidating == false)
  }

  @Test func aNewValueCancelsTheRunningCheck() async throws {
    let (form, id) = try makeForm(latency: 1)
    let log = EventLog(form)
    form.input("taken", for: id)
    await clock.advance(by: 0.3)
    await untilSleeping(1)
    #expect(await calls.values == ["taken"], "the check is running")
    #expect(form.state(of: id)?.isValidating == true)
    form.input("free", for: id)
    #expect(clock.sleeperCount == 0, "the running check's task was cancelled (its 'network call' stopped)")
    await clock.advance(by: 0.3)
    await untilSleeping(1)
    await clock.advance(by: 1)
    await form.settleValidations()
    #expect(await calls.values == ["taken", "free"])
    #expect(form.issues(of: id).isEmpty, "the stale result for 'taken' never shows")
    let shownAnyTakenIssue = log.events.contains { event in
      if case .validationChanged(_, let issues) = event { return issues.contains { $0.rule == "available" } }
      return false
    }
    #expect(shownAnyTakenIssue == false)
    #expect(form.isValid)
  }

  @Test func inFlightStateIsVisibleAndEventsAreOrdered() async throws {
    let (form, id) = try makeForm(latency: 1)
    let log = EventLog(form)
    var validity: [Bool] = []
    let subscription = form.onValidityChange { validity.append($0) }
    form.input("taken", for: id)
    #expect(form.isValid == false, "not valid while unchecked")
    await clock.advance(by: 0.3)
    await untilSleeping(1)
    #expect(form.state(of: id)?.isValidating == true)
    #expect(form.validate().pendingRows == [id])
    await clock.advance(by: 1)
    await form.settleValidations()
    #expect(form.state(of: id)?.isValidating == false)
    let asyncEvents = log.events.filter {
      switch $0 {
      case .validating, .validationChanged: return true
      default: return false
      }
    }
    let issue = ValidationIssue(row: id, tag: "username", rule: "available", message: "taken is not available.")
    #expect(asyncEvents == [.validating(id, true), .validating(id, false), .validationChanged(id, [issue])])
    #expect(validity == [true, false])
    _ = subscription
  }

  @Test func blurStartsAPendingCheckAtOnce() async throws {
    let (form, id) = try makeForm(trigger: .onChangeAfterBlur)
    form.focus(id)
    form.input("ada", for: id)
    #expect(form.state(of: id)?.isValidating == false, "not before the first blur")
    form.blur(id)
    await form.settleValidations()
    #expect(await calls.values == ["ada"], "no debounce on blur")
    form.focus(id)
    form.input("adam", for: id)
    #expect(form.state(of: id)?.isValidating == true, "debouncing")
    form.blur(id)
    await form.settleValidations()
    #expect(await calls.values == ["ada", "adam"], "the blur cut the debounce short")
  }

  @Test func aCheckedValueIsNotCheckedAgain() async throws {
    let (form, id) = try makeForm()
    form.input("taken", for: id)
    await clock.advance(by: 0.3)
    await form.settleValidations()
    form.blur(id)
    let report = await form.validateAll()
    #expect(await calls.values == ["taken"])
    #expect(report.issues.map(\.rule) == ["available"])
    #expect(report.isValid == false)
  }

  @Test func syncFailuresAndEmptyValuesSkipTheCheck() async throws {
    let (form, id) = try makeForm()
    form.input("ab", for: id)
    #expect(form.state(of: id)?.isValidating == false)
    form.input("", for: id)
    await clock.advance(by: 1)
    await form.settleValidations()
    #expect(await calls.values.isEmpty)
    #expect(form.isValid, "an empty optional row is valid")
  }

  @Test func validateAllWaitsForTheChecks() async throws {
    let (form, id) = try makeForm(trigger: .onSubmit)
    form.input("taken", for: id)
    #expect(form.state(of: id)?.isValidating == false, "onSubmit: nothing runs on change")
    let report = await form.validateAll()
    #expect(report.pendingRows.isEmpty)
    #expect(report.errors.map(\.message) == ["taken is not available."])
    form.input("free", for: id)
    #expect(form.issues(of: id).isEmpty, "a new value drops the old result")
    #expect(await form.validateAll().isValid)
  }

  @Test func hidingTheRowCancelsItsCheck() async throws {
    let hide = RowKey<Bool>("hide")
    let clock = clock
    let calls = calls
    let form = try Form {
      Section {
        Row.switch(hide, "Hide")
        Row.text(username, "Username").validate(on: .onChange)
          .rules(
            .async("available", debounce: 0.3) { name in
              await calls.record(name)
              return "taken"
            }
          )
          .hidden { $0[hide] == true }
      }
    }
    form.validationClock = clock
    let id = try #require(form.rowID(for: username))
    form.input("ada", for: id)
    #expect(form.state(of: id)?.isValidating == true)
    let log = EventLog(form)
    form[hide] = true
    #expect(form.state(of: id)?.isValidating == false)
    #expect(log.events.contains(.validating(id, false)))
    await clock.advance(by: 1)
    await form.settleValidations()
    #expect(await calls.values.isEmpty)
    #expect(form.isValid)
    form[hide] = false
    #expect(form.isValid == false, "a shown row with an unchecked value is not valid")
  }

  @Test func asyncWarningsDoNotBlock() async throws {
    let (form, id) = try makeForm(severity: .warning)
    form.input("taken", for: id)
    #expect(form.isValid == false, "running")
    await clock.advance(by: 0.3)
    await form.settleValidations()
    #expect(form.state(of: id)?.warnings.map(\.message) == ["taken is not available."])
    #expect(form.isValid)
  }

  @Test func debounceIsClampedAndSafe() async throws {
    let calls = calls
    let form = try Form {
      Section {
        Row.text(username, "Username").validate(on: .onChange)
          .rules(
            .async("a", debounce: .infinity) {
              await calls.record($0); return nil
            })
      }
    }
    form.validationClock = clock
    let id = try #require(form.rowID(for: username))
    form.input("ada", for: id)
    await clock.advance(by: 60)
    await form.settleValidations()
    #expect(await calls.values == ["ada"], "an infinite debounce waits 60 seconds at most")
  }
}
