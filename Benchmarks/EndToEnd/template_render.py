#!/usr/bin/env python3
"""An equal-output template renderer for bubble-preview's HTML page.

Reads the presentation descriptions that `bubble-preview render --format json` writes
(schemaVersion 3) and writes the same bytes that `bubble-preview render --format html`
writes for the same input:

    python3 template_render.py DESCRIPTIONS.json OUT.html

It does only the templating step. Every word, colour, symbol, label and time comes from the
descriptions; nothing here decides a state or a phrase. What the descriptions do not carry is
the page's fixed markup (the stylesheet's layout rules, below) and the page title, which
bubble-preview takes from its own table of titles by the describer's language; this program
keeps the same table and looks it up by the document's `language`.

What every bubble shares (paletteVariant, language, layoutDirection, labelSeparator, metrics)
is written once at the document's top level, from the first bubble; a bubble carries one only
where its own differs. The page mirrors that: the stylesheet states the shared metrics once,
and a bubble with its own metrics writes them in `style` attributes.

Standard library only: json.load, one f-string template per element, and an escaping helper
with the Swift renderer's rules (HTMLEscaping.swift). The page is built as a list of strings
and written once.
"""
import json
import re
import sys

# The <title> and <h1> of a rendered page, by the describer's language (English otherwise).
PAGE_TITLES = {
    "es": "Burbujas de mensajes",
    "fr": "Bulles de messages",
    "de": "Nachrichtenblasen",
    "pt-BR": "Balões de mensagens",
    "ja": "メッセージの吹き出し",
    "ru": "Облачка сообщений",
    "ar": "فقاعات الرسائل",
}
DEFAULT_TITLE = "Message bubbles"

# The stylesheet after the palette variables; the same on every page.
LAYOUT_CSS = """\
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--msk-pageBackground);color:var(--msk-primaryText);font:16px/1.35 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Color Emoji",sans-serif}
main{max-width:84rem;margin:0 auto;padding:16px}
main>h1{font-size:1.5rem;margin:8px 0 16px;word-break:auto-phrase}
main>.thread{max-width:40rem;margin:0 auto}
.sections{display:grid;align-items:start;gap:0 24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
section{margin:0 0 24px;padding:1px 12px 12px;border-radius:12px;min-width:0}
section>h2{font-size:1.1rem;margin:24px 0 12px;word-break:auto-phrase}
[data-palette]{background:var(--msk-pageBackground);color:var(--msk-primaryText)}
.thread{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:14px}
.row{display:flex;flex-direction:column;min-width:0}
.row.trailing{align-self:flex-end;align-items:flex-end}
.row.leading{align-self:flex-start;align-items:flex-start}
.row[data-run="first"]:not(:has(.actions,.status)),.row[data-run="middle"]:not(:has(.actions,.status)){margin-bottom:-10px}
.row[data-run="first"]:not(:has(.actions,.status))>.meta,.row[data-run="middle"]:not(:has(.actions,.status))>.meta{display:none}
.sender{margin:0 0 2px}
.day{font-size:12px;font-weight:600;text-align:center;margin:22px auto 14px;color:var(--msk-secondary)}
main>.day{max-width:40rem}
.bubble{position:relative;white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
.bubble[data-action]{cursor:pointer}
.label{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.attachment,.text{display:block}
.attachment{font-weight:600;display:flex;align-items:center;gap:6px}
.attachment .symbol{width:1.25em;height:1.25em}
.empty{font-style:italic;font-synthesis:none}
.meta{display:flex;flex-wrap:wrap;align-items:center;row-gap:2px}
.meta>*{flex:none}
.row.trailing .meta{justify-content:flex-end}
.status{display:inline-flex;align-items:center;animation:var(--msk-status-motion,none)}
.symbols{position:absolute;width:0;height:0;overflow:hidden}
.sender,.timestamp{color:var(--msk-secondary)}
.badge{display:inline-flex;align-items:center;justify-content:center;gap:1px}
.badge-count{display:inline-block;animation:var(--msk-count-motion,none)}
.readers{display:inline-flex;margin-inline-start:6px}
.avatar{display:inline-flex;align-items:center;justify-content:center;min-width:18px;height:18px;padding:0 3px;box-sizing:border-box;border-radius:9px;font-size:10px;font-weight:600;background:var(--msk-secondary);color:var(--msk-pageBackground);box-shadow:0 0 0 1.5px var(--msk-pageBackground)}
.avatar+.avatar{margin-inline-start:-2px}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
.row.trailing .actions{justify-content:flex-end}
.actions button{font:inherit;font-size:14px;padding:6px 16px;min-height:44px;white-space:nowrap;border-radius:22px;border:1.5px solid var(--msk-accent);color:var(--msk-accent);background:var(--msk-pageBackground);cursor:pointer}
.actions button[data-destructive]{border-color:var(--msk-destructive);color:var(--msk-destructive)}
.actions button:focus-visible{outline:3px solid var(--msk-accent);outline-offset:2px}
.transition{font-size:12px;margin:4px 0 0;color:var(--msk-secondary);overflow-wrap:anywhere}
.delivered{font-size:12px;margin-top:6px;color:var(--msk-secondary)}
.delivered p{margin:0;font-weight:600}
.delivered ul{margin:0;padding:0;list-style:none}
@keyframes msk-scale{from{transform:scale(.4)}to{transform:scale(1)}}
@keyframes msk-opacity{from{opacity:0}to{opacity:1}}
@keyframes msk-numericText{from{transform:translateY(.6em);opacity:0}to{transform:none;opacity:1}}
@media (forced-colors:active){.bubble,.badge,.avatar{outline:1px solid CanvasText;outline-offset:-1px}.actions button[data-destructive]{border:4px double ButtonText}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition:none!important}.status{animation:var(--msk-status-reduced,none)}.badge-count{animation:var(--msk-count-reduced,none)}}
"""

FONT_WEIGHTS = {"regular": 400, "semibold": 600, "bold": 700}


# --- Escaping ------------------------------------------------------------------------------
#
# HTMLEscaping.swift: `&`, `<`, `>` (and in attributes `"` and `'`) become references; CR and
# CRLF become LF; C0 controls other than tab, LF and FF become their Control Pictures
# (U+2400 + code), DEL becomes U+2421; C1 controls and noncharacters become U+FFFD.

_NONCHARACTERS = [chr(plane << 16 | low) for plane in range(17) for low in (0xFFFE, 0xFFFF)]
_NONCHARACTERS += [chr(code) for code in range(0xFDD0, 0xFDF0)]

_TEXT_REPLACEMENTS = {"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "\n", "\r\n": "\n"}
_TEXT_REPLACEMENTS.update(
    (chr(code), chr(0x2400 + code))
    for code in range(0x20) if code not in (0x09, 0x0A, 0x0C, 0x0D))
_TEXT_REPLACEMENTS["\x7f"] = "\u2421"
_TEXT_REPLACEMENTS.update((chr(code), "\ufffd") for code in range(0x80, 0xA0))
_TEXT_REPLACEMENTS.update((char, "\ufffd") for char in _NONCHARACTERS)

_ATTRIBUTE_REPLACEMENTS = dict(_TEXT_REPLACEMENTS, **{'"': "&quot;", "'": "&#39;"})


def _pattern(replacements):
    singles = "".join(re.escape(char) for char in replacements if len(char) == 1)
    return re.compile("\r\n|[" + singles + "]")


_TEXT_SPECIAL = _pattern(_TEXT_REPLACEMENTS)
_ATTRIBUTE_SPECIAL = _pattern(_ATTRIBUTE_REPLACEMENTS)


def escape_text(value):
    """`value` escaped for HTML text content."""
    return _TEXT_SPECIAL.sub(lambda match: _TEXT_REPLACEMENTS[match.group()], value)


def escape_attribute(value):
    """`value` escaped for a double-quoted HTML attribute value."""
    return _ATTRIBUTE_SPECIAL.sub(lambda match: _ATTRIBUTE_REPLACEMENTS[match.group()], value)


# --- Numbers -------------------------------------------------------------------------------
#
# The JSON writes a non-finite number as null; the HTML writes such a length as 0, a line
# height as 1 and a width as 100%.

def swift_double(value):
    """A number as Swift's `String(Double)` spells it: `0.3`, `1.0`."""
    return repr(float(value))


def number(value):
    """Whole numbers below 10⁹ without a fraction (`12`), others as Swift spells them (`0.5`)."""
    if float(value).is_integer() and abs(value) < 1e9:
        return str(int(value))
    return swift_double(value)


def px(value):
    return "0" if value is None else number(value) + "px"


def swift_rounded(value):
    """Rounds half away from zero, as Swift's `rounded()` does (Python rounds half to even)."""
    whole = float(int(abs(value)))
    if abs(value) - whole >= 0.5:
        whole += 1
    return -whole if value < 0 else whole


def percent(fraction):
    """A fraction as a CSS percentage: 0.78 → 78%."""
    if fraction is None:
        return "100%"
    return number(swift_rounded(fraction * 10_000) / 100) + "%"


def type_style(style):
    """`;font-size:12px;font-weight:700;line-height:1` and maybe tabular digits."""
    css = f";font-size:{px(style['pointSize'])}"
    if style["weight"] != "regular":
        css += f";font-weight:{FONT_WEIGHTS[style['weight']]}"
    line_height = style["lineHeight"]
    css += f";line-height:{'1' if line_height is None else number(line_height)}"
    if style["tabularDigits"]:
        css += ";font-variant-numeric:tabular-nums"
    return css


def style_attribute(declarations):
    """` style="…"` for declarations written each after a `;` (the first `;` dropped), or
    nothing when there are none."""
    return f' style="{declarations[1:]}"' if declarations else ""


# --- Shared metrics ------------------------------------------------------------------------
#
# HTMLRenderer+SharedStyles.swift: the same declarations make the stylesheet's rules for the
# document's metrics and the `style` attributes of a bubble whose metrics differ.

def row_width(m):
    return f";max-width:{percent(m['maxWidthFraction'])}"


def sender_style(m):
    return f"{type_style(m['sender'])};margin-inline-start:{px(m['horizontalPadding'])}"


def bubble_style(m):
    """The bubble's type, round corners and padding."""
    return (
        f"{type_style(m['body'])};border-radius:{px(m['cornerRadius'])}"
        f";padding:{px(m['verticalPadding'])} {px(m['horizontalPadding'])}"
    )


def meta_style(m):
    """The status row's spacing and type."""
    return (
        f";gap:{px(m['timestampSpacing'])};margin-top:{px(m['statusRowSpacing'])}"
        f"{type_style(m['timestamp'])}"
    )


def symbol_size(size):
    return f";width:{px(size)};height:{px(size)}"


def badge_style(m):
    """One shape: a circle of the badge's diameter that grows into a capsule."""
    diameter = m["badgeDiameter"]
    return (
        f";height:{px(diameter)};min-width:{px(diameter)}"
        f";border-radius:{px(None if diameter is None else diameter / 2)}"
        f";padding:0 {px(m['badgePadding'])}{type_style(m['badge'])}"
    )


def shared_rules(m):
    """The stylesheet's rules for what every bubble of the page shares."""
    rules = (
        (".row", row_width(m)),
        (".sender", sender_style(m)),
        (".bubble", bubble_style(m)),
        (".meta", meta_style(m)),
        (".status", type_style(m["status"])),
        (".symbol", symbol_size(m["symbolSize"])),
        (".symbol+.symbol", f";margin-inline-start:{px(m['symbolSpacing'])}"),
        (".badge", badge_style(m)),
        (".badge .symbol", symbol_size(m["badgeSymbolSize"])),
    )
    return "".join(f"{selector}{{{declarations[1:]}}}\n" for selector, declarations in rules)


# --- Page ----------------------------------------------------------------------------------

def stylesheet(document):
    """Palette variables, the layout, symbol strokes, colour classes, shared metrics."""
    palette = document["palette"]

    def variables(variant):
        return "".join(f"--msk-{token}:{value};" for token, value in palette[variant].items())

    css = [
        f":root{{color-scheme:light dark;{variables('light')}}}\n",
        f"@media (prefers-color-scheme:dark){{:root{{{variables('dark')}}}}}\n",
        f"@media (prefers-contrast:more){{:root{{{variables('lightIncreasedContrast')}}}}}\n",
        "@media (prefers-contrast:more) and (prefers-color-scheme:dark){:root{"
        f"{variables('darkIncreasedContrast')}}}}}\n",
    ]
    for variant in palette:
        scheme = "dark" if variant.startswith("dark") else "light"
        css.append(f'[data-palette="{variant}"]{{color-scheme:{scheme};{variables(variant)}}}\n')
    # A pinned appearance still follows the reader's contrast setting.
    css.append(
        f'@media (prefers-contrast:more){{[data-palette="light"]{{'
        f'{variables("lightIncreasedContrast")}}}[data-palette="dark"]{{'
        f'{variables("darkIncreasedContrast")}}}}}\n')
    css.append(LAYOUT_CSS)
    # Every symbol has the same stroke widths (SymbolDrawing's), written as Swift spells them;
    # a document without symbols does not carry them, and the page still states them.
    drawing = next(iter(document["symbols"].values()), {"svg": SYMBOL_STROKES})["svg"]
    css.append(
        ".symbol{flex:none;fill:none;stroke:currentColor;stroke-width:"
        f"{swift_double(drawing['strokeWidth'])};stroke-linecap:round;stroke-linejoin:round}}\n"
        f".badge .symbol{{stroke-width:{swift_double(drawing['badgeStrokeWidth'])}}}\n")
    # A class per colour token, for backgrounds (fill-) and for text and symbols (ink-).
    for token in palette["light"]:
        css.append(
            f".fill-{token}{{background:var(--msk-{token})}}"
            f".ink-{token}{{color:var(--msk-{token})}}\n")
    if document["metrics"] is not None:
        css.append(shared_rules(document["metrics"]))
    return "".join(css)


SYMBOL_STROKES = {"strokeWidth": 2.2, "badgeStrokeWidth": 3.2}


def symbol_definitions(symbols):
    """The drawings of the symbols the document's bubbles draw, once, after the bubbles: an
    <svg> of <symbol>s that each status draws with <use>; nothing without symbols."""
    if not symbols:
        return ""
    out = ['<svg class="symbols" aria-hidden="true">']
    for name, symbol in symbols.items():
        drawing = symbol["svg"]
        out.append(f'<symbol id="msk-symbol-{name}" viewBox="{drawing["viewBox"]}">')
        for path in drawing["paths"]:
            extra = ""
            if path["fill"] == "foreground":
                extra += ' fill="currentColor"'
            if path["stroke"] is None:
                extra += ' stroke="none"'
            if path["fill"] == "pageBackground" or path["stroke"] == "pageBackground":
                extra += ' style="'
                if path["fill"] == "pageBackground":
                    extra += "fill:var(--msk-pageBackground);"
                if path["stroke"] == "pageBackground":
                    extra += "stroke:var(--msk-pageBackground)"
                extra += '"'
            out.append(f'<path d="{path["d"]}"{extra}/>')
        out.append("</symbol>")
    out.append("</svg>\n")
    return "".join(out)


def page_start(document, title, pinned):
    """Everything up to the <h1>: `lang`, `dir` and the pinned variant are the first
    bubble's, which the document writes at its top level (null without bubbles)."""
    language = document["language"]
    direction = "rtl" if document["layoutDirection"] == "rightToLeft" else "ltr"
    if title is None:
        title = DEFAULT_TITLE if language is None else PAGE_TITLES.get(language, DEFAULT_TITLE)
    palette_attribute = ""
    if pinned and document["paletteVariant"] is not None:
        palette_attribute = f' data-palette="{document["paletteVariant"]}"'
    return (
        f'<!DOCTYPE html>\n<html lang="{escape_attribute(language or "en")}" dir="{direction}">\n'
        '<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{escape_text(title)}</title>\n<style>\n{stylesheet(document)}"
        f"</style>\n</head>\n<body{palette_attribute}>\n"
        f"<main>\n<h1>{escape_text(title)}</h1>\n"
    )


PAGE_END = "</body>\n</html>\n"

# A page where something can be activated ends with the library's one script.
EVENT_SCRIPT = """\
<script>
document.addEventListener("click", function (event) {
  var target = event.target.closest("[data-action]");
  if (!target) return;
  var row = target.closest("[data-id]");
  target.dispatchEvent(new CustomEvent("bubbleaction", {bubbles: true,
    detail: {bubbleID: row ? row.dataset.id : null, action: target.dataset.action}}));
});
</script>
"""


def day_heading(separator):
    return (
        f'<h2 class="day"><time datetime="{escape_attribute(separator["date"])}">'
        f'{escape_text(separator["title"])}</time></h2>\n'
    )


# --- Symbols and the status indicator ------------------------------------------------------

def symbol_use(name, style):
    """Draws a symbol from its definition; `style` only where size or spacing is its own."""
    attribute = f' style="{style}"' if style else ""
    return f'<svg class="symbol"{attribute}><use href="#msk-symbol-{name}"/></svg>'


def leading_offsets(names, symbols, metrics):
    """Where each symbol starts after the one before: a repeated checkmark slides back."""
    offsets = []
    for index, name in enumerate(names):
        overlap = symbols[name]["repeatOverlap"]
        if index == 0:
            offsets.append(0)
        elif names[index - 1] == name and overlap > 0:
            size = metrics["symbolSize"]  # null stands for a non-finite size: so is this
            offsets.append(None if size is None else -swift_rounded(overlap * size * 100) / 100)
        else:
            offsets.append(metrics["symbolSpacing"])
    return offsets


def animation_css(transition):
    """The custom properties that play the transition, full and reduced, per target."""
    css = []
    for key, target, prop in (
        ("motion", "statusIndicator", "--msk-status-motion"),
        ("reducedMotion", "statusIndicator", "--msk-status-reduced"),
        ("motion", "badgeCount", "--msk-count-motion"),
        ("reducedMotion", "badgeCount", "--msk-count-reduced"),
    ):
        motion = transition[key]
        if not motion["animated"]:
            continue
        effects = [effect["name"] for effect in motion["effects"] if effect["target"] == target]
        if not effects:
            continue
        duration = motion["duration"]
        duration = swift_double(duration if duration is not None and duration >= 0 else 0)
        points = motion["curve"]["controlPoints"]
        curve = ",".join(number(0 if point is None else point) for point in points)
        plays = ",".join(
            f"msk-{effect} {duration}s cubic-bezier({curve}) both" for effect in effects)
        css.append(f";{prop}:{plays}")
    return "".join(css)


# An upload's ring: a circle of radius 9 from the top, clockwise (SymbolDrawing.ringPath).
RING = "M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18"


def status_indicator(status, m, own, transition, symbols):
    """The status: its colour as a class (a badge draws its own); type only when the bubble
    has its own metrics; the transition's custom properties."""
    content = status["content"]
    kind = content["kind"]
    ink = "" if kind == "badge" else f" ink-{content['color']}"
    declarations = (type_style(m["status"]) if own else "") + animation_css(transition)
    # Hidden with its row: the state is heard in the bubble's label.
    pause = f' data-pause="{status["pause"]}"' if status.get("pause") else ""
    if status.get("played"):
        pause += ' data-played="true"'
    upload = status.get("upload")
    if upload is not None:
        fraction = upload["fraction"]
        pause += f' data-upload="{"unknown" if fraction is None else number(fraction)}"'
    start = (
        f'<span class="status{ink}" data-state="{status["state"]}"{pause}'
        f"{style_attribute(declarations)}"
    )
    if kind == "text":
        text = escape_text(content["text"])
        if status["readInstant"] is not None:
            text = f'<time datetime="{escape_attribute(status["readInstant"])}">{text}</time>'
        return f"{start}>{text}</span>"

    start += ">"
    if kind == "symbols" and upload is not None and upload["fraction"] is not None:
        # The upload's ring in place of the symbols: a thin, faint track, and an arc over the
        # fraction (pathLength 100, so the dash is the percent).
        size = f' style="width:{px(m["symbolSize"])};height:{px(m["symbolSize"])}"' if own else ""
        dash = number(swift_rounded(min(max(upload["fraction"], 0), 1) * 10000) / 100)
        return (f'{start}<svg class="symbol" viewBox="0 0 24 24"{size}><path d="{RING}" '
                f'style="stroke-width:1;opacity:.4"/><path d="{RING}" pathLength="100" '
                f'style="stroke-dasharray:{dash} 100"/></svg></span>')
    if kind == "symbols":
        names = content["symbols"]
        offsets = leading_offsets(names, symbols, m)
        drawings = []
        for index, (name, offset) in enumerate(zip(names, offsets)):
            # The stylesheet sizes symbols and spaces them (`.symbol+.symbol`); a symbol
            # writes its size only for a bubble with its own metrics, and its offset then or
            # when it is not the spacing (a repeated checkmark's overlap).
            spacing = 0 if index == 0 else m["symbolSpacing"]
            style = ""
            if own:
                style += f"width:{px(m['symbolSize'])};height:{px(m['symbolSize'])};"
            if index > 0 and (own or offset != spacing):
                style += f"margin-inline-start:{px(offset)}"
            drawings.append(symbol_use(name, style))
        return f"{start}{''.join(drawings)}</span>"

    badge = content["badge"]
    size = f"width:{px(m['badgeSymbolSize'])};height:{px(m['badgeSymbolSize'])};" if own else ""
    return (
        f'{start}<span class="badge fill-{badge["background"]} ink-{badge["foreground"]}"'
        f'{style_attribute(badge_style(m) if own else "")}>'
        f'{symbol_use(badge["symbol"], size)}'
        f'<span class="badge-count">{escape_text(badge["text"])}</span></span></span>'
    )


# --- One bubble ----------------------------------------------------------------------------

def joined_corners_css(alignment, run_position, m):
    """Each corner whose radius is not the round one, as logical properties.

    Corners.swift: inside a run, the top corner on the bubble's side joins when a bubble of
    the run comes before it, the bottom one when one comes after."""
    round_radius, joined = m["cornerRadius"], m["joinedCornerRadius"]
    top = joined if run_position in ("middle", "last") else round_radius
    bottom = joined if run_position in ("first", "middle") else round_radius
    if alignment == "trailing":
        corners = (round_radius, top, bottom, round_radius)
    else:
        corners = (top, round_radius, round_radius, bottom)
    css = ""
    for prop, radius in zip(
        ("border-start-start-radius", "border-start-end-radius",
         "border-end-end-radius", "border-end-start-radius"),
        corners,
    ):
        if radius != round_radius:
            css += f";{prop}:{px(radius)}"
    return css


def animation_note(motion):
    effects = " + ".join(effect["name"] for effect in motion["effects"])
    return f"{effects}, {motion['curve']['name']} {swift_double(motion['duration'])} s"


def identifiers(text):
    """The transition's identifiers, isolated left to right on every page (LRI … PDI)."""
    return f"\u2066{text}\u2069"


def transition_note(transition):
    """The reviewer's caption; empty when nothing happens. The words are English's: the
    benchmark's documents are English (the library takes each language's own)."""
    motion, reduced = transition["motion"], transition["reducedMotion"]
    haptic, announcement = transition["haptic"], transition["announcement"]
    animated = motion["animated"] or reduced["animated"]
    if not animated and haptic is None and announcement is None:
        return ""
    parts = []
    if motion["animated"]:
        part = f"animation: {identifiers(animation_note(motion))}"
        if reduced != motion and reduced["animated"]:
            part += f" (reduced motion: {identifiers(animation_note(reduced))})"
        parts.append(part)
    if haptic is not None:
        parts.append(f"haptic: {identifiers(haptic)}")
    if announcement is not None:
        # The words are for the eye; a screen reader has just read the message.
        parts.append(
            f"announces ({announcement['politeness']})<span aria-hidden=\"true\">: "
            f"“\u2068{escape_text(announcement['text'])}\u2069”</span>")
    return f'<p class="transition" role="note">{" · ".join(parts)}</p>\n'


def row(bubble, index, document, pinned):
    """One <li>: sender, bubble, status row, actions, who has it, then the transition note.

    A bubble has its own metrics exactly when it carries `metrics` (the JSON writes them
    where they differ from the first bubble's, the same test the HTML renderer makes); only
    then does a row write sizes and type in `style` attributes. One stop per message: the
    label is the bubble's only accessible text, what it draws is hidden."""
    own = "metrics" in bubble
    m = bubble["metrics"] if own else document["metrics"]
    out = [
        f'<li class="row {bubble["alignment"]}" data-id="{escape_attribute(bubble["id"])}" '
        f'data-role="{bubble["role"]}"']
    if pinned:
        out.append(f' data-palette="{bubble.get("paletteVariant", document["paletteVariant"])}"')
    if bubble["runPosition"] is not None:
        out.append(f' data-run="{bubble["runPosition"]}"')
    out.append(f'{style_attribute(row_width(m) if own else "")}>\n')

    if bubble["senderName"] is not None:
        out.append(
            f'<p class="sender" aria-hidden="true"'
            f'{style_attribute(sender_style(m) if own else "")}>'
            f'<bdi>{escape_text(bubble["senderName"])}</bdi></p>\n')

    # One stop: the label (the content, then the state joined by the bubble's separator, or
    # else the document's), then the time; with actions, the content alone, hidden,
    # describes them.
    accessibility = bubble["accessibility"]
    separator = accessibility.get("separator", document["labelSeparator"])
    content_id = f"msk-c{index + 1}"
    content = escape_text(accessibility["contentLabel"])
    hidden = f'<span id="{content_id}" hidden>{content}</span>' if bubble["actions"] else ""
    label = content
    if accessibility["stateDescription"]:
        label += escape_text(separator) + escape_text(accessibility["stateDescription"])
    label += escape_text(separator) + escape_text(bubble["timestamp"])
    declarations = (bubble_style(m) if own else "") + joined_corners_css(
        bubble["alignment"], bubble["runPosition"], m)
    action = ""
    if accessibility["defaultAction"] is not None:
        action = f' data-action="{accessibility["defaultAction"]}"'
    out.append(
        f'<div class="bubble fill-{bubble["background"]} ink-{bubble["foreground"]}"{action}'
        f'{style_attribute(declarations)}>{hidden}<span class="label">{label}</span>')
    attachment = bubble["attachment"]
    if attachment is not None:
        out.append(
            f'<span class="attachment" data-kind="{attachment["kind"]}" aria-hidden="true">'
            f'<svg class="symbol"><use href="#msk-symbol-{attachment["symbol"]}"/></svg>'
            f'{escape_text(attachment["label"])}</span>')
    if attachment is None and not bubble["text"].strip():
        # An empty bubble shows the words its label speaks (English's: see the top).
        out.append('<span class="text empty" aria-hidden="true">Empty message</span>')
    elif bubble["text"]:
        out.append(
            f'<span class="text" dir="auto" aria-hidden="true">'
            f'{escape_text(bubble["text"])}</span>')
    out.append("</div>\n")

    timestamp = escape_text(bubble["timestamp"])
    if bubble["instant"] is not None:
        timestamp = f'<time datetime="{escape_attribute(bubble["instant"])}">{timestamp}</time>'
    out.append(
        f'<div class="meta" aria-hidden="true"{style_attribute(meta_style(m) if own else "")}>'
        f'<span class="timestamp">{timestamp}</span>')
    if bubble["status"] is not None:
        out.append(
            status_indicator(bubble["status"], m, own, bubble["transition"], document["symbols"]))
    readers = bubble["readers"]
    if readers:
        # The first three initials, then how many more (Latin digits: the benchmark's
        # documents are English).
        out.append('<span class="readers">')
        for reader in readers[:3]:
            out.append(f'<span class="avatar">{escape_text(reader["initial"])}</span>')
        if len(readers) > 3:
            out.append(f'<span class="avatar more">+{len(readers) - 3}</span>')
        out.append("</span>")
    out.append("</div>\n")

    if bubble["actions"]:
        out.append('<div class="actions">')
        for action in bubble["actions"]:
            destructive = ' data-destructive="true"' if action["destructive"] else ""
            out.append(
                f'<button type="button" data-action="{action["id"]}" '
                f'aria-describedby="{content_id}"{destructive}>'
                f'{escape_text(action["label"])}</button>')
        out.append("</div>\n")

    delivered = bubble.get("deliveredTo")
    if delivered is not None:
        # A message-info list: its heading, then each name with the time it reached them.
        out.append(f'<div class="delivered"><p>{escape_text(delivered["heading"])}</p><ul>')
        for person in delivered["recipients"]:
            time = ""
            if person["timestamp"] is not None:
                time = escape_text(person["timestamp"])
                if person["instant"] is not None:
                    time = f'<time datetime="{escape_attribute(person["instant"])}">{time}</time>'
                time = " " + time
            out.append(f'<li><bdi>{escape_text(person["name"])}</bdi>{time}</li>')
        out.append("</ul></div>\n")

    out.append(transition_note(bubble["transition"]))
    out.append("</li>\n")
    return "".join(out)


# --- The document --------------------------------------------------------------------------

def render_page(document, title=None):
    """The whole page for a descriptions document: a list, a thread or sections.

    `title` overrides the title looked up by language (for pages rendered with another one).
    """
    bubbles = document["bubbles"]
    pinned = document["appearance"] == "asDescribed"
    out = [page_start(document, title, pinned)]

    sections = document.get("sections")
    if sections is not None:
        out.append('<div class="sections">\n')
        for position, section in enumerate(sections, start=1):
            members = bubbles[section["start"]:section["start"] + section["count"]]
            out.append("<section")
            if section["title"] is not None:
                out.append(f' aria-labelledby="section-{position}"')
            if pinned and members:
                variant = members[0].get("paletteVariant", document["paletteVariant"])
                out.append(f' data-palette="{variant}"')
            out.append(">\n")
            if section["title"] is not None:
                out.append(f'<h2 id="section-{position}">{escape_text(section["title"])}</h2>\n')
            out.append('<ol class="thread">\n')
            out.extend(
                row(bubble, section["start"] + offset, document, pinned)
                for offset, bubble in enumerate(members))
            out.append("</ol>\n</section>\n")
        out.append("</div>\n")
    else:
        # A thread's day headings are <h2>s between one list per day.
        headings = {}
        for separator in document.get("separators") or []:
            headings.setdefault(separator["index"], []).append(day_heading(separator))
        state = {"open": False, "listed": False}

        def open_list():
            out.append('<ol class="thread">\n')
            state["open"] = state["listed"] = True

        def close_list():
            if state["open"]:
                out.append("</ol>\n")
                state["open"] = False

        def heading(text):
            close_list()
            out.append(text)
            open_list()

        for index, bubble in enumerate(bubbles):
            for text in headings.pop(index, ()):
                heading(text)
            if not state["open"]:
                open_list()
            out.append(row(bubble, index, document, pinned))
        for index in sorted(headings):  # headings after the last bubble
            for text in headings[index]:
                heading(text)
        if not state["listed"]:
            open_list()
        close_list()

    out.append(symbol_definitions(document["symbols"]))
    out.append("</main>\n")
    if any(bubble["actions"] or bubble["accessibility"]["role"] == "button" for bubble in bubbles):
        out.append(EVENT_SCRIPT)
    out.append(PAGE_END)
    return "".join(out)


def main(arguments):
    if len(arguments) != 2:
        sys.exit("usage: template_render.py DESCRIPTIONS.json OUT.html")
    source_path, target_path = arguments
    with open(source_path, encoding="utf-8") as source:
        document = json.load(source)
    page = render_page(document)
    with open(target_path, "w", encoding="utf-8", newline="") as target:
        target.write(page)


if __name__ == "__main__":
    main(sys.argv[1:])
