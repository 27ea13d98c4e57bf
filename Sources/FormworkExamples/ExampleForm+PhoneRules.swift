import Formwork

extension ExampleForm {
  /// A phone number: only digits, spaces, dashes, parentheses and a leading `+`, and at least
  /// 7 digits; each rule says what is wrong (`abc021-6888` is told about its letters). Every
  /// example's phone rows take these, so no two examples disagree on what a phone number is.
  static func phoneRules(_ text: ExampleText) -> [Rule<String>] {
    [
      .custom("phoneCharacters", message: text("Use only digits, spaces, dashes, parentheses and a leading +.")) {
        phone, _ in
        guard let phone else { return true }
        let body = phone.hasPrefix("+") ? phone.dropFirst() : Substring(phone)
        return body.allSatisfy { ($0.isASCII && $0.isNumber) || " -()".contains($0) }
      },
      .custom("phone", message: text("Enter a phone number of at least 7 digits.")) { phone, _ in
        guard let phone else { return true }
        return phone.filter { $0.isASCII && $0.isNumber }.count >= 7
      },
    ]
  }
}
