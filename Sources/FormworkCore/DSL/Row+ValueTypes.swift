import Foundation

extension Row where Value == URL {
  /// A URL field whose value is a `URL`: URL keyboard, no capitalization. Typed text that makes
  /// no URL is kept on screen with an input error, as a number row keeps text that is no number.
  ///
  /// ```swift
  /// let website = RowKey<URL>("website")
  /// Row.url(website, "Website").rules(.url)
  /// let url: URL? = form[website]
  /// ```
  @_disfavoredOverload
  public static func url(_ key: RowKey<URL>?, _ title: String = "", value: URL? = nil) -> Row {
    Row(key, kind: .text(.url), title: title, value: value)
  }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension Row where Value == Duration {
  /// A countdown whose value is a `Duration` (hours and minutes picker); stored, sent and read
  /// from JSON as seconds, as a `TimeInterval` countdown is.
  ///
  /// ```swift
  /// let timer = RowKey<Duration>("timer")
  /// Row.countdown(timer, "Timer", value: .seconds(25 * 60))
  /// ```
  @_disfavoredOverload
  public static func countdown(
    _ key: RowKey<Duration>?, _ title: String = "", value: Duration? = nil, inline: Bool = false
  ) -> Row {
    Row(key, kind: .date(.countdown, inline: inline), title: title, value: value)
  }
}

extension Row where Value: Hashable {
  /// Any number of choices among options, as a set: no order is kept (JSON lists the set
  /// sorted).
  ///
  /// ```swift
  /// let days = RowKey<Set<Weekday>>("days")
  /// Row.multipleSelector(days, "Days", options: Weekday.allCases.map { .init($0, $0.name) })
  /// if form[days]?.contains(.monday) == true { … }
  /// ```
  @_disfavoredOverload
  public static func multipleSelector<Element>(
    _ key: RowKey<Set<Element>>?, _ title: String = "", value: Set<Element>? = nil,
    options: [SelectorOption<Element>], presentation: SelectorPresentation = .push
  ) -> Row<Set<Element>> where Value == Set<Element> {
    var row = Row<Set<Element>>(key, kind: .multipleSelector(presentation), title: title, value: value)
    row.spec.options = .fixed(options.map { $0.item })
    return row
  }
}

extension Section {
  /// A checklist whose value is a set of the chosen options (see
  /// ``checklist(_:_:value:options:)-(RowKey<[Element]>,_,_,_)``).
  ///
  /// ```swift
  /// let toppings = RowKey<Set<Topping>>("toppings")
  /// Section.checklist(toppings, "Toppings", options: Topping.allCases.map { .init($0, $0.name) })
  /// ```
  @_disfavoredOverload
  public static func checklist<Element: Hashable>(
    _ key: RowKey<Set<Element>>, _ header: String? = nil, value: Set<Element>? = nil,
    options: [SelectorOption<Element>]
  ) -> Section {
    let initial = value.map { chosen in options.map(\.value).filter(chosen.contains) }
    return checklist(RowKey<[Element]>(key.tag), header, value: initial, options: options)
      .choiceRowType(Set<Element>.self)
  }

  /// Makes a selectable section's choice row hold `type` (a set rather than a list).
  func choiceRowType<Value: FormValueConvertible>(_ type: Value.Type) -> Section {
    with { spec in
      guard let tag = spec.selectable?.tag, let index = spec.rows.firstIndex(where: { $0.tag == tag }) else { return }
      spec.rows[index].valueType = Value.self
    }
  }
}
