// TEMPORARY stand-in with the expression API's shape, replaced by the real implementation.
public struct Expression: Sendable, Hashable, CustomStringConvertible {
  public let source: String
  public init(_ source: String) throws { self.source = source }
  public var description: String { source }
  public func bind(in environment: some ExpressionEnvironment, expecting: FormValueType?, location: FormErrorLocation) throws -> BoundExpression {
    throw FormError(.invalidExpression, "expressions are not implemented yet", at: location)
  }
}
public protocol ExpressionEnvironment {
  func resolveRow(_ tag: String) -> (slot: Int, type: FormValueType)?
  func resolveSection(_ tag: String) -> Int?
  func contextType(_ name: String) -> FormValueType??
}
public enum ExpressionReference: Hashable, Sendable {
  case rowValue(Int), rowHidden(Int), rowDisabled(Int), sectionHidden(Int), context(String)
}
public protocol ExpressionScope {
  func value(ofRow slot: Int) -> FormValue
  func isHidden(row slot: Int) -> Bool
  func isDisabled(row slot: Int) -> Bool
  func isHidden(section slot: Int) -> Bool
  func context(_ name: String) -> FormValue
}
public struct BoundExpression: Sendable {
  public var references: [ExpressionReference] { [] }
  public func evaluate(_ scope: some ExpressionScope) -> FormValue { .null }
  public func holds(_ scope: some ExpressionScope) -> Bool { false }
}
