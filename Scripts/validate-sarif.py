#!/usr/bin/env python3
"""Validates `strata lint --format sarif` output against the SARIF 2.1.0 JSON schema.

The schema (OASIS, `sarif-schema-2.1.0.json`) is not part of this repository: pass its path. The
Swift tests check the structure the schema requires without it.

    swift run --traits StrataTools strata lint --format sarif Examples > /tmp/lint.sarif
    python3 Scripts/validate-sarif.py --schema sarif-schema-2.1.0.json /tmp/lint.sarif

Needs `pip install jsonschema`. Exits 0 when every file is valid, 1 otherwise, 2 when the schema or
jsonschema is missing.
"""
import argparse
import json
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True, help="path of sarif-schema-2.1.0.json")
    parser.add_argument("logs", nargs="+", help="SARIF files written by strata lint")
    arguments = parser.parse_args()
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
        return 2
    try:
        with open(arguments.schema, encoding="utf-8") as file:
            schema = json.load(file)
    except OSError as error:
        print(f"validate-sarif: cannot read the schema: {error}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
    status = 0
    for path in arguments.logs:
        with open(path, encoding="utf-8") as file:
            log = json.load(file)
        errors = sorted(validator.iter_errors(log), key=lambda error: list(error.path))
        for error in errors:
            location = "/".join(str(part) for part in error.path)
            print(f"{path}: {location}: {error.message}", file=sys.stderr)
        if errors:
            status = 1
        else:
            print(f"{path}: valid SARIF 2.1.0 ({len(log['runs'][0]['results'])} results)")
    return status


if __name__ == "__main__":
    sys.exit(main())
