// Lengths count what a person sees: grapheme clusters for text ("👍🏽" is 1), elements for lists.

extension Rule where Value == String {
  /// Demands at least `count` characters (grapheme clusters: `"👍🏽"` counts 1).
  ///
  /// ```swift
  /// Row.password(password, "Password").rules(.required, .minLength(8))
  /// ```
  ///
  /// Identity `"minLength"`; message ``ValidationMessages/minLength``.
  ///
  /// - Complexity: O(*n*) in the text's length.
  public static func minLength(_ count: Int) -> Rule {
    lengthRule(id: "minLength", passes: { $0 >= count }) { $0.minLength($1, count) }
  }

  /// Demands at most `count` characters (grapheme clusters).
  ///
  /// ```swift
  /// Row.text(bio, "Bio").rules(.maxLength(160))
  /// ```
  ///
  /// Identity `"maxLength"`; message ``ValidationMessages/maxLength``. To stop typing at the
  /// limit instead, use the row's `maxCharacters(_:)`.
  public static func maxLength(_ count: Int) -> Rule {
    lengthRule(id: "maxLength", passes: { $0 <= count }) { $0.maxLength($1, count) }
  }

  /// Demands exactly `count` characters (grapheme clusters).
  ///
  /// ```swift
  /// Row.text(pin, "PIN").rules(.length(4))
  /// ```
  ///
  /// Identity `"length"`; message ``ValidationMessages/exactLength``.
  public static func length(_ count: Int) -> Rule {
    lengthRule(id: "length", passes: { $0 == count }) { $0.exactLength($1, count) }
  }

  /// Demands a number of characters (grapheme clusters) within `range`.
  ///
  /// ```swift
  /// Row.text(username, "Username").rules(.length(3...20))
  /// ```
  ///
  /// Identity `"length"`; the message is ``ValidationMessages/minLength`` when the text is too
  /// short, ``ValidationMessages/maxLength`` when too long.
  public static func length(_ range: ClosedRange<Int>) -> Rule {
    let (lower, upper) = (range.lowerBound, range.upperBound)
    return Rule(
      AnyRule(id: "length") { input in
        guard let count = Self.count(of: input.value) else {
          return input.context.messages.invalid(input.context.title)
        }
        if count < lower { return input.context.messages.minLength(input.context.title, lower) }
        if count > upper { return input.context.messages.maxLength(input.context.title, upper) }
        return nil
      })
  }

  /// Demands at least `range.lowerBound` characters: the same as ``minLength(_:)``.
  public static func length(_ range: PartialRangeFrom<Int>) -> Rule {
    lengthRule(id: "length", passes: { $0 >= range.lowerBound }) { $0.minLength($1, range.lowerBound) }
  }

  /// Demands at most `range.upperBound` characters: the same as ``maxLength(_:)``.
  public static func length(_ range: PartialRangeThrough<Int>) -> Rule {
    lengthRule(id: "length", passes: { $0 <= range.upperBound }) { $0.maxLength($1, range.upperBound) }
  }

  private static func lengthRule(
    id: String, passes: @escaping @Sendable (Int) -> Bool,
    message: @escaping @Sendable (ValidationMessages, String) -> String
  ) -> Rule {
    Rule(
      AnyRule(id: id) { input in
        guard let count = Self.count(of: input.value) else {
          return input.context.messages.invalid(input.context.title)
        }
        return passes(count) ? nil : message(input.context.messages, input.context.title)
      })
  }

  private static func count(of value: FormValue) -> Int? {
    (try? String(formValue: value))?.count
  }
}

extension Rule {
  /// Demands at least `count` elements in a list (a multiple selector's choices).
  ///
  /// ```swift
  /// Row.multipleSelector(days, "Days", options: weekdays).rules(.minCount(2))
  /// ```
  ///
  /// Identity `"minCount"`; message ``ValidationMessages/minCount``. Unlike the other rules, it
  /// runs on an empty selection (`[]` or no value), which counts 0: `.minCount(1)` demands a
  /// choice, and `.minCount(0)` passes anything.
  ///
  /// - Complexity: O(1).
  public static func minCount<Element>(_ count: Int) -> Rule where Value == [Element] {
    countRule(id: "minCount", countsEmpty: true, passes: { $0 >= count }) { $0.minCount($1, count) }
  }

  /// Demands at most `count` elements in a list.
  ///
  /// Identity `"maxCount"`; message ``ValidationMessages/maxCount``.
  public static func maxCount<Element>(_ count: Int) -> Rule where Value == [Element] {
    countRule(id: "maxCount", passes: { $0 <= count }) { $0.maxCount($1, count) }
  }

  /// Demands exactly `count` elements in a list.
  ///
  /// Identity `"count"`; message ``ValidationMessages/exactCount``.
  public static func count<Element>(_ count: Int) -> Rule where Value == [Element] {
    countRule(id: "count", passes: { $0 == count }) { $0.exactCount($1, count) }
  }

  /// Demands a number of elements within `range`.
  ///
  /// ```swift
  /// Row.multipleSelector(toppings, "Toppings", options: all).rules(.count(1...3))
  /// ```
  ///
  /// Identity `"count"`; the message is ``ValidationMessages/minCount`` or
  /// ``ValidationMessages/maxCount``.
  public static func count<Element>(_ range: ClosedRange<Int>) -> Rule where Value == [Element] {
    let (lower, upper) = (range.lowerBound, range.upperBound)
    return Rule(
      AnyRule(id: "count") { input in
        guard case .list(let items) = input.value else { return input.context.messages.invalid(input.context.title) }
        if items.count < lower { return input.context.messages.minCount(input.context.title, lower) }
        if items.count > upper { return input.context.messages.maxCount(input.context.title, upper) }
        return nil
      })
  }

  /// A rule on the number of elements; `countsEmpty` runs it on empty selections too.
  private static func countRule(
    id: String, countsEmpty: Bool = false, passes: @escaping @Sendable (Int) -> Bool,
    message: @escaping @Sendable (ValidationMessages, String) -> String
  ) -> Rule {
    Rule(
      AnyRule(id: id, skipsEmpty: !countsEmpty) { input in
        let count: Int
        switch input.value {
        case .list(let items): count = items.count
        // An empty selection read as no value: only rules that run on empty values see it.
        case .null: count = 0
        default: return input.context.messages.invalid(input.context.title)
        }
        return passes(count) ? nil : message(input.context.messages, input.context.title)
      })
  }
}
