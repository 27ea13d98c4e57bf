import Foundation

/// A SurveyJS survey of about 30,000 lines of JSON (written one property a line, as SurveyJS's
/// designer saves it): 49 pages (30,237 lines, 810 KB) of panels and questions with conditions, choices, validators
/// and a dynamic panel each — issue 26's figure imports and builds it.
public enum LargeSurvey {
  public static let pageCount = 49

  /// The survey's bytes, and how many lines they have.
  public static func json(pages: Int = pageCount) -> (data: Data, lines: Int) {
    var lines: [String] = ["{", #"  "title": "Large survey","#, #"  "pages": ["#]
    for page in 0..<pages {
      lines.append("    {")
      lines.append(#"      "name": "page\#(page)","#)
      lines.append(#"      "title": "Page \#(page)","#)
      if page > 0 { lines.append(#"      "visibleIf": "{p\#(page - 1)q0} != 'skip'","#) }
      lines.append(#"      "elements": ["#)
      for panel in 0..<3 {
        lines.append("        {")
        lines.append(#"          "type": "panel","#)
        lines.append(#"          "name": "p\#(page)panel\#(panel)","#)
        lines.append(#"          "title": "Panel \#(panel)","#)
        lines.append(#"          "elements": ["#)
        for index in 0..<10 {
          let question = question(page: page, panel: panel, index: index)
          lines += question.map { "            " + $0 }
          if index < 9 { lines[lines.count - 1] += "," }
        }
        lines.append("          ]")
        lines.append(panel < 2 ? "        }," : "        },")
      }
      lines += dynamicPanel(page: page).map { "        " + $0 }
      lines.append("      ]")
      lines.append(page < pages - 1 ? "    }," : "    }")
    }
    lines.append("  ]")
    lines.append("}")
    let text = lines.joined(separator: "\n")
    return (Data(text.utf8), lines.count)
  }

  /// One question; its name is `p<page>q<n>`.
  static func question(page: Int, panel: Int, index: Int) -> [String] {
    let number = panel * 10 + index
    let name = "p\(page)q\(number)"
    var lines = ["{"]
    switch number % 5 {
    case 0:
      lines += [
        #"  "type": "radiogroup","#, #"  "name": "\#(name)","#, #"  "title": "Question \#(number)","#,
        #"  "isRequired": true,"#, #"  "choices": ["#,
      ]
      for choice in 0..<6 {
        lines += ["    {", #"      "value": "c\#(choice)","#, #"      "text": "Choice \#(choice)""#]
        lines.append(choice < 5 ? "    }," : "    }")
      }
      lines.append("  ],")
      lines.append(#"  "showOtherItem": true"#)
    case 1:
      lines += [
        #"  "type": "text","#, #"  "name": "\#(name)","#, #"  "inputType": "number","#,
        #"  "title": "How many \#(number)?","#, #"  "visibleIf": "{p\#(page)q\#(number - 1)} = 'c1'","#,
        #"  "validators": ["#, "    {", #"      "type": "numeric","#, #"      "minValue": 0,"#,
        #"      "maxValue": 1000"#, "    }", "  ]",
      ]
    case 2:
      lines += [
        #"  "type": "checkbox","#, #"  "name": "\#(name)","#, #"  "title": "Pick some","#,
        #"  "enableIf": "{p\#(page)q\#(number - 1)} > 3","#, #"  "choices": ["#,
      ]
      for choice in 0..<5 {
        lines += ["    {", #"      "value": "k\#(choice)","#, #"      "text": "Item \#(choice)""#]
        lines.append(choice < 4 ? "    }," : "    }")
      }
      lines.append("  ]")
    case 3:
      lines += [
        #"  "type": "comment","#, #"  "name": "\#(name)","#, #"  "title": "Why, {p\#(page)q\#(number - 3)}?","#,
        #"  "requiredIf": "{p\#(page)q\#(number - 1)} anyof ['k1', 'k2']","#,
        #"  "validators": ["#, "    {", #"      "type": "text","#, #"      "maxLength": 500"#, "    }", "  ]",
      ]
    default:
      lines += [
        #"  "type": "rating","#, #"  "name": "\#(name)","#, #"  "title": "Rate it","#, #"  "rateMin": 1,"#,
        #"  "rateMax": 5,"#, #"  "defaultValue": 3"#,
      ]
    }
    lines.append("}")
    return lines
  }

  static func dynamicPanel(page: Int) -> [String] {
    [
      "{", #"  "type": "paneldynamic","#, #"  "name": "p\#(page)people","#, #"  "title": "People","#,
      #"  "panelCount": 1,"#, #"  "templateElements": ["#, "    {", #"      "type": "text","#,
      #"      "name": "name","#, #"      "title": "Name""#, "    },", "    {", #"      "type": "text","#,
      #"      "name": "age","#, #"      "inputType": "number","#, #"      "title": "Age""#, "    }", "  ]", "}",
    ]
  }
}
