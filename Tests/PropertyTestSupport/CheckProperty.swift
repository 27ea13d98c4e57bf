import PropertyBased
import Testing

// PropertyBased 2.x runs a property's body inside `try? await handler.provideScope { … }`: an error
// the body throws ends that run without recording an issue, so a property whose `try` fails
// passes. Every property test in this package goes through `checkProperty`, which records the
// error as a failure (PropertyBased then reports the input and the seed that reproduce it).
// `.ci/run` refuses a bare `propertyCheck(` in Tests outside this folder.

/// Checks a property over generated inputs, as PropertyBased's `propertyCheck` does, and fails
/// when the body throws.
///
/// ```swift
/// await checkProperty(count: 200, input: RandomValues.formValue()) { value in
///   #expect(try FormValue(jsonString: value.jsonString()) == value)
/// }
/// ```
public func checkProperty<Input, Value>(
  count: Int = 100,
  input: Generator<Value, some Sequence<Input>>,
  perform body: (Value) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: input,
    perform: { value in await recordingThrows(sourceLocation) { try await body(value) } },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` over two generators.
public func checkProperty<InA, InB, A, B>(
  count: Int = 100,
  input a: Generator<A, some Sequence<InA>>,
  _ b: Generator<B, some Sequence<InB>>,
  perform body: (A, B) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(a, b),
    perform: { pair in await recordingThrows(sourceLocation) { try await body(pair.0, pair.1) } },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` over three generators.
public func checkProperty<InA, InB, InC, A, B, C>(
  count: Int = 100,
  input a: Generator<A, some Sequence<InA>>,
  _ b: Generator<B, some Sequence<InB>>,
  _ c: Generator<C, some Sequence<InC>>,
  perform body: (A, B, C) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(a, b, c),
    perform: { triple in await recordingThrows(sourceLocation) { try await body(triple.0, triple.1, triple.2) } },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` over four generators.
public func checkProperty<InA, InB, InC, InD, A, B, C, D>(
  count: Int = 100,
  input a: Generator<A, some Sequence<InA>>,
  _ b: Generator<B, some Sequence<InB>>,
  _ c: Generator<C, some Sequence<InC>>,
  _ d: Generator<D, some Sequence<InD>>,
  perform body: (A, B, C, D) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(a, b, c, d),
    perform: { all in await recordingThrows(sourceLocation) { try await body(all.0, all.1, all.2, all.3) } },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` over five generators.
public func checkProperty<InA, InB, InC, InD, InE, A, B, C, D, E>(
  count: Int = 100,
  input a: Generator<A, some Sequence<InA>>,
  _ b: Generator<B, some Sequence<InB>>,
  _ c: Generator<C, some Sequence<InC>>,
  _ d: Generator<D, some Sequence<InD>>,
  _ e: Generator<E, some Sequence<InE>>,
  perform body: (A, B, C, D, E) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(a, b, c, d, e),
    perform: { all in await recordingThrows(sourceLocation) { try await body(all.0, all.1, all.2, all.3, all.4) } },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// ``checkProperty(count:input:perform:isolation:sourceLocation:)`` over six generators.
public func checkProperty<InA, InB, InC, InD, InE, InF, A, B, C, D, E, F>(
  count: Int = 100,
  input a: Generator<A, some Sequence<InA>>,
  _ b: Generator<B, some Sequence<InB>>,
  _ c: Generator<C, some Sequence<InC>>,
  _ d: Generator<D, some Sequence<InD>>,
  _ e: Generator<E, some Sequence<InE>>,
  _ f: Generator<F, some Sequence<InF>>,
  perform body: (A, B, C, D, E, F) async throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  await propertyCheck(
    count: count, input: zip(a, b, c, d, e, f),
    perform: { all in
      await recordingThrows(sourceLocation) { try await body(all.0, all.1, all.2, all.3, all.4, all.5) }
    },
    isolation: isolation, sourceLocation: sourceLocation)
}

/// Runs `body`; an error it throws becomes a recorded issue, except the error `#require` throws
/// after recording its own.
private func recordingThrows(
  _ sourceLocation: SourceLocation, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async {
  do {
    try await body()
  } catch {
    // Swift Testing's `ExpectationFailedError` is not public: a failed `#require` already recorded
    // its issue, and recording the error again would report one failure twice.
    if String(describing: type(of: error)) == "ExpectationFailedError" { return }
    Issue.record(error, "the property's body threw", sourceLocation: sourceLocation)
  }
}
