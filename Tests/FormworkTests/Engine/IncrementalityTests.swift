import Foundation
import Testing

@testable import FormworkCore

/// The engine re-evaluates only what depends on a change, transitively, in dependency order,
/// each condition once per change.
@MainActor
@Suite struct IncrementalityTests {
  @Test func aChangeReevaluatesOnlyItsReaders() throws {
    let driver = RowKey<String>("driver")
    let other = RowKey<String>("other")
    let form = try Form {
      Section {
        Row.text(driver, "Driver")
        Row.text(other, "Other")
        for index in 0..<50 {
          Row.text(RowKey<String>("r\(index)"), "R\(index)").hidden { $0[other] == "\(index)" }
        }
        Row.text("watcher", "Watcher").hidden { $0[driver] == "hide" }
      }
    }
    let before = form.conditionEvaluationCount
    form[driver] = "x"
    #expect(form.conditionEvaluationCount - before == 1)
    let typed = form.conditionEvaluationCount
    let quiet = try #require(form.rowID(forTag: "r3"))
    form.input("abc", for: quiet)  // nothing reads r3
    #expect(form.conditionEvaluationCount == typed)
  }

  /// A diamond: b and c read a; d reads b and c. A change of a re-runs b, c and d — d once, after
  /// both b and c are final.
  @Test func diamondRunsEachConditionOnceInOrder() throws {
    let a = RowKey<Int>("a")
    var log: [String] = []
    let logBox = LogBox()
    let form = try Form {
      Section {
        Row.integer(a, "A", value: 0)
        Row.text("b", "B").hidden { reader in
          logBox.append("b")
          return (reader[a] ?? 0) > 1
        }
        Row.text("c", "C").hidden { reader in
          logBox.append("c")
          return (reader[a] ?? 0) > 2
        }
        Row.text("d", "D").hidden { reader in
          logBox.append("d")
          return reader.isHidden(tag: "b") && reader.isHidden(tag: "c")
        }
      }
    }
    logBox.entries.removeAll()
    form[a] = 5
    log = logBox.entries
    #expect(log.count == 3)
    #expect(log.last == "d")
    #expect(Set(log) == ["b", "c", "d"])
    #expect(form.isHidden(try #require(form.rowID(forTag: "d"))))
    logBox.entries.removeAll()
    form[a] = 6  // b and c keep their results: d does not run
    #expect(Set(logBox.entries) == ["b", "c"])
  }

  @Test func dependenciesFollowTheBranchTaken() throws {
    let useA = RowKey<Bool>("useA")
    let a = RowKey<String>("a")
    let b = RowKey<String>("b")
    let form = try Form {
      Section {
        Row.switch(useA, "Use A", value: true)
        Row.text(a, "A")
        Row.text(b, "B")
        Row.text("target", "Target").hidden { $0[useA] == true ? $0[a] == "hide" : $0[b] == "hide" }
      }
    }
    let target = try #require(form.rowID(forTag: "target"))
    form[b] = "hide"
    #expect(!form.isHidden(target))  // b is not read while useA is on
    let count = form.conditionEvaluationCount
    form[b] = "other"
    #expect(form.conditionEvaluationCount == count)
    form[useA] = false
    #expect(!form.isHidden(target))
    form[b] = "hide"
    #expect(form.isHidden(target))
    form[a] = "hide"  // a is no longer read
    #expect(form.isHidden(target))
  }

  @Test func transactionCoalescesIntoOneUpdate() throws {
    let x = RowKey<Bool>("x")
    let y = RowKey<Bool>("y")
    let form = try Form {
      Section {
        Row.switch(x, "X")
        Row.switch(y, "Y")
        Row.text("shownByX", "By X").hidden { $0[x] != true }
        Row.text("shownByY", "By Y").hidden { $0[y] != true }
      }
    }
    form.updateDelivery = .immediate
    var updates: [FormUpdate] = []
    let subscription = form.onUpdate { updates.append($0) }
    form.transaction {
      form[x] = true
      form[y] = true
      #expect(form.isHidden(form.rowID(forTag: "shownByX")!) == false, "state is current inside a transaction")
    }
    #expect(updates.count == 1)
    #expect(updates.first?.snapshot.rowCount == 4)
    form[x] = false
    #expect(updates.count == 2)
    subscription.cancel()
    form[x] = true
    #expect(updates.count == 2)
  }

  @Test func changesBeforeTheNextFlushCoalesce() throws {
    let x = RowKey<Bool>("x")
    let form = try Form {
      Section {
        Row.switch(x, "X")
        Row.text("t", "T").hidden { $0[x] == true }
      }
    }
    form[x] = true
    form[x] = false
    form[x] = true
    let update = try #require(form.flush())
    #expect(update.snapshot.rowCount == 1)
    #expect(form.flush() == nil)
  }

  @Test func typingNeverReconfiguresTheTypedRowOrChangesStructure() throws {
    let name = RowKey<String>("name")
    let form = try Form {
      Section {
        Row.text(name, "Name")
        Row.text("echo", "Echo").disabled { ($0[name] ?? "").isEmpty }
      }
    }
    let row = try #require(form.rowID(for: name))
    let echo = try #require(form.rowID(forTag: "echo"))
    for text in ["A", "Ad", "Ada"] {
      form.input(text, for: row)
      if let update = form.flush() {
        #expect(!update.isStructural)
        #expect(!update.reconfigured.contains(row))
      }
    }
    #expect(form[name] == "Ada")
    #expect(!form.isDisabled(echo))
  }
}

/// Collects evaluation order from condition closures (which must be Sendable).
final class LogBox: @unchecked Sendable {
  // NB: only touched on the main actor, from the conditions of one test.
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite struct FormValidityConditionTests {
  @Test func aSubmitButtonFollowsTheFormsValidity() throws {
    let user = RowKey<String>("user")
    let password = RowKey<String>("password")
    let form = try Form {
      Section {
        Row.text(user, "Username").required()
        Row.password(password, "Password").required()
        Row.button("Log in", tag: "login") { _ in }.disabledUntilValid(reason: "Enter both first.")
      }
    }
    let login = try #require(form.rowID(forTag: "login"))
    #expect(form.isDisabled(login))
    #expect(form.tap(login) == .denied("Enter both first."))
    form[user] = "ada"
    #expect(form.isDisabled(login))
    form[password] = "secret"
    #expect(!form.isDisabled(login))
    #expect(form.tap(login) == .performedAction)
    form[password] = "   "  // whitespace is no value
    #expect(form.isDisabled(login))
    let update = try #require(form.flush())
    #expect(update.reconfigured.contains(login))
  }

  @Test func validityIsNotComputedWhenNothingReadsIt() throws {
    let form = try Form { Section { Row.text("a", "A").required() } }
    form[RowKey<String>("a")] = "x"
    #expect(form.validationState.lastTrackedValidity == nil)
  }
}
