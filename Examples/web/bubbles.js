// A framework-free renderer for MessageStatusKit bubbles documents (schemaVersion 3).
//
// It draws and labels every bubble from the JSON alone: colours from the palette,
// symbols from their SVG paths, sizes from metrics, corners, row order, motion with its
// reduced variant, actions and labels. No Swift-side HTML is used.
//
// What every bubble shares (metrics, paletteVariant, language, layoutDirection and the
// label separator) is written once at the top level; a bubble writes its own only where
// it differs, and then its own wins.
//
//   MessageStatusWeb.render(documentObject, containerElement)
//   container.addEventListener("bubbleaction", e => e.detail)  // {bubbleID, action}
//   MessageStatusWeb.announce(bubble.transition.announcement)  // on a live update
//   MessageStatusWeb.playHaptic(bubble.transition.haptic)
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";

  /** `12px`; lengths in the document are pt, and 1 pt is 1 CSS px at 1x. */
  function px(points) {
    return `${points}px`;
  }

  /**
   * Text as HTML can carry it, the rule the library's HTML follows: CR and CRLF become LF;
   * C0 controls other than tab, line feed and form feed become their Control Pictures
   * (U+0000 -> U+2400), DEL becomes U+2421, and C1 controls and noncharacters become
   * U+FFFD. Every string the page shows or speaks goes through it.
   */
  function visible(text) {
    let result = "";
    for (const character of text.replace(/\r\n?/g, "\n")) {
      const value = character.codePointAt(0);
      if (value < 0x20 && value !== 0x09 && value !== 0x0a && value !== 0x0c) {
        result += String.fromCodePoint(0x2400 + value);
      } else if (value === 0x7f) {
        result += "\u2421";
      } else if ((value >= 0x80 && value <= 0x9f) || (value >= 0xfdd0 && value <= 0xfdef) || (value & 0xfffe) === 0xfffe) {
        result += "\ufffd";
      } else {
        result += character;
      }
    }
    return result;
  }

  function element(tag, attributes = {}, style = {}) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, visible(String(value)));
    Object.assign(node.style, style);
    return node;
  }

  function setText(node, text) {
    node.textContent = visible(text);
  }

  /** CSS for a type style: size, weight, line height, tabular digits. */
  function typeStyle(style) {
    const weights = { regular: "400", semibold: "600", bold: "700" };
    const css = {
      fontSize: px(style.pointSize),
      fontWeight: weights[style.weight],
      lineHeight: String(style.lineHeight),
    };
    if (style.tabularDigits) css.fontVariantNumeric = "tabular-nums";
    return css;
  }

  /** `var(--msk-accent)`: tokens are custom properties set from the palette. */
  function color(token) {
    return `var(--msk-${token})`;
  }

  /** The palette as custom properties: the system's column, or each bubble's own. */
  function paletteCSS(doc) {
    const column = (name) =>
      Object.entries(doc.palette[name])
        .map(([token, hex]) => `--msk-${token}:${hex};`)
        .join("");
    let css = "";
    if (doc.appearance === "system") {
      css += `:root{color-scheme:light dark;${column("light")}}\n`;
      css += `@media (prefers-color-scheme:dark){:root{${column("dark")}}}\n`;
      css += `@media (prefers-contrast:more){:root{${column("lightIncreasedContrast")}}}\n`;
      css += `@media (prefers-contrast:more) and (prefers-color-scheme:dark){:root{${column("darkIncreasedContrast")}}}\n`;
    } else {
      css += `:root{${column("light")}}\n`;
    }
    for (const name of Object.keys(doc.palette)) {
      const scheme = name.startsWith("dark") ? "dark" : "light";
      css += `[data-palette="${name}"]{color-scheme:${scheme};${column(name)}}\n`;
    }
    return css;
  }

  const LAYOUT_CSS = `
.msw{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  background:var(--msk-pageBackground);color:var(--msk-primaryText)}
.msw [data-palette]{background:var(--msk-pageBackground);color:var(--msk-primaryText)}
.msw .sections{display:grid;align-items:start;gap:0 24px;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.msw section{margin:0 0 24px;padding:1px 12px 12px;border-radius:12px;min-width:0}
.msw section>h2{font-size:1.1rem;margin:24px 0 12px}
.msw ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:14px}
.msw .row{display:flex;flex-direction:column;min-width:0}
.msw .row.trailing{align-self:flex-end;align-items:flex-end}
.msw .row.leading{align-self:flex-start;align-items:flex-start}
.msw .row[data-run="first"]:not(:has(.actions,.status)),.msw .row[data-run="middle"]:not(:has(.actions,.status)){margin-bottom:-10px}
.msw .row[data-run="first"]:not(:has(.actions,.status))>.meta,.msw .row[data-run="middle"]:not(:has(.actions,.status))>.meta{display:none}
.msw .day{font-size:12px;font-weight:600;text-align:center;margin:22px auto 14px}
.msw .bubble{position:relative;white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
.msw .bubble[data-action]{cursor:pointer}
@media (forced-colors:active){.msw .bubble,.msw .badge{outline:1px solid CanvasText;outline-offset:-1px}}
.msw .label{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.msw .attachment,.msw .text{display:block}
.msw .attachment{font-weight:600;display:flex;align-items:center;gap:6px}
.msw p.sender{margin:0 0 2px}
.msw .meta{display:flex;align-items:center}
.msw .status,.msw .badge{display:inline-flex;align-items:center}
.msw .badge{justify-content:center;gap:1px}
.msw .badge-count{display:inline-block}
.msw svg{flex:none}
.msw .actions{display:flex;gap:8px;margin-top:6px}
.msw .actions button{font:inherit;font-size:14px;padding:6px 14px;min-height:32px;border-radius:16px;
  border:1.5px solid var(--msk-accent);color:var(--msk-accent);background:var(--msk-pageBackground);cursor:pointer}
.msw .actions button.destructive{border-color:var(--msk-destructive);color:var(--msk-destructive)}
.msw .actions button:focus-visible{outline:3px solid var(--msk-accent);outline-offset:2px}
.msw .live{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@keyframes msw-scale{from{transform:scale(.4)}to{transform:scale(1)}}
@keyframes msw-opacity{from{opacity:0}to{opacity:1}}
@keyframes msw-numericText{from{transform:translateY(.6em);opacity:0}to{transform:none;opacity:1}}
`;

  /** One symbol as inline SVG, from the document's drawing of it. */
  function symbolSVG(doc, id, size, strokeWidthKey, leadingOffset) {
    const drawing = doc.symbols[id].svg;
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", drawing.viewBox);
    svg.setAttribute("fill", "none");
    svg.setAttribute("stroke", "currentColor");
    svg.setAttribute("stroke-width", String(drawing[strokeWidthKey]));
    svg.setAttribute("stroke-linecap", drawing.lineCap);
    svg.setAttribute("stroke-linejoin", drawing.lineJoin);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.setAttribute("data-symbol", id);
    svg.style.width = px(size);
    svg.style.height = px(size);
    if (leadingOffset !== 0) svg.style.marginInlineStart = px(leadingOffset);
    const paint = (value) =>
      value === "foreground" ? "currentColor" : value === "pageBackground" ? color("pageBackground") : "none";
    for (const path of drawing.paths) {
      const node = document.createElementNS(SVG, "path");
      node.setAttribute("d", path.d);
      node.style.fill = paint(path.fill);
      node.style.stroke = paint(path.stroke);
      svg.appendChild(node);
    }
    return svg;
  }

  /** The CSS animation for the effects of `motion` that move `target`, or "". */
  function animation(motion, target) {
    if (!motion.animated) return "";
    const curve = `cubic-bezier(${motion.curve.controlPoints.join(",")})`;
    return motion.effects
      .filter((effect) => effect.target === target)
      .map((effect) => `msw-${effect.name} ${motion.duration}s ${curve} both`)
      .join(",");
  }

  function reducedMotion() {
    return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  }

  /** The bubble's sizes and type styles: its own, or the document's. */
  function metricsOf(doc, bubble) {
    return bubble.metrics ?? doc.metrics;
  }

  /** The palette column the bubble was described for: its own, or the document's. */
  function paletteVariantOf(doc, bubble) {
    return bubble.paletteVariant ?? doc.paletteVariant;
  }

  /** The bubble's BCP 47 language: its own, or the document's. */
  function languageOf(doc, bubble) {
    return bubble.language ?? doc.language;
  }

  /** `rtl` or `ltr`: the HTML dir of a layoutDirection. */
  function dir(layoutDirection) {
    return layoutDirection === "rightToLeft" ? "rtl" : "ltr";
  }

  /** The bubble's layout direction as an HTML dir: its own, or the document's. */
  function dirOf(doc, bubble) {
    return dir(bubble.layoutDirection ?? doc.layoutDirection);
  }

  /**
   * What a screen reader hears at the bubble's one stop: contentLabel, then separator +
   * stateDescription (none for an incoming message, whose state is empty), then separator +
   * the time; the separator the bubble's own where it writes one, else the document's
   * labelSeparator.
   */
  function spokenText(doc, bubble) {
    const a = bubble.accessibility;
    const separator = a.separator ?? doc.labelSeparator;
    const label = a.stateDescription === "" ? a.contentLabel : a.contentLabel + separator + a.stateDescription;
    // The time as spoken: its own words where the label holds another time ("sent at
    // 10:47 AM" after "read at 10:52 AM"), else as shown.
    return label + separator + (a.timeLabel ?? bubble.timestamp);
  }

  /**
   * The radius of each corner, by logical side (Corners.swift): every corner is
   * cornerRadius, except where the bubble meets a neighbour of its run on its own
   * (alignment) side, which takes joinedCornerRadius: the top corner when a bubble of the
   * run comes before it (middle, last), the bottom one when one comes after (first,
   * middle). Outside a thread (null) and alone, nothing joins.
   */
  function corners(bubble, m) {
    const round = m.cornerRadius;
    const joined = m.joinedCornerRadius;
    const position = bubble.runPosition;
    const top = position === "middle" || position === "last" ? joined : round;
    const bottom = position === "first" || position === "middle" ? joined : round;
    return bubble.alignment === "trailing"
      ? { topLeading: round, topTrailing: top, bottomLeading: round, bottomTrailing: bottom }
      : { topLeading: top, topTrailing: round, bottomLeading: bottom, bottomTrailing: round };
  }

  /** Who read it: the first three initials, then how many more, as "seen by" stacks do. */
  function readerStack(doc, bubble) {
    const stack = element("span", { class: "readers" }, {
      display: "inline-flex", marginInlineStart: "6px",
    });
    const avatar = (text, first) => {
      const node = element("span", { class: "avatar" }, {
        display: "inline-flex", alignItems: "center", justifyContent: "center",
        minWidth: "18px", height: "18px", padding: "0 3px", boxSizing: "border-box",
        borderRadius: "9px", fontSize: "10px", fontWeight: "600",
        background: color("secondary"), color: color("pageBackground"),
        boxShadow: `0 0 0 1.5px ${color("pageBackground")}`,
        marginInlineStart: first ? "0" : "-4px",
      });
      setText(node, text);
      return node;
    };
    bubble.readers.slice(0, 3).forEach((reader, index) => {
      stack.appendChild(avatar(reader.initial, index === 0));
    });
    if (bubble.readers.length > 3) {
      const more = new Intl.NumberFormat(doc.language || "en").format(bubble.readers.length - 3);
      stack.appendChild(avatar(`+${more}`, false));
    }
    return stack;
  }

  /**
   * An upload's progress ring, in place of the indicator's symbols: a thin, faint full circle
   * (the track) under a thicker arc from the top, clockwise, over the fraction.
   */
  function uploadRing(doc, fraction, size) {
    const ring = "M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18";
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("fill", "none");
    svg.setAttribute("stroke", "currentColor");
    svg.setAttribute("stroke-width", String(doc.symbols.arrowUpCircle.svg.strokeWidth));
    svg.setAttribute("stroke-linecap", "round");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.style.width = px(size);
    svg.style.height = px(size);
    const track = document.createElementNS(SVG, "path");
    track.setAttribute("d", ring);
    track.setAttribute("stroke-width", "1");
    track.setAttribute("opacity", "0.4");
    const arc = document.createElementNS(SVG, "path");
    arc.setAttribute("d", ring);
    arc.setAttribute("pathLength", "100");
    // To a hundredth of a percent, as the library's page writes it.
    const dash = Math.round(Math.min(Math.max(fraction, 0), 1) * 10000) / 100;
    arc.setAttribute("stroke-dasharray", `${dash} 100`);
    svg.append(track, arc);
    return svg;
  }

  /** The status indicator: words, symbols in a row, or the badge. */
  function statusIndicator(doc, bubble) {
    const status = bubble.status;
    const m = metricsOf(doc, bubble);
    const content = status.content;
    const attributes = { class: "status", "data-state": status.state };
    if (status.pause) attributes["data-pause"] = status.pause;
    if (status.played) attributes["data-played"] = "true";
    if (status.upload) {
      attributes["data-upload"] = status.upload.fraction === null ? "unknown" : String(status.upload.fraction);
    }
    const node = element("span", attributes, typeStyle(m.status));
    const motion = reducedMotion() ? bubble.transition.reducedMotion : bubble.transition.motion;
    node.style.animation = animation(motion, "statusIndicator");
    // Drawn, not heard: the bubble's label says the state.
    node.setAttribute("aria-hidden", "true");
    if (content.kind === "text") {
      node.style.color = color(content.color);
      if (status.readInstant) {
        const time = element("time", { datetime: status.readInstant });
        setText(time, content.text);
        node.appendChild(time);
      } else {
        setText(node, content.text);
      }
      return node;
    }
    if (content.kind === "symbols" && status.upload && status.upload.fraction !== null) {
      node.style.color = color(content.color);
      node.appendChild(uploadRing(doc, status.upload.fraction, m.symbolSize));
      return node;
    }
    if (content.kind === "symbols") {
      node.style.color = color(content.color);
      content.symbols.forEach((id, index) => {
        let offset = 0;
        if (index > 0) {
          const overlap = doc.symbols[id].repeatOverlap;
          offset =
            content.symbols[index - 1] === id && overlap > 0
              ? -Math.round(overlap * m.symbolSize * 100) / 100
              : m.symbolSpacing;
        }
        node.appendChild(symbolSVG(doc, id, m.symbolSize, "strokeWidth", offset));
      });
      return node;
    }
    const badge = content.badge;
    const shape = element("span", { class: "badge" }, {
      height: px(m.badgeDiameter),
      minWidth: px(m.badgeDiameter),
      borderRadius: px(m.badgeDiameter / 2),
      padding: `0 ${px(m.badgePadding)}`,
      background: color(badge.background),
      color: color(badge.foreground),
      ...typeStyle(m.badge),
    });
    shape.appendChild(symbolSVG(doc, badge.symbol, m.badgeSymbolSize, "badgeStrokeWidth", 0));
    const count = element("span", { class: "badge-count" });
    setText(count, badge.text);
    count.style.animation = animation(motion, "badgeCount");
    shape.appendChild(count);
    node.appendChild(shape);
    return node;
  }


  /**
   * The bubble itself, one stop for a screen reader: its label, then its time, are its only
   * accessible text (what it draws is hidden). Its actions are the buttons after it, each
   * reachable once, so it is no button itself; a pointer still performs its default
   * action. `contentID` names the content for the actions.
   */
  function bubbleShape(doc, bubble, contentID, root) {
    const m = metricsOf(doc, bubble);
    const c = corners(bubble, m);
    const a = bubble.accessibility;
    const node = element("div", { class: "bubble" }, {
      background: color(bubble.background),
      color: color(bubble.foreground),
      ...typeStyle(m.body),
      borderStartStartRadius: px(c.topLeading),
      borderStartEndRadius: px(c.topTrailing),
      borderEndEndRadius: px(c.bottomTrailing),
      borderEndStartRadius: px(c.bottomLeading),
      padding: `${px(m.verticalPadding)} ${px(m.horizontalPadding)}`,
    });
    if (a.defaultAction) {
      node.setAttribute("data-action", a.defaultAction);
      node.addEventListener("click", () =>
        root.dispatchEvent(
          new CustomEvent("bubbleaction", { bubbles: true, detail: { bubbleID: bubble.id, action: a.defaultAction } })
        )
      );
    }
    if (bubble.actions.length > 0) {
      // Hidden, so that the spoken text stays one run (one stop); it describes the actions.
      const content = element("span", { id: contentID, hidden: "" });
      setText(content, a.contentLabel);
      node.appendChild(content);
    }
    const spoken = element("span", { class: "label" });
    setText(spoken, spokenText(doc, bubble));
    node.appendChild(spoken);
    if (bubble.attachment) {
      const attachment = element("span", { class: "attachment", "data-kind": bubble.attachment.kind, "aria-hidden": "true" });
      // Its symbol beside its name, 1.25 times the body's size.
      const size = m.body.pointSize * 1.25;
      attachment.appendChild(symbolSVG(doc, bubble.attachment.symbol, size, "strokeWidth", 0));
      attachment.appendChild(document.createTextNode(visible(bubble.attachment.label)));
      node.appendChild(attachment);
    }
    if (typeof bubble.emptyText === "string") {
      // Seen as heard: an empty bubble shows the words its label speaks ("Empty message", or
      // the app's own), as the description gives them.
      const empty = element("span", { class: "text", "aria-hidden": "true" }, { fontStyle: "italic" });
      setText(empty, bubble.emptyText);
      node.appendChild(empty);
    } else if (bubble.text !== "") {
      // A block of its own direction: English in an Arabic bubble starts at the left.
      const text = element("span", { class: "text", dir: "auto", "aria-hidden": "true" });
      setText(text, bubble.text);
      node.appendChild(text);
    }
    return node;
  }

  let contentCount = 0;

  /** One row: its parts in the document's layout order. */
  function row(doc, bubble, root) {
    const m = metricsOf(doc, bubble);
    const contentID = `web-c${++contentCount}`;
    const captionColor = color(doc.layout.captionColor);
    const item = element("li", { class: `row ${bubble.alignment}`, "data-id": bubble.id }, {
      maxWidth: `${Math.round(m.maxWidthFraction * 10000) / 100}%`,
    });
    if (doc.appearance === "asDescribed") item.setAttribute("data-palette", paletteVariantOf(doc, bubble));
    // A bubble in another language than the page's says so, and lays out its own way.
    if (languageOf(doc, bubble) !== doc.language) item.setAttribute("lang", languageOf(doc, bubble));
    if (dirOf(doc, bubble) !== dir(doc.layoutDirection)) item.setAttribute("dir", dirOf(doc, bubble));
    for (const part of doc.layout.row) {
      if (part === "senderName" && bubble.senderName !== null) {
        // Heard in the label; the name is isolated so that the paragraph keeps the row's
        // direction and its inset stays on the start side.
        const sender = element("p", { class: "sender", "aria-hidden": "true" }, {
          color: captionColor,
          ...typeStyle(m.sender),
          marginInlineStart: px(m.horizontalPadding),
        });
        const name = element("bdi");
        setText(name, bubble.senderName);
        sender.appendChild(name);
        item.appendChild(sender);
      } else if (part === "bubble") {
        item.appendChild(bubbleShape(doc, bubble, contentID, root));
      } else if (part === "statusRow") {
        // Heard at the bubble's stop: its label says the state, and the time follows it.
        const meta = element("div", { class: "meta", "aria-hidden": "true" }, {
          gap: px(m.timestampSpacing),
          marginTop: px(m.statusRowSpacing),
          ...typeStyle(m.timestamp),
        });
        for (const entry of doc.layout.statusRow) {
          if (entry === "timestamp") {
            const stamp = element("span", {}, { color: captionColor });
            if (typeof bubble.edited === "string") {
              // Before the time it qualifies: "Edited 10:42 AM" (the label says "edited").
              const edited = element("span", { class: "edited" });
              if (typeof bubble.editSync === "string") {
                edited.setAttribute("data-edit-sync", bubble.editSync);
              }
              setText(edited, bubble.edited);
              stamp.appendChild(edited);
              stamp.appendChild(document.createTextNode(" "));
            }
            const time = element("time", bubble.instant ? { datetime: bubble.instant } : {});
            setText(time, bubble.timestamp);
            stamp.appendChild(time);
            meta.appendChild(stamp);
          } else if (entry === "status" && bubble.status) {
            meta.appendChild(statusIndicator(doc, bubble));
          } else if (entry === "readers" && bubble.readers.length > 0) {
            meta.appendChild(readerStack(doc, bubble));
          }
        }
        item.appendChild(meta);
      } else if (part === "actions" && bubble.actions.length > 0) {
        const actions = element("div", { class: "actions" });
        for (const action of bubble.actions) {
          const button = element("button", { type: "button", "data-action": action.id, "aria-describedby": contentID });
          if (action.destructive) button.classList.add("destructive");
          setText(button, action.label);
          button.addEventListener("click", () =>
            root.dispatchEvent(
              new CustomEvent("bubbleaction", { bubbles: true, detail: { bubbleID: bubble.id, action: action.id } })
            )
          );
          actions.appendChild(button);
        }
        item.appendChild(actions);
      } else if (part === "deliveredTo" && bubble.deliveredTo) {
        item.appendChild(deliveredList(bubble.deliveredTo));
      }
    }
    return item;
  }

  /** A message-info list of who has it: the heading, then each name and when it arrived. */
  function deliveredList(delivered) {
    const node = element("div", { class: "delivered" }, {
      fontSize: "12px", marginTop: "6px", color: color("secondary"),
    });
    const heading = element("p", {}, { margin: "0", fontWeight: "600" });
    setText(heading, delivered.heading);
    node.appendChild(heading);
    const list = element("ul", {}, { margin: "0", padding: "0", listStyle: "none" });
    for (const person of delivered.recipients) {
      const item = element("li");
      const name = element("bdi");
      setText(name, person.name);
      item.appendChild(name);
      if (person.timestamp !== null) {
        item.appendChild(document.createTextNode(" "));
        const time = element("time", person.instant ? { datetime: person.instant } : {});
        setText(time, person.timestamp);
        item.appendChild(time);
      }
      list.appendChild(item);
    }
    node.appendChild(list);
    return node;
  }

  function dayHeading(separator) {
    const heading = element("h2", { class: "day" }, { color: color("secondary") });
    const time = element("time", { datetime: separator.date });
    setText(time, separator.title);
    heading.appendChild(time);
    return heading;
  }

  /**
   * `bubbles[start..<end]` as lists: a thread is a list per day, each after its day
   * heading.
   */
  function list(doc, start, end, root) {
    const nodes = document.createDocumentFragment();
    let ol = null;
    const separators = doc.separators || [];
    for (let index = start; index < end; index++) {
      for (const separator of separators) {
        if (separator.index !== index) continue;
        nodes.appendChild(dayHeading(separator));
        ol = null;
      }
      if (!ol) ol = nodes.appendChild(element("ol"));
      ol.appendChild(row(doc, doc.bubbles[index], root));
    }
    if (!ol && nodes.childNodes.length === 0) nodes.appendChild(element("ol"));
    return nodes;
  }

  /** Draws `doc` into `root`, replacing what was there. */
  function render(doc, root) {
    if (doc.schemaVersion !== 3) throw new Error(`unsupported schemaVersion ${doc.schemaVersion}`);
    const style = document.createElement("style");
    style.textContent = paletteCSS(doc) + LAYOUT_CSS;
    root.replaceChildren(style);
    root.classList.add("msw");
    // The document's shared values are null only when it has no bubbles.
    if (doc.bubbles.length > 0) {
      document.documentElement.lang = doc.language;
      document.documentElement.dir = dir(doc.layoutDirection);
      if (doc.appearance === "asDescribed") document.body.setAttribute("data-palette", doc.paletteVariant);
    }
    if (doc.sections) {
      const grid = element("div", { class: "sections" });
      doc.sections.forEach((section, number) => {
        const node = element("section");
        const firstOfSection = doc.bubbles[section.start];
        if (doc.appearance === "asDescribed" && firstOfSection) {
          node.setAttribute("data-palette", paletteVariantOf(doc, firstOfSection));
        }
        if (section.title !== null) {
          const heading = element("h2", { id: `web-section-${number + 1}` });
          setText(heading, section.title);
          node.setAttribute("aria-labelledby", heading.id);
          node.appendChild(heading);
        }
        node.appendChild(list(doc, section.start, section.start + section.count, root));
        grid.appendChild(node);
      });
      root.appendChild(grid);
    } else {
      root.appendChild(list(doc, 0, doc.bubbles.length, root));
    }
    for (const politeness of ["polite", "assertive"]) {
      root.appendChild(element("div", { class: "live", "aria-live": politeness, "data-live": politeness }));
    }
  }

  /** Speaks an announcement through the live region of its politeness. */
  function announce(announcement, root = document) {
    if (!announcement) return;
    const region = root.querySelector(`[data-live="${announcement.politeness}"]`);
    if (region) setText(region, announcement.text);
  }

  /** Plays a haptic by its neutral id, where the browser can vibrate. */
  function playHaptic(id) {
    const patterns = { confirm: 10, reject: [30, 40, 30] };
    if (id && navigator.vibrate) navigator.vibrate(patterns[id]);
  }

  window.MessageStatusWeb = { render, announce, playHaptic };

  // A page that carries its document in <script type="application/json" id="bubbles-data">
  // draws it into #bubbles.
  const data = document.getElementById("bubbles-data");
  const target = document.getElementById("bubbles");
  if (data && target) render(JSON.parse(data.textContent), target);
})();
