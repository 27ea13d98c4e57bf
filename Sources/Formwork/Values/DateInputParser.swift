import Foundation

/// Parses dates typed as text (terminal input, paste): ISO 8601 first, then the locale's own
/// numeric formats.
struct DateInputParser {
  var locale: Locale
  var timeZone: TimeZone = .current

  func date(from text: String, style: DateStyle) -> Date? {
    if let date = FormDateCoding.parse(text) { return date }
    for pattern in patterns(for: style) {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = timeZone
      formatter.dateFormat = pattern
      formatter.isLenient = false
      if let date = formatter.date(from: text) { return date }
    }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    switch style {
    case .date: formatter.dateStyle = .short; formatter.timeStyle = .none
    case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
    case .dateTime, .countdown: formatter.dateStyle = .short; formatter.timeStyle = .short
    }
    return formatter.date(from: text)
  }

  private func patterns(for style: DateStyle) -> [String] {
    switch style {
    case .date: return ["yyyy-MM-dd", "yyyy/MM/dd"]
    case .time: return ["HH:mm", "HH:mm:ss"]
    case .dateTime, .countdown:
      return ["yyyy-MM-dd HH:mm", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy/MM/dd HH:mm"]
    }
  }

  /// Parses a duration: `1:30` (hours and minutes), `90m`, `2h`, `1h30m`, or plain seconds.
  static func duration(from text: String) -> Int? {
    let trimmed = text.lowercased().replacingOccurrences(of: " ", with: "")
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
    if parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours >= 0, (0..<60).contains(minutes)
    {
      return hours * 3600 + minutes * 60
    }
    if let seconds = Int(trimmed), seconds >= 0 { return seconds }
    var total = 0
    var number = ""
    var sawUnit = false
    for character in trimmed {
      if character.isASCII, character.isNumber {
        number.append(character)
        continue
      }
      guard let value = Int(number) else { return nil }
      switch character {
      case "h": total += value * 3600
      case "m": total += value * 60
      case "s": total += value
      default: return nil
      }
      number = ""
      sawUnit = true
    }
    return sawUnit && number.isEmpty ? total : nil
  }
}
