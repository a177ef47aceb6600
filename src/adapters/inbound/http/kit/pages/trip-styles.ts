/** One colour per day (cycling after seven), each at least 4.5:1 on white for text and 3:1 for marks. */
const DAY_COLOURS = ['#1b5e9e', '#b03a2e', '#1e7a4c', '#7d3c98', '#a04e00', '#00707a', '#5d4037'];

const dayRules = DAY_COLOURS.map(
  (colour, d) =>
    `.pin.d${d}{fill:${colour}}.route.d${d}{stroke:${colour}}.swatch.d${d}{background:${colour}}.day.d${d}{border-left-color:${colour}}.day.d${d} .day-number{color:${colour}}`,
).join('\n');

/**
 * The trip view's stylesheet (trip page and MCP App): readable on phones and desktops, no web fonts,
 * no images of its own, a print layout. Inlined in both (the page's CSP allows it by its hash). The
 * MCP App's host may pass its own colours and fonts as the MCP Apps style variables, which these
 * custom properties fall back from.
 */
export const TRIP_STYLES = `
:root{--ink:var(--color-text-primary,#1d1d1f);--muted:var(--color-text-secondary,#555);--paper:var(--color-background-primary,#fff);
--panel:var(--color-background-secondary,#f4f1ec);--line:#d9d4cc;--accent:#1b5e9e;font-family:var(--font-sans,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif)}
*{box-sizing:border-box}
body{margin:0;color:var(--ink);background:var(--paper);line-height:1.5;font-size:1rem}
a{color:var(--accent)}
.hero,main,footer{max-width:56rem;margin:0 auto;padding:0 1rem}
.cover{margin:0 -1rem}
.cover img{display:block;width:100%;height:auto;max-height:22rem;object-fit:cover}
.cover figcaption{font-size:.8rem;color:var(--muted);padding:.25rem 1rem}
.intro{padding:1rem 0 .5rem}
h1{font-size:2rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.4rem;margin:2rem 0 .75rem;border-bottom:2px solid var(--line);padding-bottom:.25rem}
h3{font-size:1.15rem;margin:0 0 .5rem}
h4{font-size:1rem;margin:0}
p{margin:.25rem 0}
.facts{font-weight:600;color:var(--muted)}
.summary{font-size:1.1rem}
.muted{color:var(--muted)}
.tags{list-style:none;display:flex;flex-wrap:wrap;gap:.4rem;padding:0;margin:.5rem 0}
.tags li{background:var(--panel);border-radius:1rem;padding:.1rem .7rem;font-size:.85rem}
.map svg{width:100%;height:auto;display:block}
.ground{fill:#eef3f6;stroke:var(--line)}
.route{fill:none;stroke-width:2.5;stroke-linejoin:round;stroke-dasharray:6 4;opacity:.8}
.pin{stroke:#fff;stroke-width:2}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:.3rem 1rem;padding:0;margin:.5rem 0;font-size:.9rem}
.swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;margin-right:.35rem;vertical-align:-.05rem}
.travel ul{padding-left:1.2rem}
.travel li{margin:.35rem 0}
.day-list{list-style:none;padding:0;margin:0}
.day{border-left:.35rem solid var(--line);background:var(--panel);border-radius:.4rem;padding:.8rem 1rem;margin:0 0 1rem}
.day-number{font-weight:700}
.stops{list-style:none;padding:0;margin:.5rem 0 0}
.stop{display:grid;grid-template-columns:4rem 1fr;gap:.75rem;padding:.5rem 0;border-top:1px solid var(--line)}
.time{font-variant-numeric:tabular-nums;font-weight:600}
.note{font-style:italic}
footer{color:var(--muted);font-size:.9rem;padding-top:1rem;padding-bottom:2rem}
@media (max-width:30rem){h1{font-size:1.6rem}.stop{grid-template-columns:3.2rem 1fr;gap:.5rem}.day{padding:.6rem .7rem}}
@media print{body{font-size:11pt}.cover img{max-height:8cm}.day{break-inside:avoid;background:none;border:1px solid #999;border-left-width:4pt}
.map{break-inside:avoid}a{color:inherit;text-decoration:none}.stop{break-inside:avoid}h2{break-after:avoid}}
${dayRules}
`;
