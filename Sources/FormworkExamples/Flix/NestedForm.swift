import Formwork

extension ExampleForm {
  /// A postal address, edited in a nested form and held whole by one row.
  ///
  /// Every field is optional so a half-filled nested form still comes back (the row's rule then
  /// says what is missing) instead of failing to decode.
  public struct PostalAddress: FormCodable, Hashable, Sendable {
    /// Street and number.
    public var street: String?
    /// City or town.
    public var city: String?
    /// Postal code, as written in the country.
    public var postcode: String?
    /// ISO 3166 country code (`GB`).
    public var country: String?

    /// An address; every field may be left empty.
    public init(street: String? = nil, city: String? = nil, postcode: String? = nil, country: String? = nil) {
      self.street = street
      self.city = city
      self.postcode = postcode
      self.country = country
    }

    /// Whether the address can be delivered to: a street and a city.
    public var isComplete: Bool {
      !(street ?? "").allSatisfy(\.isWhitespace) && !(city ?? "").allSatisfy(\.isWhitespace)
    }

    /// One line for the row that holds it: "1 Infinite Loop, Cupertino".
    public var summary: String {
      [street, city].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
  }

  /// The keys of the ``nestedForm`` example, outer and nested.
  public enum NestedFormKeys {
    /// The contact's name.
    public static let name = RowKey<String>("name")
    /// The contact's phone number.
    public static let phone = RowKey<String>("phone")
    /// The subform row holding a ``PostalAddress``.
    public static let address = RowKey<PostalAddress>("address")
    /// The subform row holding the emergency contact as a plain object.
    public static let emergencyContact = RowKey<FormValue>("emergencyContact")

    /// Rows of the address form.
    public enum Address {
      /// Street and number.
      public static let street = RowKey<String>("street")
      /// City or town.
      public static let city = RowKey<String>("city")
      /// Postal code.
      public static let postcode = RowKey<String>("postcode")
      /// Country code, chosen from a list.
      public static let country = RowKey<String>("country")
    }

    /// Rows of the emergency contact form.
    public enum Emergency {
      /// The contact's name.
      public static let name = RowKey<String>("name")
      /// The contact's phone number.
      public static let phone = RowKey<String>("phone")
      /// How the emergency contact is related: family, friend, colleague.
      public static let relation = RowKey<String>("relation")
    }
  }

  /// Flix's nested form (`NestFormViewController`, seed 001) and the article's "compose forms
  /// that pass values back" (seed 003): a contact whose address and emergency contact are
  /// edited in forms of their own.
  ///
  /// A subform row opens its nested form filled with the row's value; when the user is done,
  /// `Form.commitSubform(_:to:)` writes the nested values back as the user. The address row
  /// holds a typed ``PostalAddress`` (`FormCodable`); the emergency contact row a plain object.
  /// Each nested form validates on its own, and the outer row checks what came back.
  public static let nestedForm = ExampleForm(
    name: "nested-form", title: "Contact",
    summary: "Subform rows that open nested forms and pass their values back.",
    origin: "Flix 001: nested form",
    answers: [
      .valid([
        "name": "Ada Lovelace", "phone": "+44 20 7946 0018",
        "address": ["street": "12 St James's Square", "city": "London", "postcode": "SW1Y 4JH", "country": "GB"],
        "emergencyContact": ["name": "Mary Somerville", "phone": "+44 20 7946 0999", "relation": "friend"],
      ]),
      .invalid(
        ["name": "Ada Lovelace", "address": ["street": "12 St James's Square"]], failing: ["phone", "address"],
        name: "no phone, address without a city"),
    ]
  ) { text in
    typealias Keys = NestedFormKeys
    return try Form {
      Section(text("Contact"), tag: "contact") {
        Row.name(Keys.name, text("Name")).placeholder(text("Ada Lovelace")).required()
        Row.phone(Keys.phone, text("Phone")).placeholder(text("+44 20 7946 0018")).required()
          .rules(ExampleForm.phoneRules(text))
      }
      Section(text("Details"), tag: "details") {
        Row.subform(Keys.address, text("Address"), summary: { $0.summary }) { addressSections(text) }
          .required()
          .rules(
            .custom("complete", message: text("An address needs a street and a city.")) { address, _ in
              address?.isComplete ?? true
            })
        Row.subform(Keys.emergencyContact, text("Emergency contact"), summary: emergencySummary(text)) {
          emergencySections(text)
        }
      }
    }
  }

  /// The nested form of the address row.
  static func addressSections(_ text: ExampleText) -> [Section] {
    typealias Keys = NestedFormKeys.Address
    let section = Section(text("Address"), tag: "address") {
      Row.text(Keys.street, text("Street")).placeholder(text("12 St James's Square")).contentType(.fullStreetAddress)
        .required()
      Row.text(Keys.city, text("City")).placeholder(text("London")).contentType(.addressCity).required()
      Row.text(Keys.postcode, text("Postcode")).contentType(.postalCode).autocapitalization(.allCharacters)
        .rules(.maxLength(10))
      Row.selector(
        Keys.country, text("Country"),
        options: text([
          .init("CN", "China"), .init("FR", "France"), .init("GB", "United Kingdom"), .init("US", "United States"),
        ]),
        presentation: .push)
    }
    return [section]
  }

  /// The relations of an emergency contact: the values the row stores, the titles it shows.
  static let relations: [SelectorOption<String>] = [
    .init("family", "Family"), .init("friend", "Friend"), .init("colleague", "Colleague"),
  ]

  /// The nested form of the emergency contact row.
  static func emergencySections(_ text: ExampleText) -> [Section] {
    typealias Keys = NestedFormKeys.Emergency
    let section = Section(text("Emergency contact"), tag: "emergency") {
      Row.name(Keys.name, text("Name")).required()
      Row.phone(Keys.phone, text("Phone")).required().rules(ExampleForm.phoneRules(text))
      Row.segmented(Keys.relation, text("Relation"), options: text(relations))
    }
    return [section]
  }

  /// The summary of the emergency contact row, "Mary Somerville (friend)": the relation as a
  /// word of running text ("friend", 朋友), a relation the row does not offer as it is stored.
  static func emergencySummary(_ text: ExampleText) -> @Sendable (FormValue) -> String {
    // NB: English lowercase words are the keys, so English shows the stored value as before.
    let words = Dictionary(uniqueKeysWithValues: relations.map { ($0.value, text($0.value)) })
    let template = text("{name} ({relation})")
    return { value in
      guard case .string(let name)? = value["name"] else { return "" }
      guard case .string(let relation)? = value["relation"] else { return name }
      return ExampleText.fill(template, ["name": name, "relation": words[relation] ?? relation])
    }
  }
}
