import Formwork
import Foundation
import Testing

/// What handlers declared in a definition saw, in order.
@MainActor
final class HandlerLog {
  var entries: [String] = []
}

@MainActor
@Suite struct DefinitionHandlerTests {
  let name = RowKey<String>("name")
  let country = RowKey<String>("country")
  let postcode = RowKey<String>("postcode")
  let stops = SectionKey<String>("stops")

  @Test func aRowHandlerLivesWithTheFormWithoutAToken() throws {
    let log = HandlerLog()
    let form = try Form {
      Section {
        Row.text(name, "Name").onChange { old, new in log.entries.append("\(old ?? "nil")→\(new ?? "nil")") }
      }
    }
    form[name] = "Ada"
    form[name] = "Grace"
    form[name] = nil
    #expect(log.entries == ["nil→Ada", "Ada→Grace", "Grace→nil"])
  }

  @Test func theHandlerRunsOncePerChangeFromFirstToLastValue() throws {
    let log = HandlerLog()
    let form = try Form {
      Section {
        Row.text(name, "Name").onChange { change in
          log.entries.append("\(change.oldValue ?? "nil")→\(change.newValue ?? "nil") \(change.origin)")
        }
      }
    }
    form.transaction {
      form[name] = "A"
      form[name] = "Ad"
      form[name] = "Ada"
    }
    // Put back within one change: nothing changed, nothing to say.
    form.transaction {
      form[name] = "Bob"
      form[name] = "Ada"
    }
    #expect(log.entries == ["nil→Ada program"])
  }

  @Test func theOriginSaysWhoChangedTheValue() throws {
    let log = HandlerLog()
    let form = try Form {
      Section {
        Row.text(name, "Name").onChange { change in log.entries.append("\(change.origin)") }
      }
    }
    let id = try #require(form.rowID(for: name))
    form.input("Ada", for: id)
    try form.setValue("Hedy", for: name, origin: .hydration)
    form[name] = "Grace"
    #expect(log.entries == ["user", "hydration", "program"])
  }

  @Test func aHandlerSeesTheSettledFormAndItsOwnChangeIsANewChange() throws {
    let log = HandlerLog()
    let country = country
    let postcode = postcode
    let form = try Form {
      Section {
        Row.text(country, "Country").onChange { change in
          // The postcode row is shown by now: its condition settled before the handler ran.
          log.entries.append("shown \(change.form.rowID(for: postcode).map(change.form.isHidden) == false)")
          change.form[postcode] = nil
        }
        Row.text(postcode, "Postcode").hidden { $0[country] == nil }
          .onChange { old, _ in log.entries.append("postcode cleared from \(old ?? "nil")") }
      }
    }
    form[postcode] = "75001"
    log.entries = []
    form[country] = "FR"
    #expect(log.entries == ["shown true", "postcode cleared from 75001"])
    #expect(form[postcode] == nil)
  }

  @Test func entriesOfAMultivaluedSectionEachCallTheTemplatesHandler() throws {
    let log = HandlerLog()
    let form = try Form {
      Section.multivalued(stops, "Stops", values: ["Paris"]) {
        Row.text(nil, "Stop").onChange { _, new in log.entries.append("stop \(new ?? "nil")") }
      }
      .onChange { change, _ in log.entries.append("section \(change.newValue)") }
    }
    let section = try #require(form.sectionID(forTag: "stops"))
    let added = try form.appendMultivaluedRow(toSection: section)
    form.input("Lyon", for: added)
    #expect(log.entries == ["stop Lyon", "section \"Lyon\""])
    #expect(form[stops] == ["Paris", "Lyon"])
  }

  @Test func undoCallsTheHandlerWithItsOrigin() throws {
    let log = HandlerLog()
    let form = try Form {
      Section {
        Row.text(name, "Name").onChange { change in
          log.entries.append("\(change.newValue ?? "nil") \(change.origin)")
        }
      }
    }
    let id = try #require(form.rowID(for: name))
    form.input("Ada", for: id)
    form.blur(id)
    try form.undo()
    #expect(log.entries == ["Ada user", "nil undo"])
  }

  @Test func aRemovedRowsHandlerIsNotCalled() throws {
    let log = HandlerLog()
    let form = try Form {
      Section {
        Row.text(name, "Name").onChange { _, new in log.entries.append(new ?? "nil") }
      }
    }
    let id = try #require(form.rowID(for: name))
    try form.transaction {
      form[name] = "Ada"
      try form.removeRow(id)
    }
    #expect(log.entries.isEmpty)
  }
}
