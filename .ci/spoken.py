"""The languages the library speaks, as the command's help lists them ("speaks en, es, …").

`Language.allCases` is the one list; CI scripts read it through the built command instead of
keeping lists of their own.
"""
import re
import subprocess


def spoken_codes(binary):
    """['en', 'es', …, 'pt-BR', …] in the library's order."""
    help_text = subprocess.run(
        [binary, "gallery", "--help"], capture_output=True, text=True, check=True).stdout
    match = re.search(r"speaks ([\w, -]+)", help_text)
    if not match:
        raise SystemExit("the command's help names no languages ('speaks …')")
    return [code.strip() for code in match.group(1).split(",")]
