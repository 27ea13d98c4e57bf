extension Rule where Value == String {
  /// Demands an email address.
  ///
  /// ```swift
  /// Row.email(email, "Email").rules(.required, .email)
  /// ```
  ///
  /// The grammar, decided for sign-up forms rather than for mail servers:
  ///
  /// - `local@domain`, at most 254 bytes; no whitespace anywhere (trim first if you want to).
  /// - Local part: letters, digits, the RFC 5322 symbols `!#$%&'*+/=?^_{|}~-` and the backtick,
  ///   and non-ASCII letters
  ///   (`josé@…`), in dot-separated runs: no leading, trailing or double dot. Quoted local parts
  ///   (`"a b"@example.com`) are rejected.
  /// - Domain: dot-separated labels of letters, digits and inner hyphens, with a top-level label
  ///   (`a@localhost` fails). Upper case is valid (`Ada@Example.COM`), and so are
  ///   internationalized domains, as punycode (`a@xn--bcher-kva.de`) or as typed (`a@bücher.de`).
  ///   IP literals (`a@[192.0.2.1]`) are rejected.
  ///
  /// Identity `"email"`; message ``ValidationMessages/email``.
  ///
  /// - Complexity: O(*n*) in the text's length.
  public static var email: Rule {
    Rule(
      AnyRule(id: "email") { input in
        guard let text = try? String(formValue: input.value), EmailSyntax.isValid(text) else {
          return input.context.messages.email(input.context.title)
        }
        return nil
      })
  }
}
