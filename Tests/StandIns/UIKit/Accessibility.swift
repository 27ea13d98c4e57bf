// UIAccessibility notifications, recorded so tests can read what VoiceOver would have been told.

/// "Posts a notification to assistive apps." (UIAccessibility)
public enum UIAccessibility {
  /// A notification assistive technologies receive (UIAccessibility.Notification).
  public struct Notification: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// "A notification that an app posts when it needs to convey an announcement to the assistive app."
    public static let announcement = Notification(rawValue: 1008)
    /// "A notification that an app posts when a new view appears that occupies a major portion of the screen."
    public static let screenChanged = Notification(rawValue: 1000)
    /// "A notification that an app posts when the layout of a screen changes."
    public static let layoutChanged = Notification(rawValue: 1001)

    public var description: String {
      switch self {
      case .announcement: return "announcement"
      case .screenChanged: return "screenChanged"
      case .layoutChanged: return "layoutChanged"
      default: return "notification \(rawValue)"
      }
    }
  }

  /// One posted notification: for an announcement, "the argument is a string that the app wants
  /// the assistive technology to speak"; for a screen or layout change, the element to focus.
  public struct Post: @unchecked Sendable {
    public let notification: Notification
    public let argument: Any?
    /// The argument as the words spoken, when it is a string.
    public var text: String? { argument as? String }
  }

  /// Every notification posted since the last ``resetPosts()``, oldest first (stand-in only).
  @MainActor public private(set) static var posts: [Post] = []

  /// Forgets the recorded notifications (stand-in only; call it at the start of a test).
  @MainActor public static func resetPosts() { posts.removeAll() }

  /// "Posts a notification to assistive apps."
  @MainActor public static func post(notification: Notification, argument: Any?) {
    posts.append(Post(notification: notification, argument: argument))
  }
}
