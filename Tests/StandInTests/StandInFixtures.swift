import Testing
import UIKit

/// A table's data source and delegate over an array of sections of strings, recording what the
/// table asked and told.
@MainActor
final class RecordingRows: UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
  var sections: [[String]]
  private(set) var events: [String] = []
  /// Called from `moveRowAt` (a data source that updates the table there).
  var onMove: ((UITableView) -> Void)?

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    events.append("cell \(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.accessibilityLabel = sections[indexPath.section][indexPath.row]
    return cell
  }
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
  func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
    let value = sections[source.section].remove(at: source.row)
    sections[destination.section].insert(value, at: destination.row)
    onMove?(tableView)
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("willDisplay \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    events.append("prefetch \(indexPaths.map { "\($0.section).\($0.row)" }.joined(separator: " "))")
  }
  func forget() { events.removeAll() }
}

@MainActor
enum StandInFixtures {
  /// A 390 × 844 window, shown, with a table of `rows` filling it (rows 44 points tall).
  static func table(_ rows: RecordingRows, register: Bool = true) -> (UITableView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UIViewController()
    window.rootViewController = controller
    let table = UITableView(frame: window.bounds, style: .plain)
    table.estimatedRowHeight = 44
    if register { table.register(UITableViewCell.self, forCellReuseIdentifier: "row") }
    table.dataSource = rows
    table.delegate = rows
    table.prefetchDataSource = rows
    controller.view.addSubview(table)
    window.makeKeyAndVisible()
    return (table, window)
  }

  /// Runs `body` and returns the UIKit contracts it broke.
  static func violations(_ body: () -> Void) -> [UIKitContractViolation] {
    UIKitContract.onViolation = nil
    UIKitContract.reset()
    body()
    defer { UIKitContract.reset() }
    return UIKitContract.violations
  }

  static func rows(_ count: Int, prefix: String = "r") -> [String] { (0..<count).map { "\(prefix)\($0)" } }
}
