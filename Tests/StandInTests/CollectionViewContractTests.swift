import Testing
import UIKit

/// The collection view's contracts: headers and footers where the layout says, registration
/// before dequeue, batch updates checked as the table's are.
@MainActor
@Suite("UIKit stand-in: collection view", .serialized)
struct CollectionViewContractTests {
  final class Items: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var headerHeight: CGFloat = 0
    var registerSupplementary = true
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      cell.accessibilityLabel = sections[indexPath.section][indexPath.item]
      return cell
    }
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize { CGSize(width: 390, height: headerHeight) }
  }

  static func collection(_ items: Items, layout: UICollectionViewLayout) -> (UICollectionView, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    if items.registerSupplementary {
      collection.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    }
    collection.dataSource = items
    collection.delegate = items
    window.addSubview(collection)
    window.makeKeyAndVisible()
    return (collection, window)
  }

  @Test("a flow layout has headers where the delegate gives them a height; invalidating asks again")
  func flowHeaders() {
    let items = Items([["a"], ["b"]])
    let (collection, window) = Self.collection(items, layout: UICollectionViewFlowLayout())
    defer { window.isHidden = true }
    let header = IndexPath(item: 0, section: 0)
    #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header) == nil)
    items.headerHeight = 30
    collection.collectionViewLayout.invalidateLayout()
    #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header) != nil)
    #expect(collection.collectionViewLayout.invalidationCount == 1)
  }

  @Test("a list layout has headers where its section provider says")
  func listHeaders() {
    let items = Items([["a"], ["b"]])
    let layout = UICollectionViewCompositionalLayout { section, environment in
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = section == 1 ? .supplementary : .none
      return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    let (collection, window) = Self.collection(items, layout: layout)
    defer { window.isHidden = true }
    let kind = UICollectionView.elementKindSectionHeader
    #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
    #expect(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) != nil)
  }

  @Test("a supplementary view dequeued without registration is UIKit's exception")
  func supplementaryNeedsRegistration() {
    let items = Items([["a"]])
    items.headerHeight = 30
    items.registerSupplementary = false
    let violations = StandInFixtures.violations {
      let (_, window) = Self.collection(items, layout: UICollectionViewFlowLayout())
      window.isHidden = true
    }
    #expect(violations.map(\.contract) == ["dequeue without registration"])
  }

  @Test("an item deleted without the data source's change is rejected; with it, accepted")
  func itemBatches() {
    let items = Items([["a", "b", "c"]])
    let (collection, window) = Self.collection(items, layout: UICollectionViewFlowLayout())
    defer { window.isHidden = true }
    let bad = StandInFixtures.violations {
      collection.performBatchUpdates { collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    }
    #expect(bad.map(\.contract) == ["batch update"])
    let good = StandInFixtures.violations {
      items.sections[0].removeFirst()
      collection.performBatchUpdates { collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    }
    #expect(good.isEmpty)
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "b")
  }
}
