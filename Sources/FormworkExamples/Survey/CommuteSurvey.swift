import Formwork
import Foundation

extension ExampleForm {
  /// The keys of the ``commuteSurvey`` example.
  public enum CommuteSurveyKeys {
    /// How the person mostly commutes: "car", "bike", "transit" or "walk".
    public static let mode = RowKey<String>("mode")
    /// Minutes a day spent commuting.
    public static let minutes = RowKey<Int>("minutes")
    /// The car's fuel: "petrol", "diesel", "electric".
    public static let fuel = RowKey<String>("fuel")
    /// Whether parking is a daily problem.
    public static let parkingTrouble = RowKey<Bool>("parkingTrouble")
    /// Whether the bike is electric.
    public static let electricBike = RowKey<Bool>("electricBike")
    /// How safe the routes feel, 0 to 1.
    public static let routeSafety = RowKey<Double>("routeSafety")
    /// The lines taken (bus, tram, metro, train).
    public static let lines = RowKey<[String]>("lines")
    /// How often the transit is late: "rarely", "sometimes", "often".
    public static let lateness = RowKey<String>("lateness")
    /// From 0 to 10, how likely the person would recommend their way of commuting.
    public static let recommend = RowKey<Int>("recommend")
    /// Anything else.
    public static let comments = RowKey<String>("comments")
  }

  /// A survey in pages that branch on the answers, as server-driven survey tools do: the page
  /// for the way a person commutes appears, the others are skipped.
  public static let commuteSurvey = ExampleForm(
    name: "commute-survey", title: "Commute survey",
    summary: "Pages that branch on the answers, with a progress bar.",
    answers: [
      .valid(["mode": "car", "minutes": 40, "fuel": "electric", "parkingTrouble": true, "recommend": 6]),
      .valid(
        ["mode": "bike", "minutes": 20, "routeSafety": .decimal(Decimal(4) / 10), "recommend": 9], name: "a cyclist"),
      .valid(["mode": "walk", "minutes": 10, "recommend": 10], name: "a walker skips every branch"),
      .invalid(["mode": "transit", "minutes": 30, "recommend": 5], failing: ["lines"], name: "transit without lines"),
    ]
  ) { text in
    try makeCommuteSurvey(text)
  }

  @MainActor
  private static func makeCommuteSurvey(_ text: ExampleText) throws -> Form {
    typealias Keys = CommuteSurveyKeys
    return try Form {
      Page(text("Your commute"), tag: "commute") {
        Section(text("Your commute")) {
          Row.segmented(
            Keys.mode, text("Mostly by"),
            options: text([
              .init("car", "Car"), .init("bike", "Bike"), .init("transit", "Transit"), .init("walk", "Foot"),
            ])
          )
          .required()
          Row.stepper(Keys.minutes, text("Minutes a day"), value: 30, in: 0...300, step: 5)
        }
      }
      Page(text("Driving"), tag: "driving") {
        Section(text("Driving")) {
          Row.selector(
            Keys.fuel, text("Fuel"),
            options: text([.init("petrol", "Petrol"), .init("diesel", "Diesel"), .init("electric", "Electric")]),
            presentation: .actionSheet
          )
          .required()
          Row.switch(Keys.parkingTrouble, text("Parking is a daily problem"))
        }
      }
      .hidden(when: "mode != 'car'")
      Page(text("Cycling"), tag: "cycling") {
        Section(text("Cycling")) {
          Row.switch(Keys.electricBike, text("Electric bike"))
          Row.slider(Keys.routeSafety, text("How safe the routes feel"), value: 0.5, steps: 10)
        }
      }
      .hidden(when: "mode != 'bike'")
      Page(text("Transit"), tag: "transit") {
        Section(text("Transit")) {
          Row.multipleSelector(
            Keys.lines, text("Lines taken"),
            options: text([
              .init("bus", "Bus"), .init("tram", "Tram"), .init("metro", "Metro"), .init("train", "Train"),
            ])
          )
          .rules(.minCount(1).message(text("Choose at least one line.")))
          Row.segmented(
            Keys.lateness, text("Late"),
            options: text([.init("rarely", "Rarely"), .init("sometimes", "Sometimes"), .init("often", "Often")]))
        }
      }
      .hidden(when: "mode != 'transit'")
      Page(text("Last words"), tag: "end") {
        Section(text("Last words")) {
          Row.stepper(Keys.recommend, text("Would recommend (0–10)"), value: nil, in: 0...10).required()
          Row.textArea(Keys.comments, text("Comments")).placeholder(text("Anything else?"))
        }
      }
    }
  }
}
