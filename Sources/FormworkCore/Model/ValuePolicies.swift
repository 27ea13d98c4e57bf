/// What happens to the value of a row while it is hidden.
public enum HiddenValuePolicy: String, Sendable, Hashable, CaseIterable {
  /// Left out of values, JSON and parameters, but kept: showing the row again shows it. The default.
  case omit
  /// Included in values, JSON and parameters as if the row were visible.
  case keep
  /// Cleared to the row's initial value when the row becomes hidden, and left out of values,
  /// JSON and parameters while hidden.
  case clear
}

/// What happens to the value of a row while its condition (or its section's) disables it.
///
/// A disabled row still shows its value, so the default keeps it in values, JSON and parameters.
/// A value that means nothing while the row is disabled ("a team name can be set on the Team
/// plan only") is left out or cleared:
///
/// ```swift
/// Row.text(team, "Team name").disabled { $0[plan] != "team" }.disabledValue(.omit)
/// ```
///
/// Only conditions count: a row the edit policy locks (a read-only form) sends what it shows.
public enum DisabledValuePolicy: String, Sendable, Hashable, CaseIterable {
  /// Included in values, JSON and parameters as if the row were enabled. The default.
  case keep
  /// Left out of values, JSON and parameters, but kept: enabling the row again gives it back.
  case omit
  /// Cleared to the row's initial value when the row becomes disabled, and left out of values,
  /// JSON and parameters while disabled.
  case clear
}
