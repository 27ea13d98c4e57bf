#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  #if canImport(UIKit)
    @preconcurrency import UIKit

    /// UIKit's announcement notification: the iOS 17 SDK declares it as a mutable global, which
    /// strict concurrency refuses to read; it is a constant in fact.
    private enum Announcement {
      static let notification: UIAccessibility.Notification = .announcement
    }
  #endif

  /// Shows the notice (why a tapped row cannot be edited) as ``DenialPresentation`` says.
  @MainActor
  struct NoticePresenter: ViewModifier {
    let notice: NoticeModel
    let presentation: DenialPresentation

    func body(content: Content) -> some View {
      switch presentation {
      case .banner:
        content.overlay(alignment: .bottom) { NoticeBanner(notice: notice) }
      case .alert:
        content.modifier(NoticeAlert(notice: notice))
      case .none:
        content
      }
    }
  }

  /// A banner at the bottom of the form. Only this view observes the notice.
  @MainActor
  struct NoticeBanner: View {
    @ObservedObject var notice: NoticeModel

    var body: some View {
      ZStack {
        if let message = notice.message {
          Label(message, systemImage: "lock.fill")
            .font(.subheadline)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.regularMaterial, in: Capsule())
            .shadow(radius: 4, y: 2)
            .padding(.bottom, 16)
            .padding(.horizontal, 24)
            .onTapGesture { notice.dismiss() }
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .accessibilityIdentifier("formwork.notice")
            .accessibilityAddTraits(.isStaticText)
        }
      }
      .animation(.easeInOut(duration: 0.25), value: notice.message)
      .onChange(of: notice.message) { message in
        // VoiceOver reads the refusal as UIKit's banner does (an alert is read by itself).
        if let message { announce(message) }
      }
    }
  }

  /// Has VoiceOver read a message now.
  @MainActor
  func announce(_ message: String) {
    #if canImport(UIKit)
      UIAccessibility.post(notification: Announcement.notification, argument: message)
    #endif
  }

  /// An alert with the notice's message, kept until the user dismisses it (the notice itself
  /// may hide sooner).
  @MainActor
  private struct NoticeAlert: ViewModifier {
    @ObservedObject var notice: NoticeModel
    @State private var shown: String?

    func body(content: Content) -> some View {
      content
        .onChange(of: notice.message) { message in
          if let message { shown = message }
        }
        .alert(
          Text(shown ?? ""),
          isPresented: Binding(get: { shown != nil }, set: { if !$0 { shown = nil } })
        ) {
          Button(notice.okTitle, role: .cancel) { notice.dismiss() }
        }
    }
  }
#endif
