#!/usr/bin/python3
"""Day headings, clocks and lists of names against ICU (Debian's python3-icu: ICU 72, CLDR 42).

For every language the library speaks, in every region ICU knows for it, and for a
sample of languages it does not speak, renders a thread whose messages fall today,
yesterday, on each day of the last week, earlier this year and in another year, at
morning and afternoon times, through `bubble-preview render --thread --format json`.
Then compares:

- each day heading with ICU, in the calendar CLDR prefers for the language (Buddhist years
  in Thai, the Solar Hijri calendar in Persian): the relative day names ("today", "yesterday"), the weekday
  (`EEEE`), the `MMMMEEEEd` skeleton for this year and `yMMMMd` for another year, through
  ICU's pattern generator, capitalized for the beginning of a sentence; and where the
  pinned Babel's newer CLDR (49) writes a Gregorian heading otherwise, the library must
  write CLDR 49's (en-GB's "Tuesday 14 October", where CLDR 42 wrote "Tuesday, 14
  October"), except the forms a native-level reader kept (KNOWN_HEADING_DIFFERENCES);
  each failure names its source;
- for every language it speaks, in every region, the whole time of day at five past every
  hour and at half past noon (every day period, flexible ones too: CLDR's `B`) against
  ICU's `jmm` skeleton (spaces U+00A0 and U+202F read as spaces); where ICU 72's CLDR 42
  and the pinned Babel's newer CLDR differ, the library must write the newer CLDR's short
  time (Taiwan's `Bh:mm`: "晚上8:05", where ICU 72 writes "下午8:05"), except the forms
  a native-level reader kept (KNOWN_TIME_DIFFERENCES);
- the regions of those languages that only the newer CLDR knows (English in Estonia,
  Spain, Ukraine…, Chinese in Malaysia): every heading and time against it alone;
- for languages the library does not speak, the hour cycle, padding, separator and digits
  (CLDR's default numbering system: Nepali "०९:०५") of the time with ICU's `jmm` skeleton
  (the words stay English, so only 24-hour times are compared character for character);
- for every language it speaks, the hour each `-u-hc-` keyword (h11, h12, h23) writes at
  00:05, 12:05 and 14:42 with ICU's `jmm` under `@hours=`, and for Japanese the whole
  12-hour time (`aK:mm`: "午前0:05", "午後0:05"), whose words CLDR 42 and 46 share;
- lists of two to four readers' names with ICU's list formatter, in every region (where
  ICU 72 and the pinned Babel's newer CLDR differ, with the newer, but for the contextual
  conjunctions ICU writes and Babel does not: Spanish "e", Hebrew "ו-");
- an upload's percent (0%, 7%, 40%, 99%) with ICU's percent format, in each language's
  default digits;
- the plural category of 0–200 and 1,000,000 in `Corpus/cldr-plurals.json` (which the
  Swift tests hold every language's rule to) with ICU's plural rules.

The library's clocks follow CLDR 49 where CLDR 42 (this ICU) differs; plural categories
that differ are listed in KNOWN_PLURAL_DIFFERENCES.
"""
import json
import pathlib
import subprocess
import sys
import unicodedata
from datetime import datetime, timedelta, timezone

import icu

from spoken import spoken_codes

BINARY = sys.argv[1]
# Codes as the library writes them: "en", "pt-BR", "zh-Hant".
SPOKEN = spoken_codes(BINARY)
OTHER = ["nl", "zh", "zh_TW", "zh_HK", "fi", "da", "cs", "pl", "sv", "tr", "ko",
         "ko_CN", "hi", "he", "id", "nb", "uk", "el", "vi", "th", "sk", "hu", "ro",
         "sw", "sw_KE", "ta", "ta_LK", "ne", "ne_IN", "bn", "ms", "fil", "fa", "ca", "hr",
         "ps", "ur", "ur_IN", "mr", "my", "pa_Arab", "as", "ckb", "sd", "dz", "sat"]
# A language the library comes to speak leaves this sample by itself.
OTHER = [locale for locale in OTHER
         if locale.split("_")[0] not in {code.split("-")[0] for code in SPOKEN}]

NOW = datetime(2025, 10, 21, 12, 0, tzinfo=timezone.utc)
DAYS_AGO = [0, 1, 2, 3, 4, 5, 6, 7, 30, 164, 290, 365, 800]


def icu_format(locale, pattern, when, capitalize):
    formatter = icu.SimpleDateFormat(pattern, locale)
    formatter.setTimeZone(icu.TimeZone.getGMT())
    if capitalize:
        formatter.setContext(icu.UDisplayContext.CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE)
    return formatter.format(when.timestamp())


def first_upper(text):
    return text[:1].upper() + text[1:]


# The calendar of each language whose CLDR preference is not the Gregorian one.
CALENDARS = {"th": "buddhist", "fa": "persian"}


def calendar_year(locale, when):
    """The year of `when` in `locale`'s calendar (1404 for October 2025 in Persian)."""
    calendar = icu.Calendar.createInstance(icu.TimeZone.getGMT(), locale)
    calendar.setTime(when.timestamp())
    return calendar.get(icu.UCalendarDateFields.EXTENDED_YEAR)


def zeros(text):
    """The numbering systems of the digits in `text`, each by its digit zero."""
    return {chr(ord(c) - unicodedata.digit(c)) for c in text if unicodedata.digit(c, None) is not None}


def heading_skeleton(locale_id, days_ago, day):
    """What a heading `days_ago` days before NOW shows: "today", "yesterday" or the
    skeleton of its date."""
    if days_ago in (0, 1):
        return ("today", "yesterday")[days_ago]
    if days_ago <= 6:
        return "EEEE"
    calendar = CALENDARS.get(locale_id.split("_")[0], "gregorian")
    locale = icu.Locale(f"{locale_id}@calendar={calendar}")
    return "MMMMEEEEd" if calendar_year(locale, day) == calendar_year(locale, NOW) else "yMMMMd"


def expected_heading(locale_id, days_ago, day):
    # The library writes Gregorian dates, with Thai years in the Buddhist era and Persian
    # days in the Solar Hijri calendar, as CLDR's calendar preferences for Thailand, Iran and
    # Afghanistan write them; Saudi Arabia's CLDR default is the Islamic calendar, so the
    # Gregorian one is asked for there.
    calendar = CALENDARS.get(locale_id.split("_")[0], "gregorian")
    locale = icu.Locale(f"{locale_id}@calendar={calendar}")
    if days_ago in (0, 1):
        relative = icu.RelativeDateTimeFormatter(locale)
        direction = icu.UDateDirection.THIS if days_ago == 0 else icu.UDateDirection.LAST
        return first_upper(relative.format(direction, icu.UDateAbsoluteUnit.DAY))
    generator = icu.DateTimePatternGenerator.createInstance(locale)
    if days_ago <= 6:
        skeleton = "EEEE"
    elif calendar_year(locale, day) == calendar_year(locale, NOW):
        skeleton = "MMMMEEEEd"
    else:
        skeleton = "yMMMMd"
    pattern = generator.getBestPattern(skeleton)
    if locale_id == "fa_AF":
        # CLDR gives Afghanistan's Solar Hijri months ("میزان") in the format context
        # only, so ICU's stand-alone `LLLL` falls back to Iran's ("مهر") within one
        # locale: "سه‌شنبه ۲۹ مهر" this year, "۲۹ میزان ۱۴۰۳" another. The library writes
        # Afghanistan's names in both, as the format context does.
        pattern = pattern.replace("LLLL", "MMMM")
    return icu_format(locale, pattern, day, True)


def run(locale_tag, messages, hour_cycle=None):
    options = {"locale": locale_tag, "timeZone": "UTC", "now": NOW.isoformat()}
    if hour_cycle:
        options["hourCycle"] = hour_cycle
    document = {
        "viewer": "me",
        "participants": ["me", "alice"],
        "options": options,
        "messages": messages,
    }
    result = subprocess.run(
        [BINARY, "render", "--thread", "--format", "json"],
        input=json.dumps(document).encode(), capture_output=True, check=True)
    return json.loads(result.stdout)


def hourly_messages():
    """One message at five past each hour of NOW's day, and at half past noon: every day
    period a language names (Taiwan's 凌晨, 清晨, 上午, 中午, 下午, 晚上)."""
    times = [(hour, 5) for hour in range(24)] + [(12, 30)]
    return [{"id": f"h{hour}-{minute}", "sender": "alice", "text": "Hi",
             "createdAt": NOW.replace(hour=hour, minute=minute).isoformat().replace("+00:00", "Z"),
             "state": "read"} for hour, minute in times]


def thread_messages():
    messages = []
    for index, days in enumerate(DAYS_AGO):
        for hour, minute in ((9, 5), (14, 42)):
            when = NOW - timedelta(days=days)
            when = when.replace(hour=hour, minute=minute)
            messages.append({
                "id": f"m{index}-{hour}", "sender": "alice", "text": "Hi",
                "createdAt": when.isoformat().replace("+00:00", "Z"), "state": "read"})
    return messages


AVAILABLE = sorted(str(key) for key in icu.Locale.getAvailableLocales().keys())


def locales_of(code):
    """The ICU locales a language code covers: `zh-Hant` its script's regions
    (`zh_Hant_TW`), any other code its language's (`pt-BR`: `pt`, `pt_AO`, … `pt_PT`)."""
    parts = code.split("-")
    if len(parts) > 1 and len(parts[1]) == 4:
        prefix = parts[0] + "_" + parts[1]
        return [prefix] + [i for i in AVAILABLE
                           if i.startswith(prefix + "_") and len(i.split("_")) == 3]
    found = [parts[0]]
    for identifier in AVAILABLE:
        pieces = identifier.split("_")
        if (pieces[0] == parts[0] and len(pieces) == 2 and pieces[1] != "POSIX"
                and len(pieces[1]) != 4):
            found.append(identifier)
    return found


def plain_spaces(text):
    """Spaces compared as one: ICU writes U+202F ("9:05\u202fAM") and the library a space,
    and both write U+00A0 or U+202F in "a. m." by CLDR version."""
    return text.replace("\u202f", " ").replace("\u00a0", " ")


BABEL_TIMES = """
import json, sys, datetime
import babel, babel.dates
asked = json.load(sys.stdin)
print(json.dumps({"cldr": babel.core.get_cldr_version(), "times": [
    babel.dates.format_time(datetime.time(hour, minute), "short", locale=locale)
    for locale, hour, minute in asked]}))
"""


def newer_cldr_times(asked):
    """The short times of (locale, hour, minute) in the CLDR of the pinned Babel (CI's
    `python3`, where Babel is installed; this script runs under Debian's, for ICU)."""
    result = subprocess.run(["python3", "-c", BABEL_TIMES], input=json.dumps(asked).encode(),
                            capture_output=True, check=True)
    answer = json.loads(result.stdout)
    return answer["cldr"], answer["times"]


BABEL_HEADINGS = """
import json, re, sys, datetime
import babel, babel.dates
from babel import Locale


def widened(pattern):
    # Babel has no pattern generator: the closest skeleton's pattern, with the weekday and
    # the month widened to the skeleton's (EEEE, MMMM), as ICU's generator widens them.
    pieces = re.split("('[^']*')", pattern)
    for index, piece in enumerate(pieces):
        if not piece.startswith("'"):
            piece = re.sub("E+", "EEEE", piece)
            piece = re.sub("c+", "cccc", piece)
            piece = re.sub("M{3,}", "MMMM", piece)
            pieces[index] = re.sub("L{3,}", "LLLL", piece)
    return "".join(pieces)


def heading(locale_id, kind, iso):
    locale = Locale.parse(locale_id)
    if kind in ("today", "yesterday"):
        text = locale._data["date_fields"]["day"]["relative"][0 if kind == "today" else -1]
    else:
        skeletons = locale.datetime_skeletons
        pattern = widened(str(skeletons[babel.dates.match_skeleton(kind, skeletons)]))
        text = babel.dates.format_date(datetime.date.fromisoformat(iso), pattern, locale=locale)
    return text[:1].upper() + text[1:]


asked = json.load(sys.stdin)
print(json.dumps({"cldr": babel.core.get_cldr_version(),
                  "headings": [heading(*question) for question in asked]}))
"""

# Day headings where the library keeps CLDR 42's form over CLDR 49's, by a native-level
# reader's choice: Norwegian writes the ordinal dot ("tirsdag 14. oktober"; CLDR 49's
# `MMMMEd` alone dropped it), Vietnamese separates month and year ("21 tháng 10, 2024").
KNOWN_HEADING_DIFFERENCES = {"nb": "Norwegian's ordinal dot", "vi": "Vietnamese's comma"}

# Times where the library keeps CLDR 42's form, by a native-level reader's choice: Thai
# chat apps show "14:42" under a bubble, where CLDR 49's short time is the formal
# "14:42 น.".
KNOWN_TIME_DIFFERENCES = {"th": "Thai without น."}


def newer_cldr_headings(asked):
    """The headings of (locale, skeleton or "today"/"yesterday", ISO date) in the CLDR of
    the pinned Babel, Gregorian only."""
    result = subprocess.run(["python3", "-c", BABEL_HEADINGS], input=json.dumps(asked).encode(),
                            capture_output=True, check=True)
    answer = json.loads(result.stdout)
    return answer["cldr"], answer["headings"]


DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def shown_hour(text):
    """The hour a time shows: its first run of digits, in Latin digits."""
    digits = ""
    for character in text.translate(DIGITS):
        if character.isdigit():
            digits += character
        elif digits:
            break
    return digits


def hour_cycles(failures):
    checked = 0
    times = [(0, 5), (12, 5), (14, 42)]
    messages = [{
        "id": f"h{hour}", "sender": "alice", "text": "Hi", "state": "read",
        "createdAt": NOW.replace(hour=hour, minute=minute).isoformat().replace("+00:00", "Z")}
        for hour, minute in times]
    for language in SPOKEN:
        for cycle in ("h11", "h12", "h23"):
            document = run(f"{language}-u-hc-{cycle}", messages)
            locale = icu.Locale(f"{language.replace('-', '_')}@hours={cycle}")
            pattern = icu.DateTimePatternGenerator.createInstance(locale).getBestPattern("jmm")
            for bubble in document["bubbles"]:
                when = datetime.fromisoformat(bubble["instant"].replace("Z", "+00:00"))
                expected = icu_format(locale, pattern, when, False)
                actual = bubble["timestamp"]
                checked += 1
                same = (actual == expected if language == "ja"
                        else shown_hour(actual) == shown_hour(expected))
                if not same:
                    failures.append(
                        f"{language}-u-hc-{cycle}: time {actual!r}, ICU {expected!r} ({pattern})")
    # The app's own 12-hour setting counts hours as the language does (ja: `hmm` is aK:mm).
    document = run("ja", messages, hour_cycle="h12")
    locale = icu.Locale("ja")
    pattern = icu.DateTimePatternGenerator.createInstance(locale).getBestPattern("hmm")
    for bubble in document["bubbles"]:
        when = datetime.fromisoformat(bubble["instant"].replace("Z", "+00:00"))
        expected = icu_format(locale, pattern, when, False)
        checked += 1
        if bubble["timestamp"] != expected:
            failures.append(f"ja, hourCycle h12: time {bubble['timestamp']!r}, ICU {expected!r}")
    return checked


# Languages whose plural categories changed between ICU 72's CLDR 42 and the CLDR 49 of
# Corpus/cldr-plurals.json (which PluralRuleTests holds the library to), with the counts.
KNOWN_PLURAL_DIFFERENCES = {"vi": [0, 1]}  # CLDR 49 added `one` for 0 and 1


def plural_categories(failures):
    """Every spoken language's plural category of 0–200 and 1,000,000, as the library's
    fixture has it (Babel's CLDR, which the Swift tests hold each rule to), against ICU."""
    corpus = json.load(open(pathlib.Path(__file__).resolve().parent.parent
                            / "Corpus/cldr-plurals.json", encoding="utf-8"))
    checked = 0
    for code in SPOKEN:
        rules = icu.PluralRules.forLocale(icu.Locale(code.replace("-", "_")))
        differing = []
        for count in list(range(0, 201)) + [1_000_000]:
            checked += 1
            if rules.select(count) != corpus[code]["samples"][str(count)]:
                differing.append(count)
        if differing != KNOWN_PLURAL_DIFFERENCES.get(code, []):
            failures.append(f"{code}: plural categories of {differing} differ from ICU's "
                            f"(known: {KNOWN_PLURAL_DIFFERENCES.get(code, [])})")
    return checked


# Names whose list needs Spanish "e" ("Ana e Isabel", "Ana e Hilda", but "Ana y Hielo"),
# and a Hebrew one: Hebrew "ו" takes a hyphen before a name in another script only.
READER_NAMES = ["Ana", "Isabel", "Olga", "Hilda", "Hielo", "Bo", "דנה"]


BABEL_LISTS = """
import json, sys
import babel, babel.lists
asked = json.load(sys.stdin)
print(json.dumps([babel.lists.format_list(names, locale=locale) for locale, names in asked]))
"""


# Languages whose lists ICU writes with a contextual conjunction that Babel does not
# implement (Spanish "y" before an /i/ sound is "e", Hebrew "ו" before a letter that is not
# Hebrew takes a hyphen): their lists are checked against ICU's alone.
CONTEXTUAL_LISTS = {"es": "Spanish e before i", "he": "Hebrew ו- before other scripts"}


def reader_lists(failures):
    """Each spoken language's list of two to four readers' names, as a read group
    message's label says them (`namedReaders`), in every region ICU knows for it, against
    ICU's list formatter; where ICU 72 and the pinned Babel's newer CLDR differ, against the
    newer (Hindi's "और" without a comma), but in CONTEXTUAL_LISTS' languages."""
    checked = 0
    ids = [f"u{index}" for index in range(len(READER_NAMES))]
    lists = [[0, 1], [0, 3], [0, 4], [2, 0, 1], [2, 5, 4], [5, 2, 0, 3], [1, 0], [0, 6],
             [6, 0, 1]]
    said = []
    for code in spoken_codes(BINARY):
        for locale_id in locales_of(code):
            messages = []
            for number, chosen in enumerate(lists):
                receipts = [{"id": ids[index], "at": f"2025-10-21T10:{10 + order:02d}:00Z"}
                            for order, index in enumerate(chosen)]
                messages.append({"id": f"m{number}", "sender": "me", "text": "Hi",
                                 "createdAt": "2025-10-21T10:00:00Z", "state": "read",
                                 "readBy": receipts})
            document = {"viewer": "me", "participants": ["me"] + ids,
                        "names": dict(zip(ids, READER_NAMES)),
                        "options": {"style": "receiptBadge", "locale": locale_id.replace("_", "-"),
                                    "namedReaders": 10},
                        "messages": messages}
            result = subprocess.run([BINARY, "render", "--format", "json"],
                                    input=json.dumps(document).encode(), capture_output=True,
                                    check=True)
            bubbles = json.loads(result.stdout)["bubbles"]
            formatter = icu.ListFormatter.createInstance(icu.Locale(locale_id))
            for bubble, chosen in zip(bubbles, lists):
                names = [READER_NAMES[index] for index in chosen]
                expected = formatter.format(names)
                # Labels isolate a name whose direction may differ from the label's (every
                # name in a right-to-left label, a Hebrew one in any label: U+2068 … U+2069;
                # the bidi oracle checks how it displays). ICU picks a connector by the
                # name's own first letter, so the list is compared without the isolates.
                spoken = bubble["accessibility"]["stateDescription"]
                spoken = spoken.replace("\u2068", "").replace("\u2069", "")
                checked += 1
                said.append((locale_id, names, spoken, expected))
    # Where ICU 72 and the pinned Babel's newer CLDR differ, the newer (Hindi's "और"
    # without a comma); elsewhere, and in languages with contextual conjunctions, ICU's.
    result = subprocess.run(
        ["python3", "-c", BABEL_LISTS],
        input=json.dumps([(locale_id, names) for locale_id, names, *_ in said]).encode(),
        capture_output=True, check=True)
    for (locale_id, names, spoken, expected), later in zip(said, json.loads(result.stdout)):
        source = "ICU"
        if later != expected and locale_id.split("_")[0] not in CONTEXTUAL_LISTS:
            expected, source = later, "CLDR 49"
        if expected not in spoken:
            failures.append(f"{locale_id}: readers {spoken!r}, {source}'s list {expected!r}")
    return checked


def in_digits_of(text, example):
    """`text`'s ASCII digits in the digits `example` uses (Babel writes dates in Latin
    digits whatever the locale's numbering system; the digits are checked against ICU)."""
    zero = next(iter(zeros(example) - {"0"}), None)
    if zero is None:
        return text
    return text.translate(str.maketrans("0123456789", "".join(chr(ord(zero) + n) for n in range(10))))


def compare_headings(headings, failures):
    """Each heading against the newer CLDR (the pinned Babel's) where it and ICU 72's differ,
    and against ICU's elsewhere; Thai and Persian headings, in calendars Babel does not
    write, against ICU's alone."""
    gregorian = [(locale_id, days, day) for locale_id, days, day, *_ in headings
                 if locale_id.split("_")[0] not in CALENDARS]
    cldr, newer = newer_cldr_headings(
        [(locale_id, heading_skeleton(locale_id, days, day), day.date().isoformat())
         for locale_id, days, day in gregorian])
    newer = dict(zip([(locale_id, days) for locale_id, days, _ in gregorian], newer))
    moved = kept = 0
    for locale_id, days, day, actual, expected in headings:
        source = "ICU"
        later = newer.get((locale_id, days))
        if later is not None:
            later = in_digits_of(later, expected)
            if later != expected:
                known = KNOWN_HEADING_DIFFERENCES.get(locale_id.split("_")[0])
                if known and actual == expected:
                    kept += 1
                    continue
                expected, source = later, f"CLDR {cldr}"
                moved += 1
        if actual != expected:
            failures.append(f"{locale_id} {day.date()}: heading {actual!r}, {source} {expected!r}")
    return len(headings), moved, kept


def upload_percents(failures):
    """Each spoken language's percent of an upload, as the indicator writes it and the
    label says it, against ICU's percent format."""
    checked = 0
    fractions = [0, 0.07, 0.4, 0.99]
    for code in SPOKEN:
        messages = [{"id": f"u{index}", "sender": "me", "createdAt": "2025-10-21T10:00:00Z",
                     "state": "sending", "attachment": "photo", "upload": {"fraction": fraction}}
                    for index, fraction in enumerate(fractions)]
        document = {"viewer": "me", "options": {"locale": code}, "messages": messages}
        result = subprocess.run([BINARY, "render", "--format", "json"],
                                input=json.dumps(document).encode(), capture_output=True,
                                check=True)
        formatter = icu.NumberFormat.createPercentInstance(icu.Locale(code.replace("-", "_")))
        for bubble, fraction in zip(json.loads(result.stdout)["bubbles"], fractions):
            expected = formatter.format(fraction)
            shown = bubble["status"]["upload"]["percentText"]
            checked += 1
            if shown != expected:
                failures.append(f"{code}: upload at {fraction} shows {shown!r}, ICU {expected!r}")
            elif not bubble["accessibility"]["stateDescription"].endswith(expected):
                failures.append(f"{code}: upload at {fraction} is not heard as {expected!r}")
    return checked


BABEL_REGIONS = """
import json, sys
from babel import localedata
spoken = set(json.load(sys.stdin))
print(json.dumps(sorted(locale for locale in localedata.locale_identifiers()
                        if locale.split("_")[0] in spoken)))
"""


def newer_regions(failures):
    """The regions of spoken languages that only the pinned Babel's newer CLDR knows
    (English in Estonia, Spain, Ukraine…, Chinese in Malaysia): every day heading and time
    of day against CLDR 49 alone, with the same kept forms as elsewhere."""
    languages = {code.split("-")[0] for code in SPOKEN}
    result = subprocess.run(["python3", "-c", BABEL_REGIONS],
                            input=json.dumps(sorted(languages)).encode(), capture_output=True,
                            check=True)
    known = set(AVAILABLE)
    scripts = {code.split("-")[1] for code in SPOKEN if "-" in code and len(code.split("-")[1]) == 4}
    regions = []
    for locale_id in json.loads(result.stdout):
        pieces = locale_id.split("_")
        # Scripts the library does not write (Deseret English, Polytonic Greek, Pinyin).
        if locale_id in known or any(len(piece) == 4 and piece not in scripts for piece in pieces):
            continue
        if pieces[-1].isalpha() and len(pieces[-1]) > 3:
            continue
        regions.append(locale_id)
    messages, hourly = thread_messages(), hourly_messages()
    asked, shown = [], []
    for locale_id in regions:
        document = run(locale_id.replace("_", "-"), messages)
        titles = {separator["date"]: separator["title"] for separator in document["separators"]}
        for days in DAYS_AGO:
            day = NOW - timedelta(days=days)
            asked.append((locale_id, heading_skeleton(locale_id, days, day),
                          day.date().isoformat()))
            shown.append(titles.get(day.strftime("%Y-%m-%d")))
    cldr, headings = newer_cldr_headings(asked)
    for (locale_id, _, date), actual, expected in zip(asked, shown, headings):
        if locale_id.split("_")[0] in KNOWN_HEADING_DIFFERENCES:
            continue
        if actual != expected:
            failures.append(f"{locale_id} {date}: heading {actual!r}, CLDR {cldr} {expected!r}")
    times, clocks = [], []
    for locale_id in regions:
        if locale_id.split("_")[0] in KNOWN_TIME_DIFFERENCES:
            continue
        for bubble in run(locale_id.replace("_", "-"), hourly)["bubbles"]:
            when = datetime.fromisoformat(bubble["instant"].replace("Z", "+00:00"))
            times.append((locale_id, when.hour, when.minute))
            clocks.append(bubble["timestamp"])
    cldr, expected_times = newer_cldr_times(times)
    for (locale_id, hour, minute), actual, expected in zip(times, clocks, expected_times):
        if plain_spaces(actual) != plain_spaces(expected):
            failures.append(f"{locale_id}: time {actual!r}, CLDR {cldr} {expected!r}")
    return regions, len(asked) + len(times)


def main():
    failures = []
    checked_clocks = checked_spoken_clocks = 0
    clocks = []
    headings = []
    messages = thread_messages()
    hourly = hourly_messages()
    for code in SPOKEN:
        for locale_id in locales_of(code):
            document = run(locale_id.replace("_", "-"), messages)
            # The time of day, whole: hour cycle, padding, separator, day-period words.
            locale = icu.Locale(locale_id)
            pattern = icu.DateTimePatternGenerator.createInstance(locale).getBestPattern("jmm")
            # Every hour of the day, for the day periods: in every region.
            hours = run(locale_id.replace("_", "-"), hourly)["bubbles"]
            for bubble in hours:
                when = datetime.fromisoformat(bubble["instant"].replace("Z", "+00:00"))
                expected = plain_spaces(icu_format(locale, pattern, when, False))
                checked_spoken_clocks += 1
                clocks.append((locale_id, when, bubble["timestamp"], expected, pattern))
            titles = {separator["date"]: separator["title"] for separator in document["separators"]}
            for days in DAYS_AGO:
                day = NOW - timedelta(days=days)
                date = day.strftime("%Y-%m-%d")
                headings.append((locale_id, days, day, titles.get(date),
                                 expected_heading(locale_id, days, day)))
    for locale_id in OTHER:
        document = run(locale_id.replace("_", "-"), messages)
        locale = icu.Locale(locale_id)
        pattern = icu.DateTimePatternGenerator.createInstance(locale).getBestPattern("jmm")
        twenty_four = "H" in pattern or "k" in pattern
        for bubble in document["bubbles"][:2]:
            when = datetime.fromisoformat(bubble["instant"].replace("Z", "+00:00"))
            actual = bubble["timestamp"]
            checked_clocks += 1
            if twenty_four:
                expected = icu_format(locale, pattern, when, False)
                ok = actual == expected
            else:
                # English's day periods, in the locale's digits.
                shown = icu_format(locale, pattern, when, False)
                expected = f"12-hour ({shown})"
                ok = actual.lower().endswith(("am", "pm")) and zeros(actual) == zeros(shown)
            if not ok:
                failures.append(f"{locale_id}: time {actual!r}, ICU {expected!r} ({pattern})")
    # Where ICU 72's CLDR 42 and the newer CLDR of the pinned Babel differ, the library must
    # write the newer (CLDR moved es-CR, es-PE… to 12-hour clocks); elsewhere ICU's.
    cldr, times = newer_cldr_times([(locale_id, when.hour, when.minute)
                                    for locale_id, when, *_ in clocks])
    newer = kept_times = 0
    for (locale_id, when, actual, expected, pattern), later in zip(clocks, times):
        later = plain_spaces(in_digits_of(later, expected))
        source = f"ICU ({pattern})"
        if later != expected:
            if (locale_id.split("_")[0] in KNOWN_TIME_DIFFERENCES
                    and plain_spaces(actual) == expected):
                kept_times += 1
                continue
            expected, source = later, f"CLDR {cldr}"
            newer += 1
        if plain_spaces(actual) != expected:
            failures.append(f"{locale_id}: time {actual!r}, {source} {expected!r}")
    checked_headings, newer_headings, kept = compare_headings(headings, failures)
    regions, checked_newer = newer_regions(failures)
    checked_cycles = hour_cycles(failures)
    checked_lists = reader_lists(failures)
    checked_plurals = plural_categories(failures)
    checked_percents = upload_percents(failures)
    for failure in failures:
        print("cldr-oracle: " + failure, file=sys.stderr)
    print(f"cldr-oracle: {checked_headings} day headings ({newer_headings} as CLDR 49 writes "
          f"them where ICU's CLDR 42 differs, {kept} kept as CLDR 42 wrote them by a native "
          f"reader's choice: {', '.join(KNOWN_HEADING_DIFFERENCES)}) and "
          f"{checked_spoken_clocks} times in "
          f"{len(SPOKEN)} languages and their regions ({newer} times as a newer CLDR writes "
          f"them where ICU's differs, {kept_times} kept as CLDR 42 wrote them: "
          f"{', '.join(KNOWN_TIME_DIFFERENCES)}), {checked_newer} headings and times in "
          f"{len(regions)} regions only CLDR 49 knows ({', '.join(regions)}), "
          f"{checked_clocks} times in {len(OTHER)} "
          f"other locales, {checked_cycles} "
          f"times under -u-hc- keywords and an app's 12-hour setting, {checked_lists} lists of "
          f"readers' names, {checked_plurals} plural categories, {checked_percents} upload "
          f"percents; "
          f"{len(failures)} failures (ICU {icu.ICU_VERSION}, Babel's CLDR 49)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
