import Foundation

/// Host names and IP addresses, as email addresses and URLs use them.
///
/// Domain names follow the LDH rule (RFC 1035/1123): labels of letters, digits and hyphens,
/// 1–63 long, not starting or ending with a hyphen, 253 at most in all. Letters may be upper
/// case. Internationalized names are accepted in both forms: A-labels (`xn--bcher-kva`) and
/// U-labels (`bücher`, any letters, marks and digits outside ASCII), without IDNA normalization.
enum HostSyntax {
  /// Whether `host` is a domain name.
  ///
  /// - Parameters:
  ///   - requiresTopLevel: Demand at least two labels and a top-level label that looks like one
  ///     (two letters or more, or an A-label): `localhost` and `example.123` fail.
  ///   - allowsTrailingDot: Accept a fully qualified `example.com.`.
  static func isDomain(_ host: Substring, requiresTopLevel: Bool, allowsTrailingDot: Bool) -> Bool {
    var name = host
    if allowsTrailingDot, name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
    guard !name.isEmpty, name.utf8.count <= 253 else { return false }
    let labels = name.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.allSatisfy(isLabel) else { return false }
    // All-numeric names are (malformed) IPv4 addresses, not domains.
    if labels.allSatisfy({ $0.unicodeScalars.allSatisfy(isASCIIDigit) }) { return false }
    guard requiresTopLevel else { return true }
    guard labels.count >= 2, let top = labels.last else { return false }
    if isALabel(top) { return true }
    return top.unicodeScalars.count >= 2 && top.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
  }

  static func isLabel(_ label: Substring) -> Bool {
    let scalars = label.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, scalars.count <= 63 else { return false }
    guard first != "-", last != "-" else { return false }
    guard scalars.allSatisfy({ isASCIIAlphanumeric($0) || $0 == "-" || isInternationalLetter($0) }) else {
      return false
    }
    // An A-label holds punycode after its prefix, and is ASCII.
    if label.lowercased().hasPrefix("xn--") {
      return scalars.count > 4 && scalars.allSatisfy { $0.isASCII }
    }
    return true
  }

  static func isALabel(_ label: Substring) -> Bool {
    label.lowercased().hasPrefix("xn--") && isLabel(label)
  }

  /// Letters, marks and digits outside ASCII (U-labels).
  static func isInternationalLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard !scalar.isASCII else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
      return true
    default:
      return false
    }
  }

  /// Dotted-decimal IPv4: four numbers 0–255 without leading zeros (`010` could mean octal).
  static func isIPv4(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { return false }
    return parts.allSatisfy { part in
      guard (1...3).contains(part.count), part.unicodeScalars.allSatisfy(isASCIIDigit), let value = Int(part) else {
        return false
      }
      return value <= 255 && (part.count == 1 || part.first != "0")
    }
  }

  /// An IPv6 address as written between brackets in a URL (RFC 4291 §2.2): eight groups of 1–4
  /// hex digits, one `::` standing for one or more zero groups, an optional trailing IPv4.
  /// Zone identifiers (`%25en0`) are not accepted.
  static func isIPv6(_ text: Substring) -> Bool {
    guard !text.isEmpty, !text.contains("%"), text.components(separatedBy: "::").count <= 2 else { return false }
    let halves = text.components(separatedBy: "::")
    let compressed = halves.count == 2
    var groups = 0
    for (index, half) in halves.enumerated() where !half.isEmpty {
      let pieces = half.split(separator: ":", omittingEmptySubsequences: false)
      for (position, piece) in pieces.enumerated() {
        let isLastPiece = index == halves.count - 1 && position == pieces.count - 1
        if isLastPiece, piece.contains(".") {
          guard isIPv4(piece) else { return false }
          groups += 2
        } else {
          guard (1...4).contains(piece.count), piece.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) else {
            return false
          }
          groups += 1
        }
      }
    }
    return compressed ? groups <= 7 : groups == 8
  }

  static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// Whitespace, controls and invisible format characters: never part of an address.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
      .privateUse:
      return true
    default:
      return scalar.properties.isWhitespace
    }
  }
}
