import Benchmark
import BenchmarkForms
import Formwork
import Foundation

/// The 10,000-row, 2,000-condition form, built once and shared by the samples of a benchmark
/// (building it is measured by the model benchmarks, not here).
@MainActor var sharedForm: Form?

@MainActor func makeDynamicForm() -> Form {
  if let sharedForm { return sharedForm }
  guard let form = try? Form(sections: DynamicForms.sections()) else { fatalError("the benchmark form must build") }
  sharedForm = form
  return form
}

/// Many changes a sample, reported per change.
func perChange() -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds, scalingFactor: .kilo,
    maxDuration: .seconds(5), maxIterations: 200)
}

/// Many keystrokes a sample, reported per keystroke in nanoseconds.
func perKeystroke() -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, scalingFactor: .kilo, maxDuration: .seconds(5),
    maxIterations: 200)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    timeUnits: .microseconds,
    maxDuration: .seconds(5),
    maxIterations: 2_000
  )
  pageBenchmarks()

  // One value change that re-evaluates one condition whose result stays the same: the driver
  // row is reconfigured, nothing structural happens. Includes the flush (snapshot + update).
  Benchmark("Value change, nothing structural (re-evaluation + snapshot + update)", configuration: perChange()) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeDynamicForm()
      let driver = DynamicForms.driverKey(section: 50, index: 7)
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[driver] = flip ? "a" : "b"
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
    }
  }

  // One value change that hides or shows one row: one section's visible rows are rebuilt and
  // diffed; the other 99 sections are skipped in O(1) each.
  Benchmark("Value change, one row toggles (re-evaluation + snapshot + update)", configuration: perChange()) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeDynamicForm()
      let driver = DynamicForms.driverKey(section: 50, index: 7)
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[driver] = flip ? "hide" : "show"
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
    }
  }

  // The same change, then every condition re-evaluated and every section rebuilt and diffed:
  // what a non-incremental engine does on each change.
  Benchmark("Value change, one row toggles, forced full re-evaluation") { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeDynamicForm()
      let driver = DynamicForms.driverKey(section: 50, index: 7)
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[driver] = flip ? "hide" : "show"
        form.reevaluateAllConditions()
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
    }
  }

  // One quantity change on a 10,000-row form with 100 computed totals: one total recomputed
  // (price * quantity) and one title inserting it, both rows reconfigured, nothing structural.
  Benchmark(
    "Value change recomputes one computed row and its title (re-evaluation + update)", configuration: perChange()
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      guard let form = try? Form(sections: ComputedForms.sections()) else { fatalError("the computed form must build") }
      let quantity = ComputedForms.quantityKey(section: 50)
      let total = ComputedForms.totalKey(section: 50)
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[quantity] = flip ? 3 : 4
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
      precondition(form[total] == (flip ? 6 : 8), "the total must follow its quantity")
    }
  }

  // One line item changed in a 1,000-line order: the total, `sum(lines.quantity * lines.price)`,
  // is evaluated once (it reads the 1,000 lines), its row reconfigured, nothing structural.
  Benchmark(
    "Line item change recomputes an order total over 1,000 lines (aggregate + update)", configuration: perChange()
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let lines = SectionKey<FormValue>("lines")
      let total = RowKey<Decimal>("total")
      let values: [FormValue] = (0..<1000).map { _ in .object(["quantity": 1, "price": 2]) }
      guard
        let form = try? Form(sections: [
          Section.multivalued(lines, "Lines", values: values) {
            Row.subform(nil, "Line") {
              Section {
                Row.integer("quantity", "Quantity")
                Row.decimal("price", "Price")
              }
            }
          },
          Section { Row.decimal(total, "Total").computed("sum(lines.quantity * lines.price)") },
        ]),
        let line = form.snapshot.sections.first?.rows[500]
      else { fatalError("the order form must build") }
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        do {
          try form.setValue(.object(["quantity": flip ? 3 : 1, "price": 2]), for: line)
        } catch {
          fatalError("the line must accept its value: \(error)")
        }
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
      precondition(form[total] == (flip ? 2004 : 2000), "the total must follow its lines")
    }
  }

  // A keystroke: text typed into a row nothing depends on, then the renderer's flush, which
  // finds nothing to do (the text is already on screen).
  Benchmark(
    "Keystroke in a text row (input + flush)",
    configuration: perKeystroke()
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makeDynamicForm()
      guard let row = form.rowID(for: DynamicForms.quietKey(section: 50)) else { fatalError("missing row") }
      // Typing happens in a focused row, as renderers focus it first.
      form.focus(row)
      let texts = ["h", "he", "hel", "hell", "hello", "hello ", "hello w", "hello wo"]
      var structural = 0
      var index = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        index = (index + 1) & 7
        form.input(texts[index], for: row)
        if let update = form.flush(), update.isStructural { structural += 1 }
      }
      benchmark.stopMeasurement()
      precondition(structural == 0, "a keystroke must never change the structure")
    }
  }

  // A keystroke in a row whose rule is an expression over another row (SurveyJS's expression
  // validators), after a submit was attempted: every keystroke runs the rule.
  Benchmark(
    "Keystroke in a row with an expression rule (input + validation + flush)",
    configuration: perKeystroke()
  ) { benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let high = RowKey<Int>("high")
      let sections = [
        Section {
          Row.integer("low", "Low", value: 10)
          Row.integer(high, "High").rules(.expression("high > low && high < low * 100", message: "Out of range."))
        }
      ]
      guard let form = try? Form(sections: sections), let row = form.rowID(for: high) else {
        fatalError("the benchmark form must build")
      }
      _ = form.validate()
      form.focus(row)
      let texts = ["1", "12", "123", "1234", "123", "12", "1", "15"]
      var index = 0
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        index = (index + 1) & 7
        form.input(texts[index], for: row)
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
    }
  }
}

/// The 10-page, 10,000-row form, built once.
@MainActor var sharedPagedForm: Form?

@MainActor func makePagedForm() -> Form {
  if let sharedPagedForm { return sharedPagedForm }
  guard let form = try? Form(pages: PagedForms.pages()) else { fatalError("the paged benchmark form must build") }
  sharedPagedForm = form
  return form
}

let pageBenchmarks: @Sendable () -> Void = {
  // Next on a 10,000-row form in 10 pages: the page's thousand rows validated, the page
  // changed, the update built (one page's sections out, the next one's in); then Back, which
  // does not validate, so the pair bounds Next from above.
  Benchmark("Next then Back on a 10-page, 10,000-row form (validation + update)", configuration: perChange()) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makePagedForm()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        guard case .moved = form.nextPage() else { fatalError("Next must move") }
        blackHole(form.flush())
        form.previousPage()
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
    }
  }

  // One value change on that form with a progress observer: the answered count follows.
  Benchmark("Value change with progress on a 10-page, 10,000-row form", configuration: perChange()) {
    benchmark async in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let form = makePagedForm()
      var changes = 0
      let subscription = form.onProgressChange { _ in changes += 1 }
      let key = PagedForms.requiredKey(page: 0, section: 3)
      var flip = false
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        flip.toggle()
        form[key] = flip ? nil : "filled"
        blackHole(form.flush())
      }
      benchmark.stopMeasurement()
      subscription.cancel()
      precondition(changes > 0, "progress must follow the value")
    }
  }
}
