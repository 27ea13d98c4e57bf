import Formwork
import Foundation

extension ExampleForm {
  /// When Do Not Disturb silences calls and notifications (Flix's `SlienceMode`).
  public enum SilenceMode: String, FormValueConvertible, CaseIterable, Sendable {
    /// Every call and notification is silenced.
    case always
    /// Only while the device is locked.
    case whileLocked
  }

  /// The keys of the ``doNotDisturb`` example.
  public enum DoNotDisturbKeys {
    /// Do Not Disturb turned on by hand.
    public static let manual = RowKey<Bool>("manual")
    /// Do Not Disturb turned on between two times every day.
    public static let scheduled = RowKey<Bool>("scheduled")
    /// When the schedule starts each day (a time of day).
    public static let from = RowKey<Date>("from")
    /// When it ends; the next day when earlier than the start.
    public static let to = RowKey<Date>("to")
    /// When calls are silenced (the radio choice).
    public static let silence = RowKey<SilenceMode>("silence")
    /// The tag of the section that holds the silence choice.
    public static let silenceSection = "silence"
  }

  /// Flix's `DoNotDisturbSettingsViewController` (seed 001): a switch turns Do Not Disturb on, a
  /// second one schedules it, and a radio choice says when it silences.
  ///
  /// Flix's `RadioProvider` becomes a selector presented inline (one value among options, shown
  /// as a list of choices below the row). The scheduled times appear only while "Scheduled" is
  /// on, and the whole silence section only while Do Not Disturb is on in either way: both are
  /// conditions, so every renderer animates the rows in and out with one batch update.
  public static let doNotDisturb = ExampleForm(
    name: "do-not-disturb", title: "Do Not Disturb",
    summary: "Switches that reveal scheduled times and a section with a radio choice.",
    origin: "Flix 001: do not disturb",
    answers: [
      .valid(["manual": true, "silence": "whileLocked"]),
      .valid(
        ["scheduled": true, "from": "2000-01-01T22:30:00Z", "to": "2000-01-02T06:45:00Z", "silence": "always"],
        name: "scheduled overnight"),
      .invalid(
        ["scheduled": true, "from": "2000-01-01T23:00:00Z", "to": "2000-01-01T23:00:00Z"], failing: ["to"],
        name: "empty schedule"),
    ]
  ) { text in
    typealias Keys = DoNotDisturbKeys
    return try Form {
      Section(text("Do Not Disturb"), tag: "dnd") {
        Row.switch(Keys.manual, text("Do Not Disturb"))
        Row.switch(Keys.scheduled, text("Scheduled"))
        Row.time(Keys.from, text("From"), value: DoNotDisturbSchedule.defaultFrom, inline: true).minuteInterval(5)
          .required().hidden { $0[Keys.scheduled] != true }
        Row.time(Keys.to, text("To"), value: DoNotDisturbSchedule.defaultTo, inline: true).minuteInterval(5)
          .required().hidden { $0[Keys.scheduled] != true }
          .rules(
            .custom("differentTimes", message: text("The schedule must end at another time than it starts.")) {
              to, context in
              guard let to, let from = context.value(Keys.from) else { return true }
              return !DoNotDisturbSchedule.sameTimeOfDay(from, to)
            })
      }
      .footer(text("Calls and notifications are silenced while Do Not Disturb is on."))
      Section(text("Silence"), tag: Keys.silenceSection) {
        Row.selector(
          Keys.silence, text("Silence"), value: .always,
          options: text([
            .init(.always, "Always"),
            .init(.whileLocked, "While iPhone is locked"),
          ]),
          presentation: .inline
        )
        .required()
      }
      .hidden { $0[Keys.manual] != true && $0[Keys.scheduled] != true }
    }
  }
}

/// The times of day the Do Not Disturb example works with.
enum DoNotDisturbSchedule {
  /// Times of day are dates on one fixed day, in the user's calendar and time zone, so the
  /// rows show 22:00 and 07:00 wherever the user is.
  static var defaultFrom: Date? { timeOfDay(hour: 22) }
  static var defaultTo: Date? { timeOfDay(hour: 7) }

  static func timeOfDay(hour: Int, minute: Int = 0) -> Date? {
    Calendar.current.date(from: DateComponents(year: 2000, month: 1, day: 1, hour: hour, minute: minute))
  }

  /// Whether two dates fall on the same hour and minute, whatever their day (a schedule from
  /// 22:00 to 07:00 crosses midnight).
  static func sameTimeOfDay(_ first: Date, _ second: Date) -> Bool {
    let calendar = Calendar.current
    let parts: Set<Calendar.Component> = [.hour, .minute]
    return calendar.dateComponents(parts, from: first) == calendar.dateComponents(parts, from: second)
  }
}
