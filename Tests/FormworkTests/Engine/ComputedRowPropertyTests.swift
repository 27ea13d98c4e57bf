import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// After any sequence of changes (program and user edits, undo, redo, reset, values in), every
/// computed row equals its expression evaluated on the settled form, every text that inserts
/// rows shows their current values, and observers see that on every event.
@MainActor
@Suite struct ComputedRowPropertyTests {
  let inputs = (0..<4).map { RowKey<Int>("a\($0)") }
  let sum = RowKey<Int>("sum")
  let product = RowKey<Int>("product")
  let capped = RowKey<Int>("capped")

  func makeForm() throws -> Form {
    try Form {
      Section(tag: "s") {
        for key in inputs { Row.integer(key, key.tag, value: 1) }
        Row.integer(sum, "Sum").computed("a0 + a1")
        Row.integer(product, "Product").computed("sum * a2")
        Row.integer(capped, "Capped").computed { form in
          guard let product = form[product], let limit = form[inputs[3]] else { return nil }
          return min(product, limit)
        }
        Row.text("big", "Big").hidden(when: "capped == null || capped < 50")
        Row.text("label").title("\(row: sum) and \(row: capped)")
      }
      .footer(.template("product {product}"))
    }
  }

  /// What each computed row must be, from the inputs alone.
  func expected(_ form: Form) -> (sum: Int?, product: Int?, capped: Int?) {
    let values = inputs.map { form[$0] }
    let sum = values[0].flatMap { a in values[1].map { a + $0 } }
    let product = sum.flatMap { s in values[2].map { s * $0 } }
    let capped = product.flatMap { p in values[3].map { min(p, $0) } }
    return (sum, product, capped)
  }

  func check(_ form: Form, sourceLocation: SourceLocation = #_sourceLocation) {
    let want = expected(form)
    #expect(form[sum] == want.sum, sourceLocation: sourceLocation)
    #expect(form[product] == want.product, sourceLocation: sourceLocation)
    #expect(form[capped] == want.capped, sourceLocation: sourceLocation)
    let display = ValueDisplay(locale: form.locale)
    let label = form.rowID(forTag: "label").flatMap { form.state(of: $0)?.title }
    let text = { (value: Int?) in value.map { display.plain(.int($0)) } ?? "" }
    #expect(label == "\(text(want.sum)) and \(text(want.capped))", sourceLocation: sourceLocation)
    let section = form.sectionID(forTag: "s").flatMap { form.sectionState(of: $0) }
    #expect(section?.footer == .text("product \(text(want.product))"), sourceLocation: sourceLocation)
    let big = form.rowID(forTag: "big").map { form.isHidden($0) }
    #expect(big == (want.capped.map { $0 < 50 } ?? true), sourceLocation: sourceLocation)
  }

  @Test func computedRowsAlwaysEqualTheirExpression() async throws {
    let input = Gen.int(in: 0...Int.max / 2).array(of: 1...30)
    await checkProperty(count: 200, input: input) { seeds in
      let form = try makeForm()
      let subscription = form.observe { _ in check(form) }
      defer { subscription.cancel() }
      for seed in seeds {
        let key = inputs[seed % inputs.count]
        let number = (seed / 7) % 40 - 5
        switch (seed / 3) % 7 {
        case 0: form[key] = number
        case 1: form[key] = nil
        case 2:
          let id = try #require(form.rowID(forTag: key.tag))
          form.input(String(number), for: id)
        case 3: if form.canUndo { try form.undo() }
        case 4: if form.canRedo { try form.redo() }
        case 5: try form.setValues([key.tag: .int(number), "sum": .int(999)])
        default: if seed % 5 == 0 { try form.reset() } else { form.transaction { form[key] = number + 1 } }
        }
        check(form)
      }
      _ = form.flush()
      check(form)
    }
  }
}
