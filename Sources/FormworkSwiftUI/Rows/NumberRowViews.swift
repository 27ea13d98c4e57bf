#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A stepper, its value shown next to the title.
  @MainActor
  struct StepperRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let id = row.id
      Stepper {
        RowLine(state: state) {
          RowValueText(state: state).monospacedDigit()
        }
      } onIncrement: {
        model.attempt { try $0.step(id, by: 1) }
      } onDecrement: {
        model.attempt { try $0.step(id, by: -1) }
      }
      .rowCellAccessibility(state)
      .rowChrome(state, model)
    }
  }

  /// A slider under its title and value; with steps, it snaps to them.
  @MainActor
  struct SliderRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let configuration = state.configuration.slider ?? SliderConfiguration()
      VStack(alignment: .leading, spacing: 4) {
        RowLine(state: state) {
          RowValueText(state: state).monospacedDigit()
        }
        if configuration.maximum > configuration.minimum {
          slider(state, configuration)
            .rowCellAccessibility(state)
        }
      }
      .rowChrome(state, model)
    }

    @ViewBuilder
    private func slider(_ state: RowState, _ configuration: SliderConfiguration) -> some View {
      let range = configuration.minimum...configuration.maximum
      let current = (try? Double(formValue: state.value)) ?? configuration.minimum
      let id = row.id
      let value = Binding(
        get: { min(max(current, configuration.minimum), configuration.maximum) },
        set: { new in model.attempt { try $0.slide(id, to: new) } })
      if configuration.steps > 0 {
        Slider(
          value: value, in: range, step: (configuration.maximum - configuration.minimum) / Double(configuration.steps))
      } else {
        Slider(value: value, in: range)
      }
    }
  }
#endif
