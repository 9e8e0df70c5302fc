"""Validates every JSON golden against Schemas/bubbles.schema.json with jsonschema."""
import glob
import json
import sys

import jsonschema

schema = json.load(open("Schemas/bubbles.schema.json", encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
files = sorted(glob.glob("Goldens/json/*.json"))
errors = 0
for path in files:
    for error in validator.iter_errors(json.load(open(path, encoding="utf-8"))):
        errors += 1
        print(f"{path}: {error.json_path}: {error.message}", file=sys.stderr)
print(f"schema: {len(files)} JSON goldens, {errors} errors")
sys.exit(1 if errors or not files else 0)
