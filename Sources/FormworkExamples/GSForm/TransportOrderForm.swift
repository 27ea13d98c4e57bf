import Formwork
import Foundation

/// GSForm's transport order (seed 000): its definition, the server response it is filled from,
/// and its read-only mode.
///
/// ```swift
/// let form = try TransportOrderForm.make(readOnly: false)
/// let report = form.hydrate(from: TransportOrderForm.hydrationSample)   // GSForm's reformRespRet
/// let body = try form.parameters()                                      // GSForm's fetchHttpParams
///
/// let dispatched = try TransportOrderForm.make(readOnly: true)          // filled, remarks editable
/// dispatched.tap(dispatched.rowID(for: ExampleForm.TransportOrderKeys.project)!)   // .denied(readOnlyReason)
/// ```
public enum TransportOrderForm {
  typealias Keys = ExampleForm.TransportOrderKeys

  /// Why rows other than the remarks cannot be edited once the order is dispatched (in English;
  /// `text(readOnlyReason)` in another language).
  public static let readOnlyReason = "This order has been dispatched: only the remarks can change."

  /// The tags that stay editable in read-only mode (GSForm's whitelist).
  public static let editableWhenReadOnly: Set<String> = [Keys.remarks.tag]

  /// The policy of a dispatched order: everything read-only but the remarks, with the reason in
  /// `text`'s language.
  public static func readOnlyPolicy(_ text: ExampleText = .english) -> EditPolicy {
    .readOnly(except: editableWhenReadOnly, reason: text(readOnlyReason))
  }

  /// Builds the order form.
  ///
  /// - Parameters:
  ///   - readOnly: Whether to open a dispatched order: filled from ``hydrationSample``,
  ///     marked clean, with ``readOnlyPolicy(_:)``, and no "Add" row for stops.
  ///   - text: The language of its texts.
  /// - Returns: The form.
  /// - Throws: `FormDefinitionError` if the definition is broken (a test guards it).
  @MainActor
  public static func make(readOnly: Bool, text: ExampleText = .english) throws -> Form {
    let form = try Form { sections(readOnly: readOnly, text: text) }
    guard readOnly else { return form }
    form.hydrate(from: hydrationSample)
    form.markClean()
    form.editPolicy = readOnlyPolicy(text)
    // What renderers start from is the loaded order, not an empty form followed by an update.
    form.flush()
    return form
  }

  /// The tags of the rows a fresh order must fill in.
  static let requiredTags: Set<String> = [
    Keys.tracePlan.tag, Keys.vehicleType.tag, Keys.loadingTime.tag, Keys.loadingContact.tag, Keys.loadingPhone.tag,
    Keys.loadingAddress.tag,
  ]

  /// GSForm's `buildDataSource`: one builder per section, composed in order.
  @FormBuilder
  static func sections(readOnly: Bool, text: ExampleText) -> [Section] {
    projectSection(text)
    transportSection(text)
    loadingSection(text)
    unloadingSection(readOnly: readOnly, text: text)
    otherSection(text)
  }

  static func projectSection(_ text: ExampleText) -> Section {
    Section(text("Project"), tag: "project") {
      Row.info(Keys.orderNumber, text("Order number")).noValueText(text("New order"))
        .source("data.order_no").parameter("order_no", omitWhen: [.empty])
      Row.selector(Keys.project, text("Project"), options: text(ExampleForm.transportProjects), presentation: .push)
        .selectorTitle(text("Choose a project")).noValueText(text("Choose a project")).required()
        .source("data.project_id").parameter("project_id")
    }
  }

  static func transportSection(_ text: ExampleText) -> Section {
    Section(text("Transport settings"), tag: "transport") {
      Row.selector(Keys.tracePlan, text("Tracking plan"), options: text(ExampleForm.tracePlans), presentation: .push)
        .noValueText(text("Choose a tracking plan")).required()
        .source("data.trace_id").parameter("trace_id")
      Row.selector(
        Keys.vehicleType, text("Vehicle"), options: text(ExampleForm.vehicleTypes), presentation: .actionSheet
      )
      .required().source("data.vehicle_type").parameter("vehicle_type")
      // NB: `datePattern` writes UTC, which is what this API takes.
      Row.dateTime(Keys.loadingTime, text("Loading time")).minuteInterval(15).required()
        .source("data.loading_time").parameter("loading_time", .datePattern("yyyy-MM-dd HH:mm"))
      Row.switch(Keys.returnReceipt, text("Return signed receipt"))
        .source("data.need_receipt").parameter("need_receipt", .boolAsInt)
      Row.switch(Keys.tailLift, text("Tail lift"))
        .source("data.tail_lift").parameter("tail_lift", .boolAsInt)
    }
  }

  static func loadingSection(_ text: ExampleText) -> Section {
    Section(text("Loading address"), tag: "loading") {
      Row.name(Keys.loadingContact, text("Contact")).required()
        .source("data.loading.contact").parameter("loading.contact", .trim)
      Row.phone(Keys.loadingPhone, text("Phone")).placeholder(text("021-6888 1234")).required().rules(
        ExampleForm.phoneRules(text)
      )
      .source("data.loading.phone").parameter("loading.phone", .digits)
      Row.textArea(Keys.loadingAddress, text("Address")).required()
        .source("data.loading.address").parameter("loading.address", .trim)
    }
  }

  static func unloadingSection(readOnly: Bool, text: ExampleText) -> Section {
    // A dispatched order's stops are fixed: no "Add" row (see the note in the example's tests).
    // An order goes somewhere: at least one stop, at most `maxStops` (the "Add" row is then
    // disabled, saying why).
    Section.multivalued(
      Keys.unloading, text("Unloading addresses"), options: readOnly ? [.delete, .reorder] : .all,
      addTitle: text("Add a stop"), maxRows: maxStops
    ) {
      Row.subform(nil, text("Stop"), summary: stopSummary) {
        Section(text("Unloading stop"), tag: "stop") {
          Row.name(RowKey<String>("contact"), text("Contact")).required()
          Row.phone(RowKey<String>("phone"), text("Phone")).required().rules(ExampleForm.phoneRules(text))
          Row.textArea(RowKey<String>("address"), text("Address")).required()
        }
      }
      .rules(
        .custom("complete", message: text("A stop needs a contact, a phone and an address.")) { stop, _ in
          stop?.isComplete ?? true
        }
      )
      .source("data.unloading").parameter("unloading")
    }
    .rules(.minRows(1).message(text("Add at least one unloading stop.")))
  }

  /// The most unloading stops one order takes.
  public static let maxStops = 8

  static func otherSection(_ text: ExampleText) -> Section {
    Section(text("Other information"), tag: "other") {
      Row.textArea(Keys.remarks, text("Remarks")).placeholder(text("Anything the driver should know"))
        .rules(.maxLength(200)).source("data.remarks").parameter("remarks", .trim)
      Row.switch(Keys.insured, text("Insurance")).source("data.insured").parameter("insured", .boolAsInt)
      Row.decimal(Keys.insuredAmount, text("Insured amount (¥)")).placeholder(text("0.00"))
        .hidden { $0[Keys.insured] != true }
        .required().rules(.greaterThan(0))
        .source("data.insured_amount").parameter("insured_amount_cents", .cents)
    }
  }

  @Sendable
  static func stopSummary(_ stop: ExampleForm.TransportStop) -> String {
    [stop.contact, stop.address].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
  }
}
