import Formwork
import Foundation

extension ExampleForm {
  /// One unloading stop of a transport order, edited in a nested form.
  ///
  /// Fields are optional so a half-filled stop still comes back from its nested form; the
  /// row's rule says what is missing.
  public struct TransportStop: FormCodable, Hashable, Sendable {
    /// Who receives the goods there.
    public var contact: String?
    /// The contact's phone number, as typed.
    public var phone: String?
    /// The street address.
    public var address: String?

    /// A stop; every field may be left empty.
    public init(contact: String? = nil, phone: String? = nil, address: String? = nil) {
      self.contact = contact
      self.phone = phone
      self.address = address
    }

    /// Whether a driver can deliver there: a contact, a phone and an address.
    public var isComplete: Bool {
      [contact, phone, address].allSatisfy { !($0 ?? "").allSatisfy(\.isWhitespace) }
    }
  }

  /// The keys of the ``transportOrder`` example.
  public enum TransportOrderKeys {
    /// The order number the server assigned (read-only information).
    public static let orderNumber = RowKey<String>("orderNumber")
    /// The project the order is billed to.
    public static let project = RowKey<String>("project")
    /// The tracking plan's id (跟踪方案).
    public static let tracePlan = RowKey<Int>("tracePlan")
    /// The kind of vehicle asked for.
    public static let vehicleType = RowKey<String>("vehicleType")
    /// When the goods are loaded.
    public static let loadingTime = RowKey<Date>("loadingTime")
    /// Whether the driver brings back a signed receipt (回单).
    public static let returnReceipt = RowKey<Bool>("returnReceipt")
    /// Whether the vehicle needs a tail lift.
    public static let tailLift = RowKey<Bool>("tailLift")
    /// Who hands over the goods at loading.
    public static let loadingContact = RowKey<String>("loadingContact")
    /// The loading contact's phone number.
    public static let loadingPhone = RowKey<String>("loadingPhone")
    /// Where the goods are loaded.
    public static let loadingAddress = RowKey<String>("loadingAddress")
    /// The multivalued section of unloading stops.
    public static let unloading = SectionKey<TransportStop>("unloading")
    /// Notes for the driver: the one row a dispatched order keeps editable.
    public static let remarks = RowKey<String>("remarks")
    /// Whether the goods are insured; reveals the amount.
    public static let insured = RowKey<Bool>("insured")
    /// In yuan; the request carries cents (fen).
    public static let insuredAmount = RowKey<Decimal>("insuredAmount")
  }

  /// The projects an order can belong to (titles in English, see ``ExampleText``).
  public static let transportProjects: [SelectorOption<String>] = [
    .init("PRJ-017", "Shanghai cold chain"), .init("PRJ-031", "East China distribution"),
    .init("PRJ-042", "Yangtze river delta returns"),
  ]

  /// The tracking plans (GSForm's `GSTChooseTraceVC`), by the server's ids.
  public static let tracePlans: [SelectorOption<Int>] = [
    .init(1, "GPS every 10 minutes"), .init(2, "Check in at every stop"), .init(3, "No tracking"),
  ]

  /// The vehicles an order can ask for.
  public static let vehicleTypes: [SelectorOption<String>] = [
    .init("van", "Van"), .init("box", "Box truck, 4.2 m"), .init("flatbed", "Flatbed, 9.6 m"),
    .init("reefer", "Refrigerated truck"),
  ]

  /// GSForm's transport order (seed 000), editable and empty; ``ExampleForm/hydrationSample``
  /// holds an order to fill it from.
  ///
  /// GSForm built this page from one block per section (`sectionChooseProject`,
  /// `sectionTransportSettings`, …), each row owning its data and events. It shows:
  ///
  /// - Filling from a server response (`reformRespRet:`): rows declare `Row.source(_:)` paths
  ///   into ``TransportOrderForm/hydrationSample``, and the `HydrationReport` lists what was
  ///   applied and what the response left out.
  /// - Request parameters (`fetchHttpParams`) with transforms: trimmed text, digits-only
  ///   phones, the insured amount in cents, `yyyy-MM-dd HH:mm` dates, switches as 1/0, nested
  ///   `loading.*` keys, and the unloading stops as a list of objects.
  /// - Hidden rows: the insured amount only while insured, left out of the parameters then.
  /// - Several stops: a multivalued section of rows that each open a nested form.
  /// - Final validation (`validateRows`): required rows, phone numbers, a positive amount,
  ///   and at least one unloading stop (a section rule, shown under the stops).
  ///
  /// ``transportOrderReadOnly`` is the same order after dispatch (GSForm's whitelist).
  public static let transportOrder = ExampleForm(
    name: "transport-order", title: "Transport order",
    summary: "Sections built like blocks, filled from a server response, request parameters with transforms.",
    origin: "GSForm 000: transport order",
    answers: [
      .valid(transportOrderAnswers),
      .invalid(
        transportOrderAnswers.replacingMembers(["loadingPhone": "12", "insuredAmount": 0]),
        failing: ["loadingPhone", "insuredAmount"],
        name: "short phone, nothing insured"),
      .invalid(
        transportOrderAnswers.replacingMembers(["unloading": []]), failing: ["unloading"], name: "no unloading stop"),
      .invalid(
        ["project": "PRJ-031", "insured": false], failing: TransportOrderForm.requiredTags.union(["unloading"]),
        name: "only a project"),
    ],
    hydrationSample: TransportOrderForm.hydrationSample
  ) { text in
    try TransportOrderForm.make(readOnly: false, text: text)
  }

  /// GSForm's transport order (seed 000) opened after dispatch: filled from
  /// ``TransportOrderForm/hydrationSample`` and read-only except its remarks (GSForm's
  /// whitelist). A tap on any other row is denied with ``TransportOrderForm/readOnlyReason``.
  public static let transportOrderReadOnly = ExampleForm(
    name: "transport-order-readonly", title: "Transport order (dispatched)",
    summary: "The same order read-only, remarks excepted: taps elsewhere are denied with a reason.",
    origin: "GSForm 000: transport order, whitelist",
    answers: [
      .valid(["remarks": "Call the receiver 30 minutes before arrival."]),
      .invalid(
        ["remarks": .string(String(repeating: "Fragile. ", count: 30))], failing: ["remarks"], name: "remarks too long"),
    ]
  ) { text in
    try TransportOrderForm.make(readOnly: true, text: text)
  }

  /// Answers that fill every row of a fresh transport order.
  static let transportOrderAnswers: FormValue = [
    "project": "PRJ-017", "tracePlan": 1, "vehicleType": "reefer", "loadingTime": "2017-08-16T01:00:00Z",
    "returnReceipt": true, "tailLift": true, "loadingContact": "王师傅", "loadingPhone": "021-6888 1234",
    "loadingAddress": "上海市浦东新区张杨路 500 号",
    "unloading": [["contact": "李经理", "phone": "0571-8765 4321", "address": "杭州市西湖区文三路 90 号"]],
    "remarks": "Keep between 2 and 8 °C.", "insured": true, "insuredAmount": 20000,
  ]
}

extension FormValue {
  /// This object with `other`'s members added or replaced.
  func replacingMembers(_ other: [String: FormValue]) -> FormValue {
    guard case .object(let members) = self else { return self }
    return .object(members.merging(other) { _, new in new })
  }
}
