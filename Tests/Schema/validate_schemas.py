#!/usr/bin/env python3
"""Checks the published JSON Schema of Formwork's form format with a real validator.

- Schemas/formwork-1.schema.json is a valid draft 2020-12 schema;
- every sample in Schemas/examples validates against it;
- every schema in Tests/Schema/broken (at least 30, each one mistake) is rejected by it;
- every schema in Tests/Schema/reader-only is accepted by it: those mistakes only Formwork's
  reader can see (expressions, duplicate tags, names the app registers, bounds), and the Swift
  tests check that the reader rejects them (and the broken ones too).

Usage: python3 Tests/Schema/validate_schemas.py   (needs `pip install jsonschema`)
"""
import glob
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("skipped: the Python package jsonschema is not installed (pip install jsonschema)")
    sys.exit(0)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def main():
    schema = load(os.path.join(ROOT, "Schemas", "formwork-1.schema.json"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []

    samples = sorted(glob.glob(os.path.join(ROOT, "Schemas", "examples", "*.json")))
    for path in samples:
        for error in validator.iter_errors(load(path)):
            failures.append(f"sample {os.path.relpath(path, ROOT)} is rejected: {error.json_path}: {error.message}")

    broken = sorted(glob.glob(os.path.join(ROOT, "Tests", "Schema", "broken", "*.json")))
    if len(broken) < 30:
        failures.append(f"only {len(broken)} broken schemas; the format promises at least 30")
    for path in broken:
        if validator.is_valid(load(path)):
            failures.append(f"broken schema {os.path.relpath(path, ROOT)} is accepted")

    reader_only = sorted(glob.glob(os.path.join(ROOT, "Tests", "Schema", "reader-only", "*.json")))
    for path in reader_only:
        for error in validator.iter_errors(load(path)):
            failures.append(
                f"reader-only schema {os.path.relpath(path, ROOT)} is rejected by the JSON Schema "
                f"(move it to broken/): {error.json_path}: {error.message}")

    for failure in failures:
        print("FAIL:", failure)
    print(
        f"{len(samples)} samples validate, {len(broken)} broken schemas rejected, "
        f"{len(reader_only)} reader-only mistakes accepted by the JSON Schema"
        if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
