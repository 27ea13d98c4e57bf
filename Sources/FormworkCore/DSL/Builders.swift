/// Builds the rows of a ``Section``: rows of any value type, `if`/`else`, optionals and loops.
@resultBuilder
public enum RowBuilder {
  public static func buildExpression<Value>(_ row: Row<Value>) -> [AnyRow] { [row.eraseToAnyRow()] }
  public static func buildExpression(_ row: AnyRow) -> [AnyRow] { [row] }
  public static func buildExpression(_ rows: [AnyRow]) -> [AnyRow] { rows }
  public static func buildPartialBlock(first: [AnyRow]) -> [AnyRow] { first }
  public static func buildPartialBlock(accumulated: [AnyRow], next: [AnyRow]) -> [AnyRow] { accumulated + next }
  public static func buildBlock() -> [AnyRow] { [] }
  public static func buildOptional(_ rows: [AnyRow]?) -> [AnyRow] { rows ?? [] }
  public static func buildEither(first: [AnyRow]) -> [AnyRow] { first }
  public static func buildEither(second: [AnyRow]) -> [AnyRow] { second }
  public static func buildArray(_ groups: [[AnyRow]]) -> [AnyRow] { groups.flatMap { $0 } }
  public static func buildLimitedAvailability(_ rows: [AnyRow]) -> [AnyRow] { rows }
}

/// Builds the sections of a ``Form``: sections, `if`/`else`, optionals and loops.
@resultBuilder
public enum FormBuilder {
  public static func buildExpression(_ section: Section) -> [Section] { [section] }
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
  public static func buildPartialBlock(first: [Section]) -> [Section] { first }
  public static func buildPartialBlock(accumulated: [Section], next: [Section]) -> [Section] { accumulated + next }
  public static func buildBlock() -> [Section] { [] }
  public static func buildOptional(_ sections: [Section]?) -> [Section] { sections ?? [] }
  public static func buildEither(first: [Section]) -> [Section] { first }
  public static func buildEither(second: [Section]) -> [Section] { second }
  public static func buildArray(_ groups: [[Section]]) -> [Section] { groups.flatMap { $0 } }
  public static func buildLimitedAvailability(_ sections: [Section]) -> [Section] { sections }
}
