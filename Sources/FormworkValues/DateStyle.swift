/// What a date picker asks for: the picker family of a date row (`RowKind.date(_:inline:)`), and
/// what its typed text is read as.
public enum DateStyle: String, Hashable, Sendable, CaseIterable {
  case date, time, dateTime, countdown
}
