import Formwork
import Foundation

/// Forms of the kinds Eureka's example app shows, written with Formwork's idioms, for the
/// article *Coming from Eureka*: an event editor, radio lists and checklists, and lists people
/// add to.
///
/// ```swift
/// let form = try EurekaPorts.event()
/// form[EurekaPorts.EventKeys.allDay] = true   // the date rows lose their times
/// ```
public enum EurekaPorts {
  /// The event editor's keys.
  public enum EventKeys {
    public static let title = RowKey<String>("title")
    public static let location = RowKey<String>("location")
    public static let allDay = RowKey<Bool>("allDay")
    public static let starts = RowKey<Date>("starts")
    public static let ends = RowKey<Date>("ends")
    public static let startDay = RowKey<Date>("startDay")
    public static let endDay = RowKey<Date>("endDay")
    public static let repeats = RowKey<String>("repeats")
    public static let travelTime = RowKey<Double>("travelTime")
    public static let link = RowKey<URL>("url")
    public static let notes = RowKey<String>("notes")
  }

  /// An event editor: a title, an "All-day" switch showing date rows instead of date-and-time
  /// rows, an end that follows a start moved past it (a change handler declared with the row),
  /// a repeat choice, a travel time, a link and notes.
  ///
  /// - Parameter starting: When the event starts at first.
  @MainActor
  public static func event(starting: Date = Date(timeIntervalSince1970: 1_767_261_600)) throws -> Form {
    typealias Keys = EventKeys
    return try Form {
      Section {
        Row.text(Keys.title, "Title").placeholder("Event").required()
        Row.text(Keys.location, "Location").placeholder("Where")
      }
      Section {
        Row.switch(Keys.allDay, "All-day")
        // Eureka changes a row's date mode at run time; here two rows share the place, and the
        // switch shows one or the other (values of hidden rows are left out of the form's values).
        Row.dateTime(Keys.starts, "Starts", value: starting).hidden { $0[Keys.allDay] == true }
          .onChange { change in
            guard let start = change.newValue, let end = change.form[Keys.ends], end < start else { return }
            change.form[Keys.ends] = start.addingTimeInterval(3600)
          }
        Row.dateTime(Keys.ends, "Ends", value: starting.addingTimeInterval(3600)).hidden { $0[Keys.allDay] == true }
        Row.date(Keys.startDay, "Starts", value: starting).hidden { $0[Keys.allDay] != true }
        Row.date(Keys.endDay, "Ends", value: starting).hidden { $0[Keys.allDay] != true }
          .rules(
            Rule<Date>.custom("endsAfterStart", message: "The event ends before it starts.") { end, context in
              guard let end, let start = context.value(Keys.startDay) else { return true }
              return end >= start
            })
      }
      Section {
        Row.selector(
          Keys.repeats, "Repeat", value: "never",
          options: [
            .init("never", "Never"), .init("daily", "Every Day"), .init("weekly", "Every Week"),
            .init("monthly", "Every Month"),
          ])
        Row.countdown(Keys.travelTime, "Travel time")
      }
      Section {
        Row.url(Keys.link, "URL").placeholder("https://")
        Row.textArea(Keys.notes, "Notes")
      }
    }
  }

  /// The radio list and checklist's keys.
  public enum ChoiceKeys {
    public static let system = RowKey<String>("system")
    public static let fruits = RowKey<Set<String>>("fruits")
    public static let why = RowKey<String>("why")
  }

  /// A radio list (one system) and a checklist (any number of fruits), Eureka's
  /// `SelectableSection`s; a row shows once a system is chosen.
  @MainActor
  public static func choices() throws -> Form {
    typealias Keys = ChoiceKeys
    return try Form {
      Section.radioList(
        Keys.system, "Which system do you use most?",
        options: [.init("ios", "iOS"), .init("android", "Android"), .init("other", "Another one")]
      )
      .rules(.custom("chooseOne", message: "Choose a system.") { $0.values.contains(.bool(true)) })
      Section.checklist(
        Keys.fruits, "Which fruits do you like?",
        options: [.init("apple", "Apple"), .init("banana", "Banana"), .init("mango", "Mango")])
      Section {
        Row.text(Keys.why, "Why?").hidden(when: "system == null")
      }
    }
  }

  /// The lists' keys.
  public enum ListKeys {
    public static let emails = SectionKey<String>("emails")
    public static let stops = SectionKey<String>("stops")
    public static let tags = SectionKey<String>("tags")
  }

  /// Lists people add to, delete from and reorder, Eureka's `MultivaluedSection`s: emails that
  /// start empty, stops titled by their position ("Stop 2"), and tags that can only be added
  /// and deleted.
  @MainActor
  public static func lists() throws -> Form {
    typealias Keys = ListKeys
    return try Form {
      Section.multivalued(Keys.emails, "Emails", addTitle: "Add an email") {
        Row.email(nil, "Email").placeholder("name@example.com").rules(.email)
      }
      Section.multivalued(Keys.stops, "Stops", values: ["Paris", "Lyon"], minRows: 1) { index in
        Row.text(nil, "Stop \(index + 1)").placeholder("City")
      }
      .addRow { $0.title("Add a stop") }
      Section.multivalued(Keys.tags, "Tags", options: [.insert, .delete], addTitle: "Add a tag") {
        Row.text(nil, "Tag")
      }
    }
  }
}
