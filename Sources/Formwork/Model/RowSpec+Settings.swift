import Foundation

extension RowSpec {
  /// The problems of settings that cannot work, each at the row: an initial choice that is not
  /// one of the row's fixed options (`setValue` and schemas refuse the same value).
  ///
  /// - Complexity: O(*n*) in the number of options, for rows that have them; O(1) otherwise.
  func settingProblems() -> [FormError] {
    var problems: [FormError] = []
    var location: FormErrorLocation { .row(tag ?? title) }
    if let items = options?.fixedItems, !initialValue.isNull {
      let chosen: [FormValue]
      if case .list(let values) = initialValue { chosen = values } else { chosen = [initialValue] }
      if let stranger = chosen.first(where: { value in !items.contains { $0.value == value } }) {
        problems.append(
          FormError(.typeMismatch, "initial value: \(Self.notAnOption(stranger, among: items))", at: location))
      }
    }
    return problems
  }

  /// "\"XL\" is not one of the options (\"S\", \"M\")": the first eight options, then "…".
  static func notAnOption(_ value: FormValue, among items: [OptionItem]) -> String {
    let list = items.prefix(8).map { $0.value.jsonString() }.joined(separator: ", ")
    return "\(value.jsonString()) is not one of the options (\(list)\(items.count > 8 ? ", …" : ""))"
  }
}
