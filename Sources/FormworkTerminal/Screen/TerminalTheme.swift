/// How the renderer's styles are drawn when the terminal takes color (`NO_COLOR` and
/// `TERM=dumb` still turn every style off).
///
/// ```swift
/// let theme = try TerminalTheme.resolve(flag: "high-contrast", environment: [:])
/// ScreenLine("! Required", style: .red).rendered(theme: theme)  // bold bright red
/// ```
public enum TerminalTheme: String, CaseIterable, Sendable {
  /// Colors and dimmed hints, the focused row on a grey band.
  case standard
  /// No dimmed text, bright colors, errors in bold, the focused row in reverse video: for low
  /// vision and washed-out screens.
  case highContrast = "high-contrast"
  /// Bold, underline and reverse video only, no color: errors underlined, hints plain.
  case monochrome

  /// The environment variable that names a theme when no flag does.
  public static let environmentVariable = "FORMWORK_THEME"

  /// A theme name that is not the name of a theme (`TerminalTheme.allCases`).
  public struct UnknownName: Error, CustomStringConvertible {
    /// The name given.
    public var name: String
    public var description: String {
      "unknown theme '\(name)': use one of \(TerminalTheme.allCases.map(\.rawValue).joined(separator: ", "))"
    }
  }

  /// The theme a `--theme` flag names, else `FORMWORK_THEME`'s, else ``standard``.
  ///
  /// - Throws: ``UnknownName`` for a name that is not a theme's.
  public static func resolve(flag: String?, environment: [String: String]) throws -> TerminalTheme {
    guard let name = flag ?? environment[environmentVariable], !name.isEmpty else { return .standard }
    guard let theme = TerminalTheme(rawValue: name.lowercased()) else { throw UnknownName(name: name) }
    return theme
  }

  /// The SGR parameters of `style` in this theme (`1;31` for bold red).
  func sgrParameters(_ style: TerminalStyle) -> [String] {
    switch self {
    case .standard:
      return style.sgrParameters
    case .highContrast:
      var codes: [String] = []
      if style.contains(.bold) || style.contains(.red) { codes.append("1") }
      if style.contains(.underline) { codes.append("4") }
      if style.contains(.reverse) || style.contains(.highlight) { codes.append("7") }
      if style.contains(.red) { codes.append("91") }
      if style.contains(.yellow) { codes.append("93") }
      if style.contains(.green) { codes.append("92") }
      if style.contains(.cyan) { codes.append("96") }
      return codes
    case .monochrome:
      var codes: [String] = []
      if style.contains(.bold) || style.contains(.red) || style.contains(.yellow) { codes.append("1") }
      if style.contains(.underline) || style.contains(.red) { codes.append("4") }
      if style.contains(.reverse) || style.contains(.highlight) { codes.append("7") }
      return codes
    }
  }
}
