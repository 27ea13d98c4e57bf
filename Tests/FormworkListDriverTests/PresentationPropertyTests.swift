import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Random forms and random changes (the driver property tests' `RandomForm`), followed by a
/// `FormPresentation` beside a list driver: after every update the presentation shows exactly
/// the form's shown structure, every row presentation a view asked for shows its row's current
/// state, and observers are told of each change once, before and after it.
@MainActor
@Suite struct PresentationPropertyTests {
  @Test func thePresentationAlwaysShowsTheForm() async {
    await checkProperty(
      count: 400, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...Int.max).array(of: 1...16)
    ) { seed, operations in
      do {
        try run(seed: seed, operations: operations)
      } catch {
        Issue.record("seed \(seed): \(error)")
      }
    }
  }

  /// What a view shows of a row, to compare a presentation's state with the form's. A text
  /// row's value is left out: typing never refreshes its own row (the field shows the text).
  static func shown(_ state: RowState) -> String {
    let value = state.isTextInput ? "" : "\(state.value)|\(state.displayValue)"
    return "\(state.title)|\(value)|\(state.isDisabled)|\(state.disabledReason ?? "")|"
      + "\(state.issues.map(\.message))|\(state.inputError ?? "")|\(state.isExpanded)"
  }

  func run(seed: Int, operations: [Int]) throws {
    var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
    let model = try RandomForm(&random)
    let form = model.form
    let (_, list) = DriverFixtures.drive(form, viewportRows: 1 + random.below(10))
    let presentation = FormPresentation(form: form)
    form.updateDelivery = .manual  // The test flushes, as the driver's tests do.
    var open: [String] = []
    var unpaired = 0
    presentation.observer = PresentationObserver(
      willChange: { open.append("\($0)") },
      didChange: { property in
        if open.popLast() != "\(property)" { unpaired += 1 }
      })
    for operation in operations {
      var op = SplitMix(seed: UInt64(truncatingIfNeeded: operation))
      model.apply(&op, to: list, keepsFocus: false)
      // Views ask for some rows, as a lazy list does for those on screen.
      if let row = random.pick(form.snapshot.sections.flatMap(\.rows)) { _ = presentation.row(row) }
      list.flush()
      let snapshot = form.snapshot
      #expect(presentation.sections.map(\.id) == snapshot.sections.map(\.id), "seed \(seed)")
      for (index, section) in presentation.sections.enumerated() {
        #expect(section.rows == snapshot.rows(inSection: index), "seed \(seed)")
        #expect(section.state == form.sectionState(of: section.id), "seed \(seed)")
        #expect(presentation.section(section.id) === section, "seed \(seed)")
      }
      for row in snapshot.sections.flatMap(\.rows) {
        guard let cached = presentation.cachedRow(row), let state = form.state(of: row) else { continue }
        #expect(Self.shown(cached.state) == Self.shown(state), "seed \(seed): \(row)")
      }
    }
    #expect(open.isEmpty && unpaired == 0, "seed \(seed): every willChange has its didChange")
  }
}
