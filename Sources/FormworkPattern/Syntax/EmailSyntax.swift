/// The email address grammar of `Rule.email`: what people type into sign-up forms, a
/// practical subset of RFC 5321/5322 with internationalized addresses (RFC 6531).
///
/// - `local@domain`, split at the last `@`; at most 254 bytes (UTF-8) in all.
/// - Local part: 1–64 bytes, a dot-atom: runs of RFC 5322 `atext` (letters, digits,
///   `!#$%&'*+/=?^_{|}~-` and the backtick) or non-ASCII letters, joined by single dots, no dot first or last.
///   Quoted local parts (`"john doe"@example.com`) are **not** accepted: in a form they are
///   almost always a typo.
/// - Domain: a domain name with a top-level label (``HostSyntax``): `user@localhost` and
///   `user@example` fail, upper case, `xn--` A-labels and Unicode U-labels pass. IP literals
///   (`user@[192.0.2.1]`) are not accepted.
/// - No whitespace or invisible characters anywhere (`" a@b.co"` fails: trim before if needed).
package enum EmailSyntax {
  package static func isValid(_ text: String) -> Bool {
    guard text.utf8.count <= 254, !text.unicodeScalars.contains(where: HostSyntax.isInvisible) else { return false }
    guard let at = text.lastIndex(of: "@") else { return false }
    let local = text[..<at]
    let domain = text[text.index(after: at)...]
    return isLocalPart(local)
      && HostSyntax.isDomain(domain, requiresTopLevel: true, allowsTrailingDot: false)
  }

  static func isLocalPart(_ local: Substring) -> Bool {
    guard (1...64).contains(local.utf8.count) else { return false }
    let atoms = local.split(separator: ".", omittingEmptySubsequences: false)
    return atoms.allSatisfy { atom in
      !atom.isEmpty && atom.unicodeScalars.allSatisfy { isAtext($0) || HostSyntax.isInternationalLetter($0) }
    }
  }

  private static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)

  static func isAtext(_ scalar: Unicode.Scalar) -> Bool {
    HostSyntax.isASCIIAlphanumeric(scalar) || atextSymbols.contains(scalar)
  }
}
