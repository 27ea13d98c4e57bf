import Formwork
import FormworkExamples
import FormworkTestSupport
import Foundation
import Testing

/// GSForm's transport order: hydration from a server response, request parameters with
/// transforms, read-only mode with a whitelist.
@MainActor
@Suite struct TransportOrderTests {
  typealias Keys = ExampleForm.TransportOrderKeys
  typealias Stop = ExampleForm.TransportStop

  func firstStop(of form: Form) throws -> RowID {
    let unloading = try #require(form.sectionID(forTag: Keys.unloading.tag))
    return try #require(form.rowIDs(inSection: unloading).first)
  }

  // MARK: Hydration

  @Test func hydrationReportsWhatWasAppliedAndWhatWasMissing() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let report = form.hydrate(from: TransportOrderForm.hydrationSample)
    let applied = report.applied.map { "\($0.row) ← \($0.path)" }
    #expect(
      applied == [
        "orderNumber ← $.data.order_no", "project ← $.data.project_id", "tracePlan ← $.data.trace_id",
        "vehicleType ← $.data.vehicle_type", "loadingTime ← $.data.loading_time", "returnReceipt ← $.data.need_receipt",
        "tailLift ← $.data.tail_lift", "loadingContact ← $.data.loading.contact", "loadingPhone ← $.data.loading.phone",
        "loadingAddress ← $.data.loading.address", "unloading ← $.data.unloading", "insured ← $.data.insured",
        "insuredAmount ← $.data.insured_amount",
      ])
    #expect(report.missing == [.init(row: "remarks", path: "$.data.remarks")], "the server left empty remarks out")
    #expect(report.problems.isEmpty)
  }

  @Test func everyMemberOfTheResponseIsReadOrDeclaredUnused() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let report = form.hydrate(from: TransportOrderForm.hydrationSample)
    let data = try #require(TransportOrderForm.hydrationSample["data"])
    let leaves = Set(leafPaths(of: data, at: "$.data"))
    let read = Set(report.applied.map(\.path))
    #expect(read.isSubset(of: leaves))
    #expect(leaves.subtracting(read) == Set(TransportOrderForm.unusedResponsePaths.keys), "nothing is silently lost")
  }

  @Test func hydrationFillsTypedValuesInOneUpdate() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let screen = UpdateRecorder(form)
    #expect(screen.visibleTags[3] == ["Add a stop"])
    #expect(!screen.visibleTags[4].contains("insuredAmount"))

    form.hydrate(from: TransportOrderForm.hydrationSample)
    let update = try #require(screen.flush())
    #expect(update.isStructural)
    #expect(form.flush() == nil, "one update for the whole response")
    #expect(screen.visibleTags[3] == ["Stop", "Stop", "Add a stop"])
    #expect(screen.visibleTags[4] == ["remarks", "insured", "insuredAmount"])

    #expect(form[Keys.tracePlan] == 2)
    #expect(form[Keys.returnReceipt] == true, "1 is true")
    #expect(form[Keys.tailLift] == false, "0 is false")
    #expect(form[Keys.loadingTime] == (try date("2017-08-15T00:30:00Z")))
    #expect(form[Keys.insuredAmount] == Decimal(500_005) / 10)
    #expect(
      form[Keys.unloading] == [
        Stop(contact: "李经理", phone: "0571-8765 4321", address: "杭州市西湖区文三路 90 号"),
        Stop(contact: "Chen Jing", phone: "+86 139 1234 5678", address: "苏州工业园区星湖街 328 号"),
      ])
    let stop = try firstStop(of: form)
    #expect(form.state(of: stop)?.displayValue == "李经理 · 杭州市西湖区文三路 90 号")
    #expect(form.state(of: try row(Keys.tracePlan, in: form))?.displayValue == "Check in at every stop")
    #expect(form.isValid)
  }

  @Test func badValuesInAResponseAreReportedAndChangeNothingElse() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let response: FormValue = ["data": ["trace_id": "two", "tail_lift": 1, "loading": "Shanghai"]]
    let report = form.hydrate(from: response)
    #expect(report.applied.map(\.row) == ["tailLift"])
    #expect(
      Set(report.problems.compactMap(\.location.tag)) == [
        "tracePlan", "loadingContact", "loadingPhone", "loadingAddress",
      ])
    #expect(form[Keys.tracePlan] == nil)
    #expect(form[Keys.tailLift] == true)
  }

  // MARK: Parameters

  @Test func parametersOfTheHydratedOrderApplyEveryTransform() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    form.hydrate(from: TransportOrderForm.hydrationSample)
    let expected =
      #"{"insured":1,"insured_amount_cents":5000050,"#
      + #""loading":{"address":"上海市浦东新区张杨路 500 号","contact":"王师傅","phone":"02168881234"},"#
      + #""loading_time":"2017-08-15 00:30","need_receipt":1,"order_no":"GS201708150031","project_id":"PRJ-031","#
      + #""remarks":null,"tail_lift":0,"trace_id":2,"#
      + #""unloading":[{"address":"杭州市西湖区文三路 90 号","contact":"李经理","phone":"0571-8765 4321"},"#
      + #"{"address":"苏州工业园区星湖街 328 号","contact":"Chen Jing","phone":"+86 139 1234 5678"}],"#
      + #""vehicle_type":"box"}"#
    #expect(try form.parameters().jsonString() == expected)
  }

  @Test func transformsTrimConvertCentsAndDropHiddenAmounts() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    form[Keys.loadingContact] = "  王师傅 \n"
    form[Keys.loadingPhone] = "+86 (21) 6888-1234"
    form[Keys.remarks] = "  Fragile  "
    form[Keys.insured] = true
    form[Keys.insuredAmount] = Decimal(12_345) / 1000  // 12.345 yuan: a fraction of a fen
    let refusal = try #require(throws: FormError.self) { try form.parameters() }
    #expect(refusal.message == "transform cents would drop part of 12.345: it keeps whole cents")
    form[Keys.insuredAmount] = Decimal(1_234) / 100
    var parameters = try form.parameters()
    #expect(parameters["loading"]?["contact"] == "王师傅")
    #expect(parameters["loading"]?["phone"] == "862168881234")
    #expect(parameters["remarks"] == "Fragile")
    #expect(parameters["insured_amount_cents"] == 1234)
    #expect(parameters["order_no"] == nil, "an empty order number is left out")

    form[Keys.insured] = false
    parameters = try form.parameters()
    #expect(parameters["insured"] == 0)
    #expect(parameters["insured_amount_cents"] == nil, "a hidden amount is not sent")
    #expect(form[Keys.insuredAmount] == Decimal(1_234) / 100, "but it is kept")
  }

  // MARK: Read-only mode

  @Test func readOnlyOrderIsLoadedCleanAndValid() throws {
    let form = try TransportOrderForm.make(readOnly: true)
    #expect(!form.hasPendingUpdate, "renderers start from the loaded order")
    #expect(!form.isDirty)
    #expect(form.isValid)
    #expect(form[Keys.project] == "PRJ-031")
    #expect(form.editPolicy.readOnly)
    #expect(form.editPolicy.editableTags == [Keys.remarks.tag])
  }

  @Test func everyInputButTheRemarksIsDeniedWithTheReason() throws {
    let form = try TransportOrderForm.make(readOnly: true)
    let screen = UpdateRecorder(form)
    var checked = 0
    for section in form.snapshot.sections {
      for id in section.rows {
        let state = try #require(form.state(of: id))
        guard state.kind.acceptsInput else { continue }
        checked += 1
        let expected = state.tag == Keys.remarks.tag ? nil : TransportOrderForm.readOnlyReason
        #expect(form.editDenial(of: id) == expected, "\(screen.name(of: id))")
        #expect(state.disabledReason == expected)
      }
    }
    #expect(checked == 14, "12 rows with input, 2 stops")
    #expect(!screen.visibleTags.joined().contains("Add a stop"), "no stop can be added")
  }

  @Test func tapsAndInputOutsideTheWhitelistAreDeniedAndChangeNothing() throws {
    let form = try TransportOrderForm.make(readOnly: true)
    var denials: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denials.append(reason) }
    }
    let reason = TransportOrderForm.readOnlyReason
    #expect(form.tap(try row(Keys.project, in: form)) == .denied(reason))
    #expect(form.tap(try row(Keys.insured, in: form)) == .denied(reason))
    #expect(form[Keys.insured] == true, "the switch did not flip")
    #expect(form.input("Someone else", for: try row(Keys.loadingContact, in: form)) == .denied(reason))
    #expect(throws: FormError.self) { try form.choose("van", for: try row(Keys.vehicleType, in: form)) }
    let stop = try firstStop(of: form)
    #expect(form.tap(stop) == .denied(reason))
    #expect(form.state(of: stop)?.canDelete == false)
    #expect(form.state(of: stop)?.canMove == false)
    #expect(denials == Array(repeating: reason, count: 5))
    #expect(!form.isDirty)

    let remarks = try row(Keys.remarks, in: form)
    #expect(form.tap(remarks) == .focus)
    #expect(form.input("Call the receiver first.", for: remarks) == .accepted("Call the receiver first."))
    #expect(form.dirtyTags == [Keys.remarks.tag])
    subscription.cancel()
  }

  @Test func readOnlyPolicyDeniesTheAddRow() throws {
    // The policy decides a multivalued section's "Add" row by the section's tag: a read-only
    // order does not grow.
    let form = try TransportOrderForm.make(readOnly: false)
    form.editPolicy = TransportOrderForm.readOnlyPolicy()
    let unloading = try #require(form.sectionID(forTag: Keys.unloading.tag))
    let before = form.rowIDs(inSection: unloading).count
    let add = try #require(form.snapshot.rows(inSection: 3).last)
    #expect(form.state(of: add)?.title == "Add a stop")
    #expect(form.tap(add) == .denied(TransportOrderForm.readOnlyReason))
    #expect(form.rowIDs(inSection: unloading).count == before)
  }

  // MARK: Stops

  @Test func anOrderWithoutStopsFailsUnderItsStopsAndPointsAtTheAddRow() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let sample = try #require(ExampleForm.transportOrder.answers.first { $0.name == "no unloading stop" })
    try form.setValues(members(of: sample.answers))
    let unloading = try #require(form.sectionID(forTag: Keys.unloading.tag))
    #expect(form.issues(ofSection: unloading).isEmpty, "nothing shows before a submit")
    #expect(!form.isValid)

    let report = form.validate()
    let issue = try #require(report.errors.first)
    #expect(report.errors.count == 1)
    #expect(issue.subject == .section(unloading))
    #expect(issue.rule == "minRows")
    #expect(issue.message == "Add at least one unloading stop.")
    #expect(form.issues(ofSection: unloading) == [issue])
    #expect(form.title(of: issue) == "Unloading addresses")
    let add = try #require(form.revealRow(for: issue))
    #expect(form.state(of: add)?.title == "Add a stop", "the fix starts at the Add row")

    // A stop clears the issue at once (issues follow every change after a submit).
    _ = try form.appendMultivaluedRow(
      toSection: unloading, value: Stop(contact: "李经理", phone: "0571-8765 4321", address: "文三路 90 号").formValue)
    #expect(form.issues(ofSection: unloading).isEmpty)
    #expect(form.isValid)
  }

  @Test func theStopsAreCappedAndTheAddRowSaysWhy() throws {
    let form = try TransportOrderForm.make(readOnly: false)
    let unloading = try #require(form.sectionID(forTag: Keys.unloading.tag))
    for _ in 0..<TransportOrderForm.maxStops { _ = try form.appendMultivaluedRow(toSection: unloading) }
    let add = try #require(form.snapshot.rows(inSection: 3).last)
    #expect(form.state(of: add)?.title == "Add a stop")
    #expect(form.state(of: add)?.disabledReason == "At most 8 entries are allowed.")
    #expect(throws: FormError.self) { try form.appendMultivaluedRow(toSection: unloading) }
    #expect(form.rowIDs(inSection: unloading).count == TransportOrderForm.maxStops)
  }

  @Test func aChineseOrderWithoutStopsSaysSoInChinese() throws {
    let form = try TransportOrderForm.make(readOnly: false, text: ExampleText(language: .simplifiedChinese))
    let unloading = try #require(form.sectionID(forTag: Keys.unloading.tag))
    let report = form.validate()
    #expect(report.errors.first { $0.subject == .section(unloading) }?.message == "请至少添加一个卸货点。")
  }
}
