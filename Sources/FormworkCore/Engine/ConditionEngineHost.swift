/// What the condition engine needs from its form, and all it may tell it: the engine never
/// holds the form itself.
@MainActor
protocol ConditionEngineHost: AnyObject {
  /// The rows and sections, to find the nodes computing a row's or section's state.
  var storage: FormStorage { get }
  /// A page of a multi-page form.
  func page(_ id: PageID) -> PageNode?
  /// A reader that records what one evaluation reads.
  func conditionReader() -> FormReader
  /// Why the edit policy denies editing `row` now, read through `reader`.
  func policyDenial(of row: RowNode, reader: FormReader) -> String?
  /// The first result of a new condition: its owner's state, without effects.
  func setConditionFlag(_ owner: ConditionEngine.Owner, to value: Bool)
  /// A condition's result changed: apply its effects.
  func conditionChanged(_ owner: ConditionEngine.Owner, to value: Bool)
  /// The first value of a value node (a computed row, a text): its owner's value, without effects.
  func setDerivedValue(_ owner: ConditionEngine.Owner, to value: FormValue)
  /// A value node's result: apply it when it changed, and say whether it did.
  func derivedValueChanged(_ owner: ConditionEngine.Owner, to value: FormValue) -> Bool
  /// The error describing a cycle of condition nodes.
  func cycleError(_ cycle: [Int32]) -> FormError
  /// A problem met while evaluating, for the form's diagnostics.
  func report(_ problem: FormError)
  /// The problem of an evaluation of `owner` reading `tag`, which no row has.
  func missingRowProblem(_ tag: String, readBy owner: ConditionEngine.Owner) -> FormError
}
