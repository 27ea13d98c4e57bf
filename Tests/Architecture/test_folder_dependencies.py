#!/usr/bin/env python3
"""Proves folder_dependencies.py bites: it finds a use through an expression and through a type
written only in a signature, and it reports folders that use each other in a cycle.

  python3 Tests/Architecture/test_folder_dependencies.py
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import folder_dependencies as checker  # noqa: E402

CORE = "Sources/FormworkCore"

# A trimmed `swiftc -dump-ast`: Engine declares `Probe`; Validation calls a function of Engine;
# Engine names Validation's `Verdict` only in a signature; Rules uses nothing.
DUMP = f'''(source_file "{CORE}/Engine/Probe.swift"
  (struct_decl decl_context=0x1 range=[{CORE}/Engine/Probe.swift:1:8 - line:9:1] "Probe" interface_type="Probe.Type" access=internal
    (func_decl decl_context=0x2 range=[{CORE}/Engine/Probe.swift:2:3 - line:2:40] "judge(_:)" interface_type="(Probe) -> (Verdict) -> Void" access=internal)))
(source_file "{CORE}/Validation/Verdict.swift"
  (enum_decl decl_context=0x3 range=[{CORE}/Validation/Verdict.swift:1:6 - line:4:1] "Verdict" interface_type="Verdict.Type" access=internal)
  (call_expr type="()" range=[{CORE}/Validation/Verdict.swift:6:3 - line:6:20]
    (declref_expr type="() -> ()" decl="FormworkCore.(file).Probe.run()@{CORE}/Engine/Probe.swift:3:8")))
(source_file "{CORE}/Rules/Alone.swift"
  (struct_decl decl_context=0x4 range=[{CORE}/Rules/Alone.swift:1:8 - line:2:1] "Alone" interface_type="Alone.Type" access=internal)
  (member_ref_expr type="NumberFormatter.Style" range=[{CORE}/Rules/Alone.swift:3:3 - line:3:20]))
(source_file "{CORE}/Input/Swipe.swift"
  (struct_decl decl_context=0x5 range=[{CORE}/Input/Swipe.swift:1:8 - line:4:1] "Swipe" interface_type="Swipe.Type" access=internal
    (enum_decl decl_context=0x6 range=[{CORE}/Input/Swipe.swift:2:3 - line:3:3] "Style" interface_type="Swipe.Style.Type" access=internal)))
(source_file "{CORE}/Pages/Uses.swift"
  (func_decl decl_context=0x7 range=[{CORE}/Pages/Uses.swift:1:1 - line:1:40] "look(_:)" interface_type="(FormworkCore.Swipe.Style) -> Void" access=internal))
'''


class FolderDependencyTests(unittest.TestCase):
    def test_a_call_is_a_use(self):
        found = checker.uses(DUMP)
        self.assertIn("Engine", found["Validation"])

    def test_a_type_named_only_in_a_signature_is_a_use(self):
        found = checker.uses(DUMP)
        self.assertIn("Validation", found["Engine"])
        self.assertIn("names type Verdict", found["Engine"]["Validation"])

    def test_folders_using_each_other_are_a_cycle(self):
        self.assertEqual(checker.cycles(checker.uses(DUMP)), [["Engine", "Validation"]])

    def test_a_nested_type_of_another_module_is_not_one_of_the_core(self):
        # `NumberFormatter.Style` is Foundation's, not Input's `Swipe.Style`.
        found = checker.uses(DUMP)
        self.assertNotIn("Input", found.get("Rules", {}))

    def test_a_nested_type_of_the_core_is_a_use(self):
        found = checker.uses(DUMP)
        self.assertIn("Input", found["Pages"])

    def test_a_folder_using_nothing_is_in_no_cycle(self):
        found = checker.uses(DUMP)
        self.assertEqual(dict(found.get("Rules", {})), {})

    def test_the_hub_is_left_out_of_cycles(self):
        found = {"Model": {"Engine": "e"}, "Engine": {"Model": "m"}}
        self.assertEqual(checker.cycles(found), [])


if __name__ == "__main__":
    unittest.main()
