import Formwork
import Foundation

extension ExampleForm {
  /// The keys of the ``loanApplication`` example. Tags are flat; the request parameters nest
  /// them (`applicant.name`).
  public enum LoanApplicationKeys {
    /// The applicant's name (姓名); required.
    public static let name = RowKey<String>("name")
    /// The resident identity number (身份证号); see ``ChineseIDNumber``.
    public static let idNumber = RowKey<String>("idNumber")
    /// The mobile number (手机号码); required.
    public static let phone = RowKey<String>("phone")
    /// The address printed on the identity card (身份证地址).
    public static let idAddress = RowKey<String>("idAddress")
    /// The last day the identity card is valid.
    public static let idValidUntil = RowKey<Date>("idValidUntil")
    /// 1 primary borrower, 2 the borrower's spouse, 3 guarantor (征信人类别).
    public static let category = RowKey<Int>("category")
    /// 1 ICBC, 2 Agricultural Bank, 3 Bank of Communications.
    public static let bank = RowKey<Int>("bank")
    /// The business number (业务编号), shown read-only.
    public static let businessNumber = RowKey<String>("businessNumber")
  }

  /// The applicant categories of a credit check: values are what the server takes.
  public static let applicantCategories: [SelectorOption<Int>] = [
    .init(1, "Primary borrower"), .init(2, "Borrower's spouse"), .init(3, "Guarantor"),
  ]

  /// The banks a loan can go through, by the server's ids, named as customers know them.
  public static let loanBanks: [SelectorOption<Int>] = [
    .init(1, "工商银行"), .init(2, "农业银行"), .init(3, "交通银行"),
  ]

  /// JYForm's loan application (seed 002), with the real clock.
  public static let loanApplication = loanApplication(now: { Date() })

  /// JYForm's opening example (seed 002): a car-loan applicant's identity, a credit-check
  /// category and a bank, and a read-only business number.
  ///
  /// It shows JYForm's row types in Formwork (name, integer-like phone, text, date, push
  /// selectors with values 1/2/3 and display texts, an info row), validators (required rows,
  /// an identity number checked by pattern and checksum, a validity date not in the past), and
  /// `httpParameters`: nested keys (`applicant.name`, `loan.bank`), option values rather than
  /// titles, digits-only phones and `yyyy-MM-dd` dates.
  ///
  /// - Parameter now: Today, for "the identity card has not expired"; tests pass a fixed one.
  /// - Returns: The example.
  public static func loanApplication(now: @escaping @Sendable () -> Date) -> ExampleForm {
    ExampleForm(
      name: "loan-application", title: "Loan application",
      summary: "Identity checks, push selectors with values, nested request parameters.",
      origin: "JYForm 002: loan application",
      answers: [
        .valid([
          "name": "张三", "idNumber": "11010519491231002X", "phone": "138 0013 8000",
          "idAddress": "北京市东城区景山前街4号", "idValidUntil": "2099-12-31", "category": 1, "bank": 2,
        ]),
        .valid(["name": "李四", "phone": "13912345678"], name: "only what is required"),
        .invalid(
          ["name": "张三", "idNumber": "110105194912310021", "phone": "12345", "idValidUntil": "2001-01-01"],
          failing: ["idNumber", "phone", "idValidUntil"], name: "bad id, phone and expired card"),
      ]
    ) { text in
      try makeLoanApplication(now: now, text: text)
    }
  }

  @MainActor
  private static func makeLoanApplication(now: @escaping @Sendable () -> Date, text: ExampleText) throws -> Form {
    let rows = LoanRows(now: now, text: text)
    return try Form {
      Section(text("Applicant"), tag: "applicant") {
        rows.name
        rows.idNumber
        rows.phone
      }
      Section(text("Identity card"), tag: "identityCard") {
        rows.idAddress
        rows.idValidUntil
      }
      Section(text("Loan"), tag: "loan") {
        rows.category
        rows.bank
      }
      Section(tag: "business") { rows.businessNumber }
    }
  }

  /// The loan application's rows, defined once for the one-screen and the stepped versions.
  struct LoanRows {
    typealias Keys = LoanApplicationKeys
    let now: @Sendable () -> Date
    /// The language of the rows' texts.
    let text: ExampleText

    var name: Row<String> {
      Row.name(Keys.name, text("Name")).placeholder(text("张三")).required().parameter("applicant.name", .trim)
    }

    var idNumber: Row<String> {
      Row.text(Keys.idNumber, text("ID number")).placeholder(text("18 characters")).autocapitalization(.allCharacters)
        .autocorrection(false).maxCharacters(18)
        .rules(
          .pattern(ChineseIDNumber.pattern).message(text("An ID number is 17 digits and a digit or X.")),
          // One mistake, one message: the check character is judged on a number of the right
          // shape only (the pattern's message tells the others).
          .custom("idChecksum", message: text("This ID number's check character is wrong.")) { number, _ in
            number.map { !ChineseIDNumber.hasShape($0) || ChineseIDNumber.isValid($0) } ?? true
          }
        )
        .parameter("applicant.idNumber", .trim)
    }

    var phone: Row<String> {
      Row.phone(Keys.phone, text("Mobile")).placeholder(text("138 0013 8000")).required()
        .rules(
          .custom("mobile", message: text("Enter an 11-digit mobile number starting with 13 to 19.")) { phone, _ in
            phone.map(ExampleForm.isMainlandMobile) ?? true
          }
        )
        .parameter("applicant.phone", .digits)
    }

    var idAddress: Row<String> {
      Row.text(Keys.idAddress, text("ID address")).placeholder(text("As printed on the card"))
        .parameter("applicant.idAddress", .trim)
    }

    var idValidUntil: Row<Date> {
      let now = now
      return Row.date(Keys.idValidUntil, text("Valid until")).dateRange(Calendar.current.startOfDay(for: now()), nil)
        .rules(
          .custom("notExpired", message: text("This identity card has expired.")) { date, _ in
            // The date is the card's last valid day: it is good until that day ends.
            date.map { $0.addingTimeInterval(86_400) > now() } ?? true
          }
        )
        .parameter("applicant.idValidUntil", .datePattern("yyyy-MM-dd"))
    }

    var category: Row<Int> {
      Row.selector(Keys.category, text("Applicant category"), options: text(applicantCategories), presentation: .push)
        .selectorTitle(text("Applicant category")).parameter("applicant.category")
    }

    var bank: Row<Int> {
      Row.selector(Keys.bank, text("Loan bank"), options: text(loanBanks), presentation: .push)
        .selectorTitle(text("Loan bank")).parameter("loan.bank")
    }

    var businessNumber: Row<String> {
      // NB: disabled as well, because Formwork lets the user path (`userSetValue`) change an
      // info row; disabled, it is denied like any read-only row.
      Row.info(Keys.businessNumber, text("Business number"), value: "1123131").disabled(true)
        .parameter("businessNumber")
    }
  }

  /// Whether text is a mainland mobile number: 11 digits starting 13–19, spaces and dashes
  /// allowed between them ("138 0013 8000").
  static func isMainlandMobile(_ text: String) -> Bool {
    guard text.allSatisfy({ $0 == " " || $0 == "-" || ($0.isASCII && $0.isNumber) }) else { return false }
    let digits = text.filter(\.isNumber)
    guard digits.count == 11, digits.hasPrefix("1"), let second = digits.dropFirst().first?.wholeNumberValue else {
      return false
    }
    return second >= 3
  }
}
