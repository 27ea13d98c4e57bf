#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The hardware-keyboard commands of form screens: Tab and Shift-Tab move between the form's
  /// inputs (`FormListDriver.tabForward()` / `FormListDriver.tabBackward()`) rather than
  /// through the system's focus groups.
  @MainActor
  enum FormKeyCommands {
    static func tab(strings: FormListStrings, next: Selector, previous: Selector) -> [UIKeyCommand] {
      let forward = UIKeyCommand(input: "\t", modifierFlags: [], action: next)
      forward.discoverabilityTitle = strings.next
      let backward = UIKeyCommand(input: "\t", modifierFlags: .shift, action: previous)
      backward.discoverabilityTitle = strings.previous
      forward.wantsPriorityOverSystemBehavior = true
      backward.wantsPriorityOverSystemBehavior = true
      return [forward, backward]
    }
  }
#endif
