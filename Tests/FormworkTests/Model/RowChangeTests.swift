import Formwork
import Foundation
import Testing

/// A row's definition changed at run time (Eureka's `row.title = …; row.updateCell()`, an
/// "All-day" switch): the row is reconfigured in place, its value keeps its meaning, and what
/// cannot change says why.
@MainActor
@Suite struct RowChangeTests {
  let amount = RowKey<Decimal>("amount")
  let starts = RowKey<Date>("starts")
  let note = RowKey<String>("note")

  func utcDate(_ text: String) throws -> Date { try #require(FormDateCoding.parse(text)) }

  @Test func aNewTitleReconfiguresTheRowInPlace() throws {
    let form = try Form {
      Section {
        Row.decimal(amount, "Amount"); Row.text(note, "Note")
      }
    }
    let id = try #require(form.rowID(forTag: "amount"))
    try form.setTitle("Amount in EUR", forRow: id)
    #expect(form.state(of: id)?.title == "Amount in EUR")
    let update = try #require(form.flush())
    #expect(update.reconfigured == [id])
    #expect(!update.isStructural)
    // The same title again changes nothing.
    try form.setTitle("Amount in EUR", forRow: id)
    #expect(form.flush() == nil)
  }

  @Test func aPlaceholderChangesAndGoes() throws {
    let form = try Form { Section { Row.text(note, "Note").placeholder("Optional") } }
    let id = try #require(form.rowID(forTag: "note"))
    try form.setPlaceholder("Say anything", forRow: id)
    #expect(form.state(of: id)?.configuration.placeholder == "Say anything")
    #expect(form.flush()?.reconfigured == [id])
    try form.setPlaceholder(nil, forRow: id)
    #expect(form.state(of: id)?.configuration.placeholder == nil)
  }

  @Test func aTitleThatFollowsRowsOrLanguagesIsRefusedWithWhy() throws {
    let form = try Form {
      Section {
        Row.decimal(amount, "Amount")
        Row.text(note).title(.localized(["en": "Note", "de": "Notiz"])).placeholder(.template("About {amount}"))
      }
    }
    let id = try #require(form.rowID(forTag: "note"))
    let title = try #require(throws: FormError.self) { try form.setTitle("Remark", forRow: id) }
    #expect(title.code == .invalidEdit)
    #expect(title.message.contains("languages"))
    #expect(title.location.tag == "note")
    let placeholder = try #require(throws: FormError.self) { try form.setPlaceholder("Hi", forRow: id) }
    #expect(placeholder.code == .invalidEdit)
    #expect(form.state(of: id)?.title == "Note")
  }

  @Test func anUnknownRowIsRefused() throws {
    let form = try Form { Section { Row.text(note, "Note") } }
    let other = try Form {
      Section {
        Row.text(note, "Note"); Row.text("extra", "Extra")
      }
    }
    let foreign = try #require(other.rowID(forTag: "extra"))
    #expect(form.state(of: foreign) == nil)
    let error = try #require(throws: FormError.self) { try form.setTitle("X", forRow: foreign) }
    #expect(error.code == .unknownIdentity)
    #expect(throws: FormError.self) { try form.setDateStyle(.date, forRow: foreign) }
  }

  @Test func turningAllDayOnKeepsTheDateTheMomentFallsOnInTheFormsZone() throws {
    let form = try Form { Section { Row.dateTime(starts, "Starts") } }
    form.timeZone = try #require(TimeZone(identifier: "America/New_York"))
    // 23:30 in New York on 1 March is already 2 March in UTC.
    form[starts] = try utcDate("2024-03-02T04:30:00Z")
    _ = form.flush()
    let id = try #require(form.rowID(forTag: "starts"))
    try form.setDateStyle(.date, forRow: id)
    #expect(form.state(of: id)?.kind == .date(.date, inline: false))
    #expect(form[starts] == (try utcDate("2024-03-01T00:00:00Z")))
    #expect(form.json().contains("2024-03-01"))
    #expect(form.flush()?.reconfigured == [id])
  }

  @Test func turningAllDayOffStartsAtMidnightOfTheDateInTheFormsZone() throws {
    let form = try Form { Section { Row.date(starts, "Starts") } }
    form.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    form[starts] = try utcDate("2024-03-01T00:00:00Z")
    let id = try #require(form.rowID(forTag: "starts"))
    try form.setDateStyle(.dateTime, forRow: id)
    // Midnight of 1 March in Tokyo is 15:00 UTC the day before.
    #expect(form[starts] == (try utcDate("2024-02-29T15:00:00Z")))
    try form.setDateStyle(.date, forRow: id)
    #expect(form[starts] == (try utcDate("2024-03-01T00:00:00Z")))
  }

  @Test(arguments: ["UTC", "America/Los_Angeles", "Europe/Paris", "Asia/Kolkata", "Pacific/Kiritimati"])
  func aDateSurvivesAllDayOffAndOnInEveryZone(zone: String) throws {
    let newYearsEve = try utcDate("2024-12-31T00:00:00Z")
    let form = try Form { Section { Row.date(starts, "Starts", value: newYearsEve) } }
    form.timeZone = try #require(TimeZone(identifier: zone))
    let id = try #require(form.rowID(forTag: "starts"))
    #expect(!form.isDirty)
    try form.setDateStyle(DateStyle.dateTime, forRow: id)
    try form.setDateStyle(DateStyle.date, forRow: id)
    #expect(form[starts] == newYearsEve)
    // The initial value followed: the form is as clean as before.
    #expect(!form.isDirty)
  }

  @Test func anOpenInlinePickerClosesWhenTheStyleChanges() throws {
    let form = try Form { Section { Row.dateTime(starts, "Starts", inline: true) } }
    let id = try #require(form.rowID(forTag: "starts"))
    form.setInlineExpanded(id, true)
    _ = form.flush()
    #expect(form.snapshot.sections[0].rows.count == 2)
    try form.setDateStyle(.time, forRow: id)
    let update = try #require(form.flush())
    #expect(form.snapshot.sections[0].rows == [id])
    #expect(update.reconfigured.contains(id))
    #expect(form.state(of: id)?.kind == .date(.time, inline: true))
  }

  @Test func onlyDateTimeAndDateAndTimeRowsChangeStyle() throws {
    let form = try Form {
      Section {
        Row.text(note, "Note")
        Row.countdown(RowKey<Double>("timer"), "Timer")
        Row.dateTime(starts, "Starts")
      }
    }
    for tag in ["note", "timer"] {
      let id = try #require(form.rowID(forTag: tag))
      let error = try #require(throws: FormError.self) { try form.setDateStyle(.date, forRow: id) }
      #expect(error.code == .invalidEdit)
    }
    let startsID = try #require(form.rowID(forTag: "starts"))
    let error = try #require(throws: FormError.self) { try form.setDateStyle(.countdown, forRow: startsID) }
    #expect(error.message.contains("countdown"))
    #expect(form.state(of: startsID)?.kind == .date(.dateTime, inline: false))
  }

  @Test func aNewFormatterChangesTheTextShownNotTheValue() throws {
    let form = try Form { Section { Row.decimal(amount, "Amount", value: 12.5) } }
    let id = try #require(form.rowID(forTag: "amount"))
    let before = try #require(form.state(of: id)?.displayValue)
    let euros = ValueFormatter(id: "eur") { value in "\(value.numericValue ?? 0) €" }
    try form.setFormatter(euros, forRow: id)
    #expect(form.state(of: id)?.displayValue == "12.5 €")
    #expect(form[amount] == 12.5)
    #expect(form.flush()?.reconfigured == [id])
    try form.setFormatter(euros, forRow: id)
    #expect(form.flush() == nil, "the same formatter again changes nothing")
    try form.setFormatter(nil, forRow: id)
    #expect(form.state(of: id)?.displayValue == before)
  }

  // MARK: Options

  let model = RowKey<String>("model")
  let extras = RowKey<[String]>("extras")

  func carForm(model chosen: String? = nil, extras picked: [String]? = nil) throws -> Form {
    try Form {
      Section {
        Row.selector(model, "Model", value: chosen, options: [.init("s", "Model S"), .init("x", "Model X")])
        Row.multipleSelector(
          extras, "Extras", value: picked, options: [.init("tow", "Tow hitch"), .init("roof", "Roof rack")])
        Row<String>.selector("favorite", "Favorite", options: []).options(from: "extras", .selected)
      }
    }
  }

  @Test func newOptionsReconfigureTheRowAndTellObservers() throws {
    let form = try carForm()
    let id = try #require(form.rowID(forTag: "model"))
    _ = form.flush()
    var events: [FormEvent] = []
    let subscription = form.observe { events.append($0) }
    try form.setOptions([SelectorOption("3", "Model 3"), SelectorOption("y", "Model Y")], forRow: id)
    #expect(form.state(of: id)?.options.items.map(\.title) == ["Model 3", "Model Y"])
    let update = try #require(form.flush())
    #expect(update.reconfigured == [id])
    #expect(!update.isStructural)
    #expect(events.contains { if case .optionsChanged(id, _) = $0 { true } else { false } })
    try form.choose("y", for: id)
    #expect(form[model] == "y")
    #expect(throws: FormError.self) { try form.choose("s", for: id) }
    // The same options again change nothing.
    _ = form.flush()
    try form.setOptions([SelectorOption("3", "Model 3"), SelectorOption("y", "Model Y")], forRow: id)
    #expect(form.flush() == nil)
    subscription.cancel()
  }

  @Test func aChoiceNoLongerAmongTheOptionsIsClearedAsAHiddenOptionIs() throws {
    let form = try carForm(model: "s", extras: ["tow", "roof"])
    let modelID = try #require(form.rowID(forTag: "model"))
    let extrasID = try #require(form.rowID(forTag: "extras"))
    var changes: [ValueChange] = []
    let subscription = form.observe { if case .valueChanged(let change) = $0 { changes.append(change) } }
    try form.setOptions([SelectorOption("x", "Model X")], forRow: modelID)
    #expect(form[model] == nil)
    try form.setOptions([SelectorOption("roof", "Roof rack"), SelectorOption("bike", "Bike rack")], forRow: extrasID)
    #expect(form[extras] == ["roof"])
    #expect(changes.map(\.origin) == [.program, .program])
    // A choice still among them stays.
    try form.setOptions([SelectorOption("bike", "Bike"), SelectorOption("roof", "Roof")], forRow: extrasID)
    #expect(form[extras] == ["roof"])
    subscription.cancel()
  }

  @Test func rowsOfferingTheOptionsFollowThem() throws {
    let form = try carForm(extras: ["tow"])
    let extrasID = try #require(form.rowID(forTag: "extras"))
    let favoriteID = try #require(form.rowID(forTag: "favorite"))
    try form.choose("tow", for: favoriteID)
    try form.setOptions([SelectorOption("roof", "Roof rack")], forRow: extrasID)
    #expect(form.state(of: favoriteID)?.options.items.isEmpty == true)
    #expect(form["favorite"] as String? == nil)
  }

  @Test func conditionsOnOptionsApplyToTheNewList() throws {
    let seats = RowKey<Int>("seats")
    let form = try Form {
      Section {
        Row.integer(seats, "Seats", value: 1)
        Row.selector(model, "Plan", options: [.init("basic", "Basic"), .init("team", "Team")])
          .option("team", shownWhen: "seats > 1")
      }
    }
    let id = try #require(form.rowID(forTag: "model"))
    try form.setOptions([SelectorOption("free", "Free"), SelectorOption("team", "Team")], forRow: id)
    #expect(form.state(of: id)?.options.items.map(\.value) == ["free"])
    form[seats] = 4
    #expect(form.state(of: id)?.options.items.map(\.value) == ["free", "team"])
  }

  @Test func aSegmentedRowTakesNewOptions() throws {
    let form = try Form {
      Section { Row.segmented(model, "Size", value: "m", options: [.init("s", "S"), .init("m", "M")]) }
    }
    let id = try #require(form.rowID(forTag: "model"))
    try form.setOptions([OptionItem(value: "m", title: "Medium"), OptionItem(value: "l", title: "Large")], forRow: id)
    #expect(form.state(of: id)?.options.items.map(\.title) == ["Medium", "Large"])
    #expect(form[model] == "m")
  }

  @Test func badOptionsAreRefusedWithWhyAndNothingChanges() throws {
    let form = try Form {
      Section {
        Row.selector(model, "Model", value: "s", options: [.init("s", "Model S")])
        Row.integer("count", "Count")
        Row.selector(RowKey<Int>("size"), "Size", options: [.init(1, "One")])
        Row.multipleSelector(extras, "Extras", options: [.init("tow", "Tow")])
        Row<String>.selector("favorite", "Favorite", options: []).options(from: "extras")
      }
    }
    let id = try #require(form.rowID(forTag: "model"))
    let duplicate = try #require(throws: FormError.self) {
      try form.setOptions([SelectorOption("a", "A"), SelectorOption("a", "Also A")], forRow: id)
    }
    #expect(duplicate.code == .invalidSetting)
    #expect(duplicate.message.contains("two options have the value \"a\""))
    #expect(duplicate.location.tag == "model")
    let mismatch = try #require(throws: FormError.self) {
      try form.setOptions([SelectorOption("one", "One")], forRow: try #require(form.rowID(forTag: "size")))
    }
    #expect(mismatch.code == .typeMismatch)
    let converted = try #require(throws: FormError.self) {
      try form.setOptions(
        [OptionItem(value: 1, title: "One"), OptionItem(value: "1", title: "Also one")],
        forRow: try #require(form.rowID(forTag: "size")))
    }
    #expect(converted.code == .invalidSetting, "\"1\" is 1 in an integer row")
    #expect(mismatch.message.contains("option \"one\""))
    let noOptions = try #require(throws: FormError.self) {
      try form.setOptions([SelectorOption(1, "One")], forRow: try #require(form.rowID(forTag: "count")))
    }
    #expect(noOptions.code == .invalidEdit)
    #expect(noOptions.message.contains("no options"))
    let borrowed = try #require(throws: FormError.self) {
      try form.setOptions([SelectorOption("x", "X")], forRow: try #require(form.rowID(forTag: "favorite")))
    }
    #expect(borrowed.code == .invalidEdit)
    #expect(borrowed.message.contains("another row's options"))
    #expect(form.state(of: id)?.options.items.map(\.value) == ["s"])
    #expect(form[model] == "s")
    let other = try Form {
      Section {
        Row.text("a", "A"); Row.text("b", "B"); Row.text("c", "C"); Row.text("d", "D")
        Row.text("e", "E"); Row.text("f", "F"); Row.text("g", "G")
      }
    }
    let foreign = try #require(other.rowID(forTag: "g"))
    #expect(form.state(of: foreign) == nil)
    let unknown = try #require(throws: FormError.self) { try form.setOptions([OptionItem](), forRow: foreign) }
    #expect(unknown.code == .unknownIdentity)
  }

  @Test func optionsGivenWhileALoaderRunsWin() async throws {
    let form = try Form {
      Section {
        Row<String>.selector(model, "Model") {
          await Task.yield()
          return [SelectorOption("late", "Late")]
        }
      }
    }
    let id = try #require(form.rowID(forTag: "model"))
    async let load: Void = form.loadOptions(for: id)
    try form.setOptions([SelectorOption("now", "Now")], forRow: id)
    await load
    #expect(form.state(of: id)?.options == .loaded([OptionItem(value: "now", title: "Now")]))
  }

  @Test func aClearedChoiceIsNoUndoStepOfItsOwnThatBringsBackAStranger() throws {
    let form = try carForm()
    let id = try #require(form.rowID(forTag: "model"))
    try form.choose("s", for: id)
    try form.setOptions([SelectorOption("x", "Model X")], forRow: id)
    #expect(form[model] == nil)
    while form.canUndo { try form.undo() }
    let value = form[model]
    #expect(value == nil || value == "x", "undo never brings back a choice that is no longer an option")
  }
}
