import Formwork
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Sliders step and snap on an exact decimal grid counted from their minimum, so a value is the
/// shortest decimal of its step (`0.6`, never `0.6000000000000001`).
@MainActor
@Suite struct SliderGridTests {
  /// The number of digits after the point in a JSON number (`0` for whole numbers).
  nonisolated static func fractionDigits(_ json: String) -> Int {
    guard let point = json.firstIndex(of: ".") else { return 0 }
    return json.distance(from: json.index(after: point), to: json.endIndex)
  }

  @Test func steppingATenthSliderStaysOnTheGrid() {
    let slider = SliderConfiguration(minimum: 0, maximum: 1, steps: 10)
    var value = 0.0
    var seen: [String] = []
    for _ in 0..<10 {
      value = slider.stepped(value, by: 1)
      seen.append(value.formValue.jsonString())
    }
    #expect(seen == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"])
    #expect(slider.stepped(0.5, by: 1) == 0.6)
    #expect(slider.stepped(0.5, by: 1).formValue.jsonString() == "0.6")
    #expect(slider.stepped(1, by: 1) == 1)
    #expect(slider.stepped(0, by: -1) == 0)
  }

  @Test func snappingATenthSliderGivesTheShortestDecimal() {
    let slider = SliderConfiguration(minimum: 0, maximum: 1, steps: 10)
    #expect(slider.snapped(0.33).formValue.jsonString() == "0.3")
    #expect(slider.snapped(0.66).formValue.jsonString() == "0.7")
    #expect(slider.snapped(0.25) == 0.3, "half a step rounds away from the minimum")
    #expect(slider.snapped(7) == 1)
    #expect(slider.snapped(-7) == 0)
    #expect(slider.snapped(.nan) == 0)
  }

  @Test func theGridStartsAtTheMinimum() {
    let slider = SliderConfiguration(minimum: 0.1, maximum: 0.7, steps: 6)
    #expect(slider.snapped(0.33).formValue.jsonString() == "0.3")
    #expect(slider.stepped(0.1, by: 1).formValue.jsonString() == "0.2")
    #expect(slider.stepped(0.6, by: 1).formValue.jsonString() == "0.7")
    let offset = SliderConfiguration(minimum: 0.05, maximum: 1.05, steps: 4)
    #expect(offset.snapped(0.5).formValue.jsonString() == "0.55")
    #expect(offset.stepped(0.55, by: -1).formValue.jsonString() == "0.3")
  }

  @Test func aContinuousSliderMovesByATwentiethOfItsRange() {
    let slider = SliderConfiguration(minimum: 0, maximum: 1)
    #expect(slider.stepped(0.1, by: 1).formValue.jsonString() == "0.15")
    #expect(slider.stepped(0.33, by: -1).formValue.jsonString() == "0.28")
    #expect(slider.snapped(0.123456789) == 0.123456789)
  }

  @Test func theFormStoresGridValues() throws {
    let level = RowKey<Double>("level")
    let form = try Form { Section { Row.slider(level, "Level", value: 0, in: 0...1, steps: 10) } }
    let row = try #require(form.rowID(for: level))
    for _ in 0..<6 { try form.step(row, by: 1) }
    #expect(form.json() == #"{"level":0.6}"#)
    try form.slide(row, to: 0.33)
    #expect(form.json() == #"{"level":0.3}"#)
  }

  /// A slider whose minimum and step are exact decimals of `precision` digits: `minimum` and
  /// `step` count units of 10^-precision, and the range is `steps` steps.
  nonisolated static func slider(minimum: Int, step: Int, steps: Int, precision: Int) -> SliderConfiguration {
    let unit = Decimal(sign: .plus, exponent: -precision, significand: 1)
    let low = Decimal(minimum) * unit
    let high = low + Decimal(step * steps) * unit
    return SliderConfiguration(minimum: Double("\(low)")!, maximum: Double("\(high)")!, steps: steps)
  }

  @Test func steppedAndSnappedValuesHaveNoMoreDigitsThanTheStepAndTheMinimum() async {
    await checkProperty(
      count: 3_000, input: Gen.int(in: -50_000...50_000), Gen.int(in: 1...500), Gen.int(in: 1...40),
      Gen.int(in: 0...4), Gen.double(in: -0.25...1.25), Gen.int(in: -3...3)
    ) { minimum, step, steps, precision, position, direction in
      let slider = Self.slider(minimum: minimum, step: step, steps: steps, precision: precision)
      let unit = Decimal(sign: .plus, exponent: -precision, significand: 1)
      let stepJSON = FormValue.decimal(Decimal(step) * unit).jsonString()
      let digits = max(Self.fractionDigits(stepJSON), Self.fractionDigits(slider.minimum.formValue.jsonString()))
      let value = slider.minimum + position * (slider.maximum - slider.minimum)
      let snapped = slider.snapped(value)
      let stepped = slider.stepped(snapped, by: direction)
      let steppedFromAnywhere = slider.stepped(value, by: direction)
      for result in [snapped, stepped, steppedFromAnywhere] {
        let json = result.formValue.jsonString()
        #expect(Self.fractionDigits(json) <= digits, "\(json): step \(stepJSON), from \(slider.minimum)")
        #expect(result >= slider.minimum && result <= slider.maximum, "\(json) within the range")
      }
    }
  }
}
