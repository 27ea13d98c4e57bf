#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Every row kind evaluated by the SwiftUI stand-in: what it shows, and its controls driven as
  /// a person would. Linux only (the views are read through the stand-in's `ViewHost`).
  @MainActor
  // Settling until the views show a loader's result waits as long as the loader takes: bounded here.
  @Suite(.timeLimit(.minutes(3))) struct SwiftUIRowKindTests {
    static let colors: [SelectorOption<String>] = [.init("red", "Red"), .init("green", "Green"), .init("blue", "Blue")]
    static let reference = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func aTextRowShowsItsTitleAndTakesTypedText() throws {
      let form = try Formwork.Form {
        Section("Main") {
          Row.text("name", "Name").required().placeholder("Ann Smith")
          Row.password("secret", "Password")
          Row.textArea("notes", "Notes")
        }
      }
      let screen = try FormScreen(form)
      let name = try screen.row("name")
      #expect(name.kind == .textField)
      #expect(name.placeholder == "Ann Smith")
      #expect(name.accessibilityLabel == "Name, required")
      #expect(screen.host.nodes { $0.ownText == "Name *" }.count == 1, "the title with its required mark")
      try name.type("Ann")
      #expect(screen.value("name") == .string("Ann"))
      #expect(try screen.row("name").text == "Ann")
      #expect(try screen.row("secret").kind == .secureField)
      try screen.row("secret").type("hunter2")
      #expect(screen.value("secret") == .string("hunter2"))
      let notes = try screen.row("notes")
      #expect(notes.kind == .textField || notes.kind == .textEditor)
      try notes.type("Line one\nLine two")
      #expect(screen.value("notes") == .string("Line one\nLine two"))
    }

    @Test func aNumberThatDoesNotReadShowsWhyAndKeepsTheText() throws {
      let count = RowKey<Int>("count")
      let form = try Formwork.Form { Section { Row.integer(count, "Count") } }
      let screen = try FormScreen(form)
      try screen.row("count").type("12a")
      #expect(try screen.row("count").text == "12a")
      let message = try #require(screen.message("count"))
      #expect(message.foregroundColor == .red)
      #expect(!message.texts.isEmpty)
      try screen.row("count").type("12")
      #expect(form[count] == 12)
      #expect(screen.message("count") == nil)
    }

    @Test func switchesChecksSteppersAndSlidersChangeTheForm() throws {
      let notify = RowKey<Bool>("notify")
      let agree = RowKey<Bool>("agree")
      let guests = RowKey<Int>("guests")
      let volume = RowKey<Double>("volume")
      let form = try Formwork.Form {
        Section {
          Row.switch(notify, "Notify me")
          Row.check(agree, "I agree")
          Row.stepper(guests, "Guests", value: 1, in: 0...3)
          Row.slider(volume, "Volume", value: 0.5, in: 0...1, steps: 4)
        }
      }
      let screen = try FormScreen(form)
      #expect(try screen.row("notify").isOn == false)
      try screen.row("notify").tap()
      #expect(form[notify] == true)
      try screen.row("agree").tap()
      #expect(form[agree] == true)
      #expect(try screen.row("agree").accessibilityTraits.contains(.isSelected))
      try screen.row("guests").increment()
      #expect(form[guests] == 2)
      #expect(try screen.row("guests").accessibilityValue == "2")
      try screen.row("guests").decrement()
      try screen.row("guests").decrement()
      #expect(form[guests] == 0)
      try screen.row("volume").slide(to: 0.8)
      #expect(form[volume] == 0.75, "the slider snaps to its four steps")
      #expect(try screen.row("volume").doubleValue == 0.75)
    }

    @Test func aMenuPickerSelectorShowsItsChoiceAndOffersNoneWhenOptional() throws {
      let color = RowKey<String>("color")
      let form = try Formwork.Form {
        Section { Row.selector(color, "Color", options: Self.colors, presentation: .picker) }
      }
      let screen = try FormScreen(form)
      let picker = try screen.row("color")
      #expect(picker.pickerStyle == .menu)
      #expect(picker.options.map(\.text) == ["None", "Red", "Green", "Blue"])
      try picker.pick(text: "Green")
      #expect(form[color] == "green")
      #expect(try screen.row("color").selectedOption?.text == "Green")
      try screen.row("color").pick(text: "None")
      #expect(form[color] == nil)
    }

    @Test func aWheelPickerSelectorOpensUnderItsTitle() throws {
      let color = RowKey<String>("color")
      let form = try Formwork.Form {
        Section { Row.selector(color, "Color", options: Self.colors, presentation: .picker).required() }
      }
      let screen = try FormScreen(form, root: NavigationStack { FormView(form: form).pickerSelectorStyle(.wheel) })
      #expect(screen.host.nodes(.picker).isEmpty)
      try screen.row("color").tap()
      let wheel = try #require(screen.host.nodes(.picker).first)
      #expect(wheel.pickerStyle == .wheel)
      try wheel.pick(text: "Blue")
      #expect(form[color] == "blue")
      #expect(try screen.row("color").accessibilityValue == "Blue")
    }

    @Test func aMultiplePickerSelectorTogglesOptionsFromItsMenu() throws {
      let colors = RowKey<[String]>("colors")
      let form = try Formwork.Form {
        Section { Row.multipleSelector(colors, "Colors", options: Self.colors, presentation: .picker) }
      }
      let screen = try FormScreen(form)
      let menu = try screen.row("colors")
      #expect(menu.kind == .menu)
      try screen.host.node(.button, text: "Red").tap()
      try screen.host.node(.button, text: "Blue").tap()
      #expect(form[colors] == ["red", "blue"])
      #expect(try screen.row("colors").first { $0.systemImage == "checkmark" } != nil)
      try screen.host.node(.button, text: "Red").tap()
      #expect(form[colors] == ["blue"])
    }

    @Test func aPushedSelectorListsItsOptionsAndGoesBackOnAChoice() throws {
      let color = RowKey<String>("color")
      let form = try Formwork.Form {
        Section { Row.selector(color, "Color", options: Self.colors).selectorTitle("Pick a color").searchable() }
      }
      let screen = try FormScreen(form)
      try screen.row("color").tap()
      #expect(screen.host.navigationTitle == "Pick a color")
      let search = try #require(screen.host.nodes(.searchField).first)
      try search.type("re")
      #expect(screen.host.nodes { $0.accessibilityIdentifier?.contains(".option.") == true }.count == 2)
      try screen.host.node(identifier: "formwork.row.color.option.1").tap()
      #expect(form[color] == "green")
      #expect(screen.host.navigationTitle == nil, "back on the form")
      #expect(try screen.row("color").accessibilityValue == "Green")
    }

    @Test func aPushedMultipleSelectorStaysOpenAndMarksTheChosenOptions() async throws {
      let colors = RowKey<[String]>("colors")
      let form = try Formwork.Form { Section { Row.multipleSelector(colors, "Colors", options: Self.colors) } }
      let screen = try FormScreen(form)
      try screen.row("colors").tap()
      try await screen.host.settle {
        !screen.host.nodes { $0.accessibilityIdentifier?.contains(".option.") == true }.isEmpty
      }
      try screen.host.node(identifier: "formwork.row.colors.option.0").tap()
      try screen.host.node(identifier: "formwork.row.colors.option.2").tap()
      #expect(form[colors] == ["red", "blue"])
      #expect(
        try screen.host.node(identifier: "formwork.row.colors.option.2").accessibilityTraits.contains(.isSelected))
      try screen.host.goBack()
      #expect(try screen.row("colors").accessibilityValue?.contains("Red") == true)
    }

    @Test(arguments: [SelectorPresentation.push, .inline])
    func selectAllChoosesEveryOptionThenNone(presentation: SelectorPresentation) async throws {
      let colors = RowKey<[String]>("colors")
      let form = try Formwork.Form {
        Section {
          Row.multipleSelector(colors, "Colors", options: Self.colors, presentation: presentation).selectAll("All")
        }
      }
      let screen = try FormScreen(form)
      try screen.row("colors").tap()
      try await screen.host.settle {
        !screen.host.nodes { $0.accessibilityIdentifier?.contains(".option.") == true }.isEmpty
      }
      let all = try screen.host.node(.button, text: "All")
      try all.tap()
      #expect(form[colors] == Self.colors.map(\.value))
      #expect(try screen.host.node(.button, text: "All").accessibilityTraits.contains(.isSelected))
      try screen.host.node(.button, text: "All").tap()
      #expect(form[colors] == [])
    }

    @Test(arguments: [SelectorPresentation.actionSheet, .alert])
    func aDialogSelectorShowsOneButtonAnOption(presentation: SelectorPresentation) async throws {
      let color = RowKey<String>("color")
      let form = try Formwork.Form {
        Section { Row.selector(color, "Color", options: Self.colors, presentation: presentation) }
      }
      let screen = try FormScreen(form)
      try screen.row("color").tap()
      try await screen.host.settle {
        !screen.host.nodes { $0.kind == .alert || $0.kind == .confirmationDialog }.isEmpty
      }
      let dialog = try #require(screen.host.nodes { $0.kind == .alert || $0.kind == .confirmationDialog }.first)
      #expect(dialog.string == "Color")
      #expect(dialog.children.compactMap(\.ownText).contains("Green"))
      try screen.host.node(.button, text: "Green").tap()
      #expect(form[color] == "green")
      #expect(screen.host.nodes { $0.kind == .alert || $0.kind == .confirmationDialog }.isEmpty)
    }

    @Test func anInlineSelectorExpandsAnEditorUnderIt() throws {
      let color = RowKey<String>("color")
      let form = try Formwork.Form {
        Section { Row.selector(color, "Color", options: Self.colors, presentation: .inline) }
      }
      let screen = try FormScreen(form)
      #expect(try screen.row("color").accessibilityHint == form.strings.controls.expandPicker)
      try screen.row("color").tap()
      #expect(try screen.row("color").accessibilityHint == form.strings.controls.collapsePicker)
      let editor = try screen.host.node(identifier: "formwork.row.color.editor")
      #expect(editor.pickerStyle == .inline)
      try editor.pick(text: "Blue")
      #expect(form[color] == "blue")
    }

    @Test func dateRowsTakeTodayWhenTappedThenAPickedDate() throws {
      let day = RowKey<Date>("day")
      let form = try Formwork.Form { Section { Row.date(day, "Day").noValueText("Not set") } }
      let screen = try FormScreen(form)
      #expect(try screen.row("day").kind == .button)
      #expect(try screen.row("day").accessibilityValue == "Not set")
      try screen.row("day").tap()
      #expect(form[day] != nil)
      let picker = try screen.row("day")
      #expect(picker.kind == .datePicker)
      #expect(picker.displayedComponents == [.date])
      try picker.pick(date: Self.reference)
      let picked = try #require(form[day])
      #expect(abs(picked.timeIntervalSince(Self.reference)) < 86_400)
    }

    @Test func aBoundedDatePickerRefusesDatesOutsideItsRange() throws {
      let day = RowKey<Date>("day")
      let form = try Formwork.Form {
        Section {
          Row.dateTime(day, "When", value: Self.reference)
            .dateRange(Self.reference, Self.reference.addingTimeInterval(86_400 * 30))
        }
      }
      let screen = try FormScreen(form)
      let picker = try screen.row("day")
      #expect(picker.displayedComponents == [.date, .hourAndMinute])
      #expect(throws: ViewHostError.self) { try picker.pick(date: Self.reference.addingTimeInterval(-86_400)) }
      try picker.pick(date: Self.reference.addingTimeInterval(3_600))
      #expect(form[day] != Self.reference)
    }

    @Test func inlineDatesAndCountdownsExpandTheirEditors() throws {
      let start = RowKey<Date>("start")
      let alarm = RowKey<Date>("alarm")
      let timer = RowKey<Double>("timer")
      let form = try Formwork.Form {
        Section {
          Row.date(start, "Start", value: Self.reference, inline: true)
          Row.time(alarm, "Alarm", value: Self.reference, inline: true)
          Row.countdown(timer, "Timer", value: 3_900)
        }
      }
      let screen = try FormScreen(form)
      try screen.row("start").tap()
      let calendar = try screen.host.node(identifier: "formwork.row.start.editor")
      #expect(calendar.datePickerStyle == .graphical)
      try calendar.pick(date: Self.reference.addingTimeInterval(86_400 * 2))
      #expect(form[start] != Self.reference)
      try screen.row("alarm").tap()
      #expect(try screen.host.node(identifier: "formwork.row.alarm.editor").datePickerStyle == .wheel)
      // The countdown's menus: 1 h 5 min.
      let pickers = try screen.row("timer").all(.picker)
      #expect(pickers.count == 2)
      #expect(pickers.map(\.selection) == [AnyHashable(1), AnyHashable(5)])
      try pickers[1].pick(30)
      #expect(form[timer] == 5_400)
      try screen.row("timer").all(.picker)[0].pick(0)
      #expect(form[timer] == 1_800)
    }

    @Test func infoButtonAndCustomRowsShowTheirContent() throws {
      var tapped = 0
      let form = try Formwork.Form {
        Section {
          Row.info(RowKey<String>("version"), "Version", value: "2.1")
          Row.button("Send", tag: "send") { _ in tapped += 1 }
          Row.custom(RowKey<Int>("stars"), kind: "rating", "Rating", value: 3)
          Row.custom(RowKey<String>("other"), kind: "unknown", "Other", value: "x")
        }
      }
      let root = NavigationStack {
        FormView(form: form).customRows { row in
          if row.kind == "rating" {
            Button("\(row.value(as: Int.self) ?? 0) stars") { row.setValue((row.value(as: Int.self) ?? 0) + 1) }
          } else {
            row.placeholder
          }
        }
      }
      let screen = try FormScreen(form, root: root)
      let version = try screen.row("version")
      #expect(version.kind == .labeledContent)
      #expect(version.texts == ["Version", "2.1"])
      try screen.row("send").tap()
      #expect(tapped == 1)
      try screen.host.node(.button, text: "3 stars").tap()
      #expect(form[RowKey<Int>("stars")] == 4)
      #expect(try screen.row("other").texts.contains("x"))
    }

    @Test func aTextRowWithoutTitleIsItsFieldAlone() throws {
      let form = try Formwork.Form { Section { Row.text("note", "").placeholder("A note") } }
      let screen = try FormScreen(form)
      let field = try screen.row("note")
      #expect(field.parent?.kind != .hStack)
      try field.type("Hi")
      #expect(screen.value("note") == .string("Hi"))
    }

    @Test func aCustomRowsContextTapsAndSetsAsTheUser() throws {
      let stars = RowKey<Int>("stars")
      let form = try Formwork.Form {
        Section {
          Row.custom(stars, kind: "rating", "Rating", value: 1)
          Row.custom(RowKey<Int>("locked"), kind: "rating", "Locked", value: 1)
            .disabled(when: { _ in true }).disabledReason("Not now")
        }
      }
      var outcomes: [TapOutcome] = []
      var failures: [String] = []
      let root = NavigationStack {
        FormView(form: form).customRows { row in
          Button("\(row.state.title) \(row.id == row.state.id)") {
            outcomes.append(row.tap())
            do {
              try row.setValue(.int(5))
            } catch {
              failures.append(row.kind)
            }
          }
        }
      }
      let screen = try FormScreen(form, root: root)
      try screen.host.node(.button, text: "Rating true").tap()
      #expect(form[stars] == 5)
      #expect(outcomes.count == 1)
      #expect(failures.isEmpty)
      try screen.host.nodes { $0.kind == .color && $0.role == .overlay }[0].tap()
      #expect(screen.host.nodes { $0.accessibilityIdentifier == "formwork.notice" }.count == 1)
    }

    @Test func aMultipleDialogSelectorTogglesAnOptionAButtonATime() async throws {
      let colors = RowKey<[String]>("colors")
      let form = try Formwork.Form {
        Section { Row.multipleSelector(colors, "Colors", options: Self.colors, presentation: .actionSheet) }
      }
      let screen = try FormScreen(form)
      try screen.row("colors").tap()
      try await screen.host.settle {
        !screen.host.nodes { $0.kind == .alert || $0.kind == .confirmationDialog }.isEmpty
      }
      try screen.host.node(.button, text: "Red").tap()
      try screen.row("colors").tap()
      try await screen.host.settle {
        !screen.host.nodes { $0.kind == .alert || $0.kind == .confirmationDialog }.isEmpty
      }
      try screen.host.node(.button, text: "Blue").tap()
      #expect(form[colors] == ["red", "blue"])
    }

    @Test func aDialogSelectorWhoseOptionsFailSaysWhyInsteadOfOpening() async throws {
      struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
      let city = RowKey<String>("city")
      let form = try Formwork.Form {
        Section { Row<String>.selector(city, "City", presentation: .alert) { throw Offline() } }
      }
      // The notice stays until dismissed: on a busy main actor its 2.5 seconds could pass
      // before the views are read again, and the notice be gone.
      let model = FormModel(form: form)
      model.notice.duration = nil
      let screen = try FormScreen(form, root: NavigationStack { FormView(model: model) })
      try screen.row("city").tap()
      try await screen.host.settle { !screen.host.nodes { $0.accessibilityIdentifier == "formwork.notice" }.isEmpty }
      #expect(screen.host.nodes(.alert).isEmpty)
      let notice = try screen.host.node(identifier: "formwork.notice")
      #expect(notice.texts.joined().contains("offline"))
    }

    @Test func headersAndFootersShowTheirTextOrTheAppsView() throws {
      let form = try Formwork.Form {
        Section("Plain") { Row.text("a", "A") }.footer("Plain footer")
        Section { Row.text("b", "B") }.header(kind: "logo", value: .string("Logo text"))
      }
      let screen = try FormScreen(form)
      #expect(screen.host.nodes { $0.role == .header }.compactMap(\.ownText).contains("Plain"))
      #expect(screen.host.nodes { $0.role == .footer }.compactMap(\.ownText) == ["Plain footer"])
      #expect(screen.host.nodes { $0.role == .header }.compactMap(\.ownText).contains("Logo text"))
      let custom = try FormScreen(
        form,
        root: NavigationStack {
          FormView(form: form).customSupplementaries { supplementary in
            Text("Custom \(supplementary.kind)")
          }
        })
      #expect(custom.host.nodes { $0.role == .header }.compactMap(\.ownText).contains("Custom logo"))
    }

    @Test func theFormContainerAndRightToLeftLanguagesAreFollowed() throws {
      let form = try Formwork.Form { Section { Row.text("name", "Name") } }
      let screen = try FormScreen(form, root: NavigationStack { FormView(form: form).containerStyle(.form) })
      #expect(screen.host.nodes(.form).count == 1)
      #expect(screen.host.nodes(.list).isEmpty)
    }

    @Test func accessibilityTextSizesStackTheTitleOverTheValue() throws {
      let form = try Formwork.Form { Section { Row.stepper(RowKey<Int>("n"), "Count", value: 1) } }
      var environment = EnvironmentValues()
      environment.dynamicTypeSize = .accessibility3
      let large = try FormScreen(form, environment: environment)
      #expect(try large.row("n").first { $0.kind == .vStack } != nil)
      let regular = try FormScreen(form)
      #expect(try regular.row("n").first { $0.kind == .vStack } == nil)
    }
  }
#endif
