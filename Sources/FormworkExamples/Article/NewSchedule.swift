import Formwork
import Foundation

extension ExampleForm {
  /// The keys of the ``newSchedule`` example.
  public enum NewScheduleKeys {
    /// The schedule's subject.
    public static let name = RowKey<String>("name")
    /// When it starts (an inline date-and-time picker).
    public static let start = RowKey<Date>("start")
    /// When it ends; must follow the start.
    public static let end = RowKey<Date>("end")
    /// Where it takes place.
    public static let location = RowKey<String>("location")
    /// Member ids.
    public static let participants = RowKey<[String]>("participants")
    /// Minutes before the start; `nil` is no reminder.
    public static let remind = RowKey<Int>("remind")
    /// Whether the reminder rings.
    public static let bell = RowKey<Bool>("bell")
    /// A free note, shown with the reminder.
    public static let note = RowKey<String>("note")
    /// The tag of the "Add remind and note" button.
    public static let addRemindButton = "addRemind"
    /// The context flag the button sets: `true` once the remind and note rows are shown
    /// (the article's `isNeedRemind`). Set it yourself when editing a schedule that has them.
    public static let showsRemindAndNote = "showsRemindAndNote"
    /// The identity of the rule demanding a reminder later than now.
    public static let remindAfterNowRule = "remindAfterNow"
    /// The identity of the rule demanding an end after the start.
    public static let endAfterStartRule = "endAfterStart"
  }

  /// The people a schedule can invite (the article's SwiftGG translation group).
  public static let scheduleMembers: [SelectorOption<String>] = [
    .init("dianqk", "DianQK"), .init("numbbbbb", "numbbbbb"), .init("mmoaay", "mmoaay"),
    .init("pmst", "pmst"), .init("wiilen", "Wiilen"), .init("saitjr", "saitjr"),
  ]

  /// How long before the start a reminder goes off, in minutes (the article's `Remind`).
  public static let remindOptions: [SelectorOption<Int>] = [
    .init(0, "At start time"), .init(5, "5 minutes before"), .init(15, "15 minutes before"),
    .init(30, "30 minutes before"), .init(60, "1 hour before"), .init(1440, "1 day before"),
  ]

  /// The article's TIM "new schedule" form (seed 003), with the real clock.
  public static let newSchedule = newSchedule(now: { Date() })

  /// The article's TIM "new schedule" form (seed 003): a name, start and end picked in inline
  /// date pickers, a location, participants, and a button that reveals the reminder and note.
  ///
  /// It shows inline editors (one open at a time: opening the end picker closes the start
  /// picker, in one update), a button whose action sets a context flag that conditions read
  /// (the article's `addRemind` → `isNeedRemind`), a whole section appearing, and rules that
  /// read other rows: the end must follow the start, and the reminder — the start minus the
  /// chosen offset — must be later than now ("请设置提醒事件晚于当前时间").
  ///
  /// - Parameter now: The current time, read each time the reminder is checked; tests pass a
  ///   fixed one.
  /// - Returns: The example.
  public static func newSchedule(now: @escaping @Sendable () -> Date) -> ExampleForm {
    ExampleForm(
      name: "new-schedule", title: "New schedule",
      summary: "Inline date pickers, a button revealing rows, rules across rows and against now.",
      origin: "RxSwift article 003: TIM new schedule",
      answers: [
        .valid([
          "name": "SwiftGG weekly sync", "start": "2099-05-04T09:00:00Z", "end": "2099-05-04T10:00:00Z",
          "location": "Hangzhou", "participants": ["dianqk", "pmst"], "bell": true,
        ]),
        .invalid(
          ["name": nil, "start": "2099-05-04T10:00:00Z", "end": "2099-05-04T09:30:00Z"], failing: ["name", "end"],
          name: "no name, end before start"),
      ]
    ) { text in
      try makeNewSchedule(now: now, text: text)
    }
  }

  @MainActor
  private static func makeNewSchedule(now: @escaping @Sendable () -> Date, text: ExampleText) throws -> Form {
    typealias Keys = NewScheduleKeys
    let showsRemind: @MainActor @Sendable (FormReader) -> Bool = {
      $0.context(Keys.showsRemindAndNote) == true
    }
    return try Form(context: [Keys.showsRemindAndNote: false]) {
      Section(tag: "base") {
        Row.text(Keys.name, text("Name", context: "schedule")).placeholder(text("Schedule name")).required()
        Row.dateTime(Keys.start, text("Starts"), inline: true).minuteInterval(5).required()
        Row.dateTime(Keys.end, text("Ends"), inline: true).minuteInterval(5).required()
          .rules(
            .custom(Keys.endAfterStartRule, message: text("The end must be after the start.")) { end, context in
              guard let end, let start = context.value(Keys.start) else { return true }
              return end > start
            })
        Row.text(Keys.location, text("Location")).placeholder(text("Add a location"))
      }
      Section(text("Participants"), tag: "participants") {
        Row.multipleSelector(Keys.participants, text("Participants"), options: text(scheduleMembers))
          .selectorTitle(text("Participants")).searchable()
      }
      Section(tag: "remind") {
        Row.button(text("Add remind and note"), tag: Keys.addRemindButton) { context in
          context.form.setContext(Keys.showsRemindAndNote, true)
        }
        .hidden(when: showsRemind)
        Row.selector(Keys.remind, text("Remind"), options: text(remindOptions), presentation: .push)
          .noValueText(text("None"))
          .hidden { !showsRemind($0) }
          .rules(
            .custom(Keys.remindAfterNowRule, message: text("Set a reminder later than now.")) { minutes, context in
              guard let minutes, let start = context.value(Keys.start) else { return true }
              return start.addingTimeInterval(-60 * Double(minutes)) > now()
            })
        Row.switch(Keys.bell, text("Bell"))
      }
      Section(text("Note"), tag: "note") {
        Row.textArea(Keys.note, text("Note")).placeholder(text("Add a note"))
      }
      .hidden { !showsRemind($0) }
    }
  }
}
