#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A date, time or date-and-time row with a compact picker; a row without a value shows its
  /// "no value" text and takes today (within its bounds) when tapped.
  @MainActor
  struct DateRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let style: DateStyle

    var body: some View {
      let state = row.state
      Group {
        if let content = FormDateContent(state: state), let date = content.value {
          DateField(
            selection: Binding(get: { date }, set: { set($0, state.configuration) }),
            style: style, content: content
          ) {
            RowTitle(state: state)
          }
          .datePickerStyle(.compact)
          .rowAccessibility(state)
        } else {
          Button {
            if let content = FormDateContent(state: state) { set(content.shownDate(now: Date()), state.configuration) }
          } label: {
            RowLine(state: state, titleColor: .primary) {
              RowValueText(state: state)
            }
          }
          .rowCellAccessibility(state)
        }
      }
      .rowChrome(state, model)
    }

    private func set(_ date: Date, _ configuration: RowConfiguration) {
      let snapped = FormDateContent(state: row.state)?.snapped(date) ?? date
      model.attempt { try $0.userSetValue(.date(snapped), for: row.id) }
    }
  }

  /// A `DatePicker` with a row's components and bounds (a date row's calendar dates as the
  /// driver gives them, at midnight in the picker's time zone).
  @MainActor
  struct DateField<Label: View>: View {
    let selection: Binding<Date>
    let style: DateStyle
    let content: FormDateContent
    @ViewBuilder let label: () -> Label

    var body: some View {
      let components = Self.components(of: style)
      switch (content.minimumDate, content.maximumDate) {
      case (let minimum?, let maximum?) where minimum <= maximum:
        DatePicker(selection: selection, in: minimum...maximum, displayedComponents: components, label: label)
      case (let minimum?, nil):
        DatePicker(selection: selection, in: minimum..., displayedComponents: components, label: label)
      case (nil, let maximum?):
        DatePicker(selection: selection, in: ...maximum, displayedComponents: components, label: label)
      default:
        DatePicker(selection: selection, displayedComponents: components, label: label)
      }
    }

    static func components(of style: DateStyle) -> DatePickerComponents {
      switch style {
      case .date: return [.date]
      case .time, .countdown: return [.hourAndMinute]
      case .dateTime: return [.date, .hourAndMinute]
      }
    }

  }
#endif
