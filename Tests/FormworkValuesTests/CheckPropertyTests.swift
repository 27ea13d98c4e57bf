import PropertyBased
import PropertyTestSupport
import Synchronization
import Testing

/// `checkProperty` fails a property whose body throws (PropertyBased's own `propertyCheck` lets
/// the error pass unrecorded), and a failed `#require` in a body is reported as the failed
/// expectation it is, not also as a thrown error.
@Suite struct CheckPropertyTests {
  struct Refusal: Error {}

  @Test func aBodyThatThrowsFailsTheProperty() async {
    let thrown = Mutex(0)
    await withKnownIssue {
      await checkProperty(count: 5, input: Gen.int(in: 0...9)) { _ in throw Refusal() }
    } matching: { issue in
      // PropertyBased adds its own issue naming the input and the seed.
      if issue.error is Refusal { thrown.withLock { $0 += 1 } }
      return true
    }
    #expect(thrown.withLock { $0 } >= 1)
  }

  @Test func aBodyThatThrowsOverSeveralGeneratorsFailsTheProperty() async {
    let thrown = Mutex(0)
    await withKnownIssue {
      await checkProperty(count: 5, input: Gen.int(in: 0...9), Gen.int(in: 0...9), Gen.int(in: 0...9)) { a, b, c in
        if a + b + c >= 0 { throw Refusal() }
      }
    } matching: { issue in
      if issue.error is Refusal { thrown.withLock { $0 += 1 } }
      return true
    }
    #expect(thrown.withLock { $0 } >= 1)
  }

  @Test func aFailedRequireIsReportedAsAnExpectationNotAsAThrownError() async {
    let expectations = Mutex(0)
    let errors = Mutex(0)
    await withKnownIssue {
      await checkProperty(count: 5, input: Gen.int(in: 0...9)) { number in
        _ = try #require(number > 100 ? number : nil)
      }
    } matching: { issue in
      if case .expectationFailed = issue.kind { expectations.withLock { $0 += 1 } }
      // Recording `#require`'s error again would show as a caught error or a misused API.
      if case .apiMisused = issue.kind { errors.withLock { $0 += 1 } }
      if issue.error != nil { errors.withLock { $0 += 1 } }
      return true
    }
    #expect(expectations.withLock { $0 } >= 1)
    #expect(errors.withLock { $0 } == 0)
  }

  @Test func aBodyThatHoldsPasses() async {
    var runs = 0
    await checkProperty(count: 7, input: Gen.int(in: 0...9)) { number in
      runs += 1
      #expect((0...9).contains(number))
    }
    #expect(runs == 7)
  }
}
