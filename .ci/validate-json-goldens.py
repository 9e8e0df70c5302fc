"""Validates every JSON golden against its published schema with jsonschema:
Goldens/json/*.json and Goldens/palette/*.json against Schemas/bubbles.schema.json,
Goldens/composer/*.json against Schemas/composer.schema.json."""
import glob
import json
import sys

import jsonschema

errors = 0
counts = []
for schema_path, pattern in [
    ("Schemas/bubbles.schema.json", "Goldens/json/*.json"),
    ("Schemas/bubbles.schema.json", "Goldens/palette/*.json"),
    ("Schemas/composer.schema.json", "Goldens/composer/*.json"),
]:
    schema = json.load(open(schema_path, encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    files = sorted(glob.glob(pattern))
    if not files:
        print(f"{pattern}: no files", file=sys.stderr)
        errors += 1
    for path in files:
        for error in validator.iter_errors(json.load(open(path, encoding="utf-8"))):
            errors += 1
            print(f"{path}: {error.json_path}: {error.message}", file=sys.stderr)
    counts.append(f"{len(files)} against {schema_path}")
print(f"schema: {', '.join(counts)}; {errors} errors")
sys.exit(1 if errors else 0)
