import MessageStatusKit

extension HTMLRenderer {
  /// The page's CSS: palette variables for every variant, layout, motion.
  ///
  /// Colours are CSS custom properties named after the tokens (`--msk-accent`), with values
  /// from the palette: light by default, dark under `prefers-color-scheme: dark`, the
  /// increased-contrast columns under `prefers-contrast: more`, and any variant pinned with
  /// `data-palette="dark"` on an element (which still takes its increased-contrast column
  /// under `prefers-contrast: more`). Under `prefers-reduced-motion` each status plays
  /// its transition's reduced variant (custom properties set per element; see
  /// `writeAnimation`), and CSS transitions are off.
  func stylesheet() -> String {
    var css = ":root{color-scheme:light dark;" + variables(.light) + "}\n"
    css += "@media (prefers-color-scheme:dark){:root{" + variables(.dark) + "}}\n"
    css += "@media (prefers-contrast:more){:root{" + variables(.lightIncreasedContrast) + "}}\n"
    css +=
      "@media (prefers-contrast:more) and (prefers-color-scheme:dark){:root{"
      + variables(.darkIncreasedContrast) + "}}\n"
    for variant in PaletteVariant.allCases {
      let scheme = variant.appearance == .dark ? "dark" : "light"
      css +=
        "[data-palette=\"\(variant.rawValue)\"]{color-scheme:\(scheme);" + variables(variant)
        + "}\n"
    }
    // A pinned appearance still follows the reader's contrast setting.
    css +=
      "@media (prefers-contrast:more){[data-palette=\"light\"]{"
      + variables(.lightIncreasedContrast) + "}[data-palette=\"dark\"]{"
      + variables(.darkIncreasedContrast) + "}}\n"
    css += Self.sharedStylesheet
    return css
  }

  /// The part of every page's stylesheet that no palette, option or bubble changes.
  ///
  /// The layout, the symbols' strokes and the colour tokens' classes. It comes last in
  /// ``stylesheet()``, and nothing before it sets what it sets, so a page may load it as
  /// a file of its own ahead of the rest (HTML goldens link one such file, so that a
  /// change of a rule is one reviewed diff).
  package static let sharedStylesheet: String =
    layout
    + ".symbol{flex:none;fill:none;stroke:currentColor;stroke-width:"
    + "\(SymbolDrawing.strokeWidth);stroke-linecap:round;stroke-linejoin:round}\n"
    + ".badge .symbol{stroke-width:\(SymbolDrawing.badgeStrokeWidth)}\n" + tokenRules

  private func variables(_ variant: PaletteVariant) -> String {
    ColorToken.allCases.map {
      "--msk-\($0.rawValue):\(palette.color($0, in: variant).hexString);"
    }.joined()
  }

  private static let layout = """
    *,*::before,*::after{box-sizing:border-box}
    body{margin:0;background:var(--msk-pageBackground);color:var(--msk-primaryText);\
    font:16px/1.35 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,\
    "Noto Color Emoji",sans-serif}
    main{max-width:84rem;margin:0 auto;padding:16px}
    main>h1{font-size:1.5rem;margin:8px 0 16px;word-break:auto-phrase}
    main>.thread{max-width:40rem;margin:0 auto}
    .sections{display:grid;align-items:start;gap:0 24px;\
    grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
    section{margin:0 0 24px;padding:1px 12px 12px;border-radius:12px;min-width:0}
    section>h2{font-size:1.1rem;margin:24px 0 12px;word-break:auto-phrase}
    [data-palette]{background:var(--msk-pageBackground);color:var(--msk-primaryText)}
    .thread{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:14px}
    .row{display:flex;flex-direction:column;min-width:0}
    .row.trailing{align-self:flex-end;align-items:flex-end}
    .row.leading{align-self:flex-start;align-items:flex-start}
    .row[data-run="first"]:not(:has(.actions,.status)),\
    .row[data-run="middle"]:not(:has(.actions,.status)){margin-bottom:-10px}
    .row[data-run="first"]:not(:has(.actions,.status))>.meta,\
    .row[data-run="middle"]:not(:has(.actions,.status))>.meta{display:none}
    .sender{margin:0 0 2px}
    .day{font-size:12px;font-weight:600;text-align:center;margin:22px auto 14px;\
    color:var(--msk-secondary)}
    main>.day{max-width:40rem}
    .bubble{position:relative;white-space:pre-wrap;overflow-wrap:anywhere;max-width:100%}
    .bubble[data-action]{cursor:pointer}
    .label{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;\
    clip-path:inset(50%);white-space:nowrap}
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
    .avatar{display:inline-flex;align-items:center;justify-content:center;min-width:18px;\
    height:18px;padding:0 3px;box-sizing:border-box;border-radius:9px;font-size:10px;\
    font-weight:600;background:var(--msk-secondary);color:var(--msk-pageBackground);\
    box-shadow:0 0 0 1.5px var(--msk-pageBackground)}
    .avatar+.avatar{margin-inline-start:-2px}
    .actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:6px}
    .row.trailing .actions{justify-content:flex-end}
    .actions button{font:inherit;font-size:14px;padding:6px 16px;min-height:44px;\
    white-space:nowrap;border-radius:22px;\
    border:1.5px solid var(--msk-accent);color:var(--msk-accent);\
    background:var(--msk-pageBackground);cursor:pointer}
    .actions button[data-destructive]{border-color:var(--msk-destructive);\
    color:var(--msk-destructive)}
    .actions button:focus-visible{outline:3px solid var(--msk-accent);outline-offset:2px}
    .transition{font-size:12px;margin:4px 0 0;color:var(--msk-secondary);\
    overflow-wrap:anywhere}
    .delivered{font-size:12px;margin-top:6px;color:var(--msk-secondary)}
    .delivered p{margin:0;font-weight:600}
    .delivered ul{margin:0;padding:0;list-style:none}
    @keyframes msk-scale{from{transform:scale(.4)}to{transform:scale(1)}}
    @keyframes msk-opacity{from{opacity:0}to{opacity:1}}
    @keyframes msk-numericText{from{transform:translateY(.6em);opacity:0}to{transform:none;opacity:1}}
    @media (forced-colors:active){.bubble,.badge,.avatar{outline:1px solid CanvasText;\
    outline-offset:-1px}.actions button[data-destructive]{border:4px double ButtonText}}
    @media (prefers-reduced-motion:reduce){*,*::before,*::after{transition:none!important}\
    .status{animation:var(--msk-status-reduced,none)}\
    .badge-count{animation:var(--msk-count-reduced,none)}}

    """
}
