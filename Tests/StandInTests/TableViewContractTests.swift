import Testing
import UIKit

/// The table's contracts: batches UIKit rejects are rejected and good ones pass; cells only for
/// the rows in the viewport; registration before dequeue; reuse; reconfigure in place.
@MainActor
@Suite("UIKit stand-in: table view", .serialized)
struct TableViewContractTests {
  @Test("an insert the data source also made passes; one it did not make is UIKit's inconsistency")
  func insertCounts() {
    let rows = RecordingRows([StandInFixtures.rows(3)])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    let good = StandInFixtures.violations {
      rows.sections[0].insert("new", at: 1)
      table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }
    }
    #expect(good.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessibilityLabel == "new")
    let bad = StandInFixtures.violations {
      table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
    }
    #expect(bad.map(\.contract) == ["batch update"])
    #expect(
      bad.first?.message.contains("The number of rows contained in an existing section after the update (4)") == true)
  }

  @Test("a path both deleted and moved, a delete out of range, two moves to one place are rejected")
  func rejectedPaths() {
    let rows = RecordingRows([StandInFixtures.rows(4)])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    let deleteAndMove = StandInFixtures.violations {
      rows.sections[0].remove(at: 0)
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      }
    }
    #expect(deleteAndMove.contains { $0.message.contains("delete and move the same index path") })
    rows.sections = [StandInFixtures.rows(4)]
    table.reloadData()
    table.layoutIfNeeded()
    let outOfRange = StandInFixtures.violations {
      table.performBatchUpdates { table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .none) }
    }
    #expect(outOfRange.contains { $0.message.contains("only contains 4 rows before the update") })
    table.reloadData()
    table.layoutIfNeeded()
    let twoMoves = StandInFixtures.violations {
      table.performBatchUpdates {
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
      }
    }
    #expect(twoMoves.contains { $0.message.contains("more than one row to") })
  }

  @Test("a move, a reload and a section insert in one batch pass and the cells follow")
  func acceptedMixedBatch() throws {
    let rows = RecordingRows([["a", "b", "c"]])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    let cellOfA = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let cellOfB = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let violations = StandInFixtures.violations {
      rows.sections = [["b", "c", "a"], ["x"]]
      table.performBatchUpdates {
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.insertSections(IndexSet(integer: 1), with: .none)
      }
    }
    #expect(violations.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfA, "a moved cell is the same cell")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== cellOfB, "a reloaded row gets a new cell")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessibilityLabel == "x")
  }

  @Test("only the rows in the viewport get cells; scrolling displays and ends displaying them")
  func viewport() {
    let rows = RecordingRows([StandInFixtures.rows(100)])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    let visible = table.indexPathsForVisibleRows ?? []
    #expect(visible.count == 19, "844 points: a 30-point header slot and 44-point rows")
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
    #expect(table.preparedCell(at: IndexPath(row: 20, section: 0)) != nil, "two rows are prepared ahead")
    #expect(rows.events.contains("prefetch " + (21...37).map { "0.\($0)" }.joined(separator: " ")), "one more screen")
    rows.forget()
    table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) != nil)
    #expect(rows.events.contains("didEndDisplaying 0.0"))
    #expect(rows.events.contains("willDisplay 0.50"))
    #expect(!rows.events.contains("cell 0.0"))
  }

  @Test("a dequeue without registration is UIKit's exception")
  func dequeueNeedsRegistration() {
    let violations = StandInFixtures.violations {
      let rows = RecordingRows([["a"]])
      let (_, window) = StandInFixtures.table(rows, register: false)
      window.isHidden = true
    }
    #expect(violations.map(\.contract) == ["dequeue without registration"])
  }

  @Test("a reused cell is prepared for reuse; a reconfigure hands back the same cell, prepared ones included")
  func reuseAndReconfigure() throws {
    let rows = RecordingRows([StandInFixtures.rows(100)])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    let prepared = try #require(table.preparedCell(at: IndexPath(row: 20, section: 0)), "the next row is prepared")
    #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil, "and not visible")
    rows.sections[0][20] = "changed"
    rows.forget()
    let violations = StandInFixtures.violations { table.reconfigureRows(at: [IndexPath(row: 20, section: 0)]) }
    #expect(violations.isEmpty)
    #expect(prepared.accessibilityLabel == "changed")
    #expect(prepared.reuseCount == 0, "a reconfigure does not prepare for reuse")
    table.scroll(toOffset: 44 * 60)
    let reused = table.visibleCells.filter { $0.reuseCount > 0 }
    #expect(!reused.isEmpty, "cells that left the viewport came back for other rows")
  }

  @Test("updating the table inside moveRowAt is refused: UIKit moves the row itself")
  func noUpdateDuringMove() {
    let rows = RecordingRows([["a", "b", "c"]])
    let (table, window) = StandInFixtures.table(rows)
    defer { window.isHidden = true }
    table.setEditing(true, animated: false)
    let quiet = StandInFixtures.violations {
      table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    }
    #expect(quiet.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessibilityLabel == "a")
    rows.onMove = { $0.reloadData() }
    let inside = StandInFixtures.violations {
      table.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
    #expect(inside.map(\.contract) == ["update during a move"])
  }
}
