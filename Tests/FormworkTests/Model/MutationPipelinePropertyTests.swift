import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Random forms and random sequences of changes through the public API, with an observer that
/// checks the whole form on every event: what it sees always equals a from-scratch evaluation of
/// the conditions on the current values.
@MainActor
@Suite struct MutationPipelinePropertyTests {
  nonisolated static let rowCount = 8

  /// How row `i`'s hidden or disabled condition reads earlier rows (so the graph is acyclic).
  enum Reading: Equatable {
    case never
    case valueOf(Int)
    case hiddenOf(Int)
    case valueAndShown(Int, Int)
    case context

    init(seed: Int, row: Int) {
      guard row > 0 else {
        self = seed % 3 == 0 ? .context : .never
        return
      }
      let j = (seed / 5) % row
      let k = (seed / 41) % row
      switch seed % 5 {
      case 0: self = .never
      case 1: self = .valueOf(j)
      case 2: self = .hiddenOf(j)
      case 3: self = .valueAndShown(j, k)
      default: self = .context
      }
    }

    /// The condition through the form's tracking reader.
    func condition(_ keys: [RowKey<Bool>]) -> Condition {
      switch self {
      case .never: return false
      case .valueOf(let j): return .when { $0[keys[j]] == true }
      case .hiddenOf(let j): return .when { $0.isHidden(keys[j]) }
      case .valueAndShown(let j, let k): return .when { $0[keys[j]] == true && !$0.isHidden(keys[k]) }
      case .context: return .when { $0.context("mode") == .string("strict") }
      }
    }

    /// The same condition computed directly, from values and already computed hidden states.
    func holds(values: [Bool?], hidden: [Bool], mode: FormValue) -> Bool {
      switch self {
      case .never: return false
      case .valueOf(let j): return values[j] == true
      case .hiddenOf(let j): return hidden[j]
      case .valueAndShown(let j, let k): return values[j] == true && !hidden[k]
      case .context: return mode == .string("strict")
      }
    }
  }

  struct Shape {
    var hidden: [Reading]
    var disabled: [Reading]
    var clears: [Bool]
    var initial: [Bool?]

    init(seeds: [Int]) {
      func seed(_ index: Int) -> Int { seeds[index % seeds.count] &+ index &* 7919 }
      let n = MutationPipelinePropertyTests.rowCount
      hidden = (0..<n).map { Reading(seed: abs(seed($0)), row: $0) }
      disabled = (0..<n).map { Reading(seed: abs(seed($0 + n) / 3), row: $0) }
      clears = (0..<n).map { abs(seed($0 + 2 * n)) % 2 == 0 }
      initial = (0..<n).map { [nil, true, false][abs(seed($0 + 3 * n)) % 3] }
    }
  }

  struct Expected: Equatable {
    var hidden: [Bool]
    var disabled: [Bool]
  }

  let keys = (0..<rowCount).map { RowKey<Bool>("r\($0)") }

  func makeForm(_ shape: Shape) throws -> Form {
    let rows = (0..<Self.rowCount).map { index in
      Row.switch(keys[index], "Row \(index)", value: shape.initial[index])
        .hidden(shape.hidden[index].condition(keys))
        .disabled(shape.disabled[index].condition(keys))
        .hiddenValue(shape.clears[index] ? .clear : .keep)
        .eraseToAnyRow()
    }
    return try Form(sections: [Section(rows: rows)])
  }

  /// Conditions evaluated from scratch, in row order (each reads only earlier rows).
  func expected(_ shape: Shape, values: [Bool?], mode: FormValue) -> Expected {
    var hidden: [Bool] = []
    var disabled: [Bool] = []
    for index in 0..<Self.rowCount {
      hidden.append(shape.hidden[index].holds(values: values, hidden: hidden, mode: mode))
      disabled.append(shape.disabled[index].holds(values: values, hidden: hidden, mode: mode))
    }
    return Expected(hidden: hidden, disabled: disabled)
  }

  /// Whether the form is consistent: conditions match a fresh evaluation, and rows that became
  /// hidden (were shown after the previous change) with the clear policy hold their initial value.
  /// A program may still write a row that is hidden already.
  func inconsistency(of form: Form, _ shape: Shape, shownBefore: [Bool]) -> String? {
    let values = keys.map { form[$0] }
    let ids = keys.map { form.rowID(for: $0) }
    let seen = Expected(
      hidden: ids.map { $0.map(form.isHidden) ?? true }, disabled: ids.map { $0.map(form.isDisabled) ?? true })
    let fresh = expected(shape, values: values, mode: form.context["mode"] ?? .null)
    if seen != fresh { return "conditions \(seen) ≠ fresh \(fresh) for values \(values)" }
    for index in 0..<Self.rowCount where fresh.hidden[index] && shape.clears[index] && shownBefore[index] {
      if values[index] != shape.initial[index] {
        return "row \(index) is hidden with the clear policy but holds \(values[index] as Any)"
      }
    }
    return nil
  }

  @Test func everyEventSeesASettledForm() async throws {
    let input = Gen.int(in: 0...Int.max / 2).array(of: 6...40)
    await checkProperty(count: 300, input: input) { seeds in
      let shape = Shape(seeds: Array(seeds.prefix(4)))
      let form = try makeForm(shape)
      let log = CheckLog()
      log.shown = shownRows(of: form)
      let subscription = form.observe { event in
        if let problem = inconsistency(of: form, shape, shownBefore: log.shown) {
          log.problems.append("after \(event): \(problem)")
        }
      }
      for seed in seeds.dropFirst(4) {
        // Rows the program writes in this step may hold that value while hidden.
        for index in written(by: seed) { log.shown[index] = false }
        apply(seed, to: form)
        if let problem = inconsistency(of: form, shape, shownBefore: log.shown) {
          log.problems.append("after a change: \(problem)")
        }
        log.shown = shownRows(of: form)
      }
      subscription.cancel()
      #expect(log.problems.isEmpty, "\(log.problems.prefix(3))")
    }
  }

  /// The rows a step writes as the program (see ``apply(_:to:)``).
  func written(by seed: Int) -> [Int] {
    switch seed % 6 {
    case 0, 4: return [(seed / 7) % Self.rowCount]
    case 2: return [(seed / 7) % Self.rowCount, (seed / 13) % Self.rowCount]
    default: return []
    }
  }

  func shownRows(of form: Form) -> [Bool] {
    keys.map { key in form.rowID(for: key).map { !form.isHidden($0) } ?? false }
  }

  /// One change through the public API, chosen by `seed`.
  func apply(_ seed: Int, to form: Form) {
    let row = keys[(seed / 7) % Self.rowCount]
    let value: Bool? = [nil, true, false][(seed / 97) % 3]
    switch seed % 6 {
    case 0:
      form[row] = value
    case 1:
      if let id = form.rowID(for: row) { form.tap(id) }
    case 2:
      form.transaction {
        form[row] = value
        form[keys[(seed / 13) % Self.rowCount]] = value.map { !$0 }
      }
    case 3:
      form.setContext("mode", (seed / 5) % 2 == 0 ? .string("strict") : .null)
    case 4:
      do {
        try form.setValue(value, for: row, origin: .user)
      } catch let error as FormError {
        // A user edit of a disabled row is refused: that is the policy, not a failure.
        #expect(error.code == .invalidEdit)
      } catch {
        Issue.record("unexpected \(error)")
      }
    default:
      do { try form.reset() } catch { Issue.record("reset failed: \(error)") }
    }
  }
}

/// What the observer of a run saw.
@MainActor final class CheckLog {
  var shown: [Bool] = []
  var problems: [String] = []
}
