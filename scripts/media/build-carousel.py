#!/usr/bin/python3
"""Build the home-page carousel banners (server/seed/files/carousel/*.svg).

The artwork below is hand-written SVG; this script only places it on the two
canvas sizes (large 1600x640, small 720x960) and bakes the headline text into
outlined paths (see outline-text.py) so the banners look identical on every
device. Re-run after editing:  scripts/media/build-carousel.py
"""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "server", "seed", "files", "carousel")

_spec = importlib.util.spec_from_file_location("ot", os.path.join(HERE, "outline-text.py"))
ot = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ot)

from fontTools.ttLib import TTFont  # noqa: E402

_fonts = {}


def outline(text, size, x, y, font="InterDisplay-Bold", fill="#13294b", track=0.0):
    if font not in _fonts:
        f = TTFont(ot.FONT_DIR + font + ".otf")
        _fonts[font] = (f, f.getGlyphSet(), f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm)
    f, gs, cmap, hmtx, upm = _fonts[font]
    s = size / upm
    pen = ot.RelPen(gs, s, x, y)
    adv, width = 0.0, 0.0
    for ch in text:
        n = cmap.get(ord(ch), ".notdef")
        pen.ox = x + adv * s
        gs[n].draw(pen)
        adv += hmtx[n][0] + track * upm
    width = (adv - track * upm) * s
    return f'<path fill="{fill}" d="{pen.text()}"/>', width


NAVY, TEAL, CORAL, PAPER = "#13294b", "#0f5e6e", "#e8604c", "#f7f5f0"
SUB = "#4a5b70"
FONT_STACK = "Inter,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"

# ---------------------------------------------------------------------------
# Illustrations, each drawn in a 600 x 460 box.
# ---------------------------------------------------------------------------

ART_JOURNALS = f"""
<circle cx="300" cy="235" r="212" fill="#e2eeee"/>
<circle cx="300" cy="235" r="250" fill="none" stroke="{TEAL}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>
<g transform="rotate(-11 240 250)"><rect x="128" y="110" width="190" height="262" rx="14" fill="{NAVY}"/><rect x="150" y="140" width="96" height="10" rx="5" fill="{PAPER}" opacity=".45"/><rect x="150" y="160" width="64" height="10" rx="5" fill="{PAPER}" opacity=".3"/></g>
<g transform="rotate(10 360 250)"><rect x="282" y="110" width="190" height="262" rx="14" fill="{CORAL}"/><rect x="304" y="140" width="96" height="10" rx="5" fill="#fff" opacity=".5"/></g>
<rect x="201" y="84" width="210" height="292" rx="16" fill="{NAVY}" opacity=".12"/>
<rect x="195" y="76" width="210" height="292" rx="16" fill="#fff"/>
<path d="M195 92a16 16 0 0 1 16-16h178a16 16 0 0 1 16 16v60H195z" fill="{TEAL}"/>
<g fill="none" stroke="#fff" stroke-width="3" opacity=".9"><path d="M226 122l18-10 18 10 18-10"/></g>
<g fill="#fff"><circle cx="226" cy="122" r="6"/><circle cx="244" cy="112" r="6"/><circle cx="262" cy="122" r="6" fill="{CORAL}"/><circle cx="280" cy="112" r="6"/></g>
<rect x="318" y="106" width="64" height="8" rx="4" fill="#fff" opacity=".55"/><rect x="318" y="122" width="44" height="8" rx="4" fill="#fff" opacity=".35"/>
<g fill="#d8e3e5"><rect x="219" y="176" width="150" height="10" rx="5"/><rect x="219" y="198" width="162" height="10" rx="5"/><rect x="219" y="220" width="128" height="10" rx="5"/><rect x="219" y="262" width="74" height="62" rx="8"/><rect x="305" y="264" width="76" height="8" rx="4"/><rect x="305" y="282" width="60" height="8" rx="4"/><rect x="305" y="300" width="70" height="8" rx="4"/><rect x="219" y="340" width="110" height="8" rx="4"/></g>
<path d="M225 308l14-16 12 10 14-20 14 26" fill="none" stroke="{TEAL}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="430" cy="300" r="70" fill="#fff" fill-opacity=".7" stroke="{NAVY}" stroke-width="16"/>
<path d="M481 351l46 46" stroke="{NAVY}" stroke-width="26" stroke-linecap="round"/>
<path d="M402 302l20 20 36-40" fill="none" stroke="{CORAL}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
<g fill="none" stroke="{TEAL}" stroke-width="4"><path d="M44 138l34-20 34 20M78 118V84"/></g>
<g fill="{TEAL}"><circle cx="44" cy="138" r="10"/><circle cx="78" cy="118" r="13" fill="{CORAL}"/><circle cx="112" cy="138" r="10"/><circle cx="78" cy="84" r="8"/></g>
<path d="M520 92v24M508 104h24" stroke="{CORAL}" stroke-width="5" stroke-linecap="round"/>
<circle cx="548" cy="178" r="7" fill="{TEAL}" opacity=".5"/>
<circle cx="72" cy="330" r="6" fill="{CORAL}" opacity=".7"/>
"""

ART_EXPERTS = f"""
<circle cx="300" cy="235" r="212" fill="#e2eeee"/>
<circle cx="300" cy="235" r="250" fill="none" stroke="{TEAL}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>
<g fill="none" stroke-width="5" stroke-linecap="round" opacity=".35"><path d="M480 40c-60 40 60 80 0 120s60 80 0 120 60 80 0 120" stroke="{TEAL}"/><path d="M480 40c60 40-60 80 0 120s-60 80 0 120-60 80 0 120" stroke="{CORAL}"/></g>
<g stroke="{NAVY}" stroke-width="3" opacity=".2"><path d="M466 70h28M462 130h36M466 190h28M462 250h36M466 310h28M462 370h36"/></g>
<path d="M96 96h238a26 26 0 0 1 26 26v104a26 26 0 0 1-26 26H170l-40 34v-34H96a26 26 0 0 1-26-26V122a26 26 0 0 1 26-26z" fill="{TEAL}"/>
<g fill="#fff"><rect x="102" y="132" width="200" height="12" rx="6" opacity=".95"/><rect x="102" y="160" width="226" height="12" rx="6" opacity=".7"/><rect x="102" y="188" width="150" height="12" rx="6" opacity=".7"/></g>
<path d="M260 258h204a24 24 0 0 1 24 24v82a24 24 0 0 1-24 24h-26v32l-36-32H260a24 24 0 0 1-24-24v-82a24 24 0 0 1 24-24z" fill="#fff"/>
<path d="M260 258h204a24 24 0 0 1 24 24v82a24 24 0 0 1-24 24h-26v32l-36-32H260a24 24 0 0 1-24-24v-82a24 24 0 0 1 24-24z" fill="none" stroke="{NAVY}" stroke-opacity=".1" stroke-width="2"/>
<g fill="#cfdcdf"><rect x="266" y="290" width="168" height="11" rx="5.5"/><rect x="266" y="314" width="190" height="11" rx="5.5"/><rect x="266" y="338" width="120" height="11" rx="5.5"/></g>
<circle cx="438" cy="344" r="14" fill="{CORAL}"/><path d="M431 344l5 5 9-10" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="58" cy="330" r="46" fill="{NAVY}"/><circle cx="58" cy="316" r="15" fill="{PAPER}"/><path d="M32 357a26 22 0 0 1 52 0" fill="{PAPER}"/>
<circle cx="540" cy="228" r="40" fill="{CORAL}"/><circle cx="540" cy="216" r="13" fill="#fff"/><path d="M517 252a23 19 0 0 1 46 0" fill="#fff"/>
<path d="M118 440c40-18 70 18 110 0s70-18 110 0" fill="none" stroke="{TEAL}" stroke-width="4" stroke-linecap="round" opacity=".4"/>
<path d="M556 110v22M545 121h22" stroke="{CORAL}" stroke-width="5" stroke-linecap="round"/>
<circle cx="40" cy="196" r="7" fill="{TEAL}" opacity=".5"/>
"""

ART_CAREER = f"""
<circle cx="300" cy="235" r="212" fill="#e2eeee"/>
<circle cx="300" cy="235" r="250" fill="none" stroke="{TEAL}" stroke-opacity=".25" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>
<circle cx="508" cy="92" r="52" fill="#fff"/>
<g fill="none" stroke="{TEAL}" stroke-width="4"><circle cx="508" cy="92" r="52"/><ellipse cx="508" cy="92" rx="22" ry="52"/><path d="M456 92h104M464 64h88M464 120h88"/></g>
<rect x="96" y="384" width="420" height="14" rx="7" fill="{NAVY}" opacity=".15"/>
<rect x="130" y="300" width="56" height="88" rx="10" fill="{TEAL}" opacity=".55"/>
<rect x="206" y="250" width="56" height="138" rx="10" fill="{TEAL}" opacity=".8"/>
<rect x="282" y="190" width="56" height="198" rx="10" fill="{TEAL}"/>
<rect x="358" y="236" width="56" height="152" rx="10" fill="{NAVY}"/>
<path d="M128 262l80-46 76-58 64 34 74-74" fill="none" stroke="{CORAL}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M392 118h30v30" fill="none" stroke="{CORAL}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<g fill="#fff" stroke="{CORAL}" stroke-width="5"><circle cx="208" cy="216" r="8"/><circle cx="284" cy="158" r="8"/><circle cx="348" cy="192" r="8"/></g>
<g transform="translate(448 226)"><rect x="-6" y="150" width="120" height="16" rx="8" fill="{NAVY}"/><path d="M40 150v-22h34v22" fill="{NAVY}"/><path d="M62 128a44 44 0 0 0-10-86" fill="none" stroke="{NAVY}" stroke-width="12" stroke-linecap="round"/><rect x="24" y="6" width="28" height="74" rx="8" fill="{TEAL}" transform="rotate(-24 38 43)"/><rect x="14" y="0" width="44" height="16" rx="6" fill="{NAVY}" transform="rotate(-24 36 8)"/><circle cx="62" cy="82" r="10" fill="{CORAL}"/></g>
<g transform="translate(6 300)"><rect x="0" y="60" width="110" height="24" rx="5" fill="{CORAL}"/><rect x="8" y="34" width="96" height="24" rx="5" fill="{NAVY}"/><rect x="-4" y="8" width="104" height="24" rx="5" fill="{TEAL}"/><g fill="#fff" opacity=".6"><rect x="12" y="18" width="50" height="4" rx="2"/><rect x="22" y="44" width="40" height="4" rx="2"/><rect x="14" y="70" width="56" height="4" rx="2"/></g></g>
<path d="M70 120v22M59 131h22" stroke="{CORAL}" stroke-width="5" stroke-linecap="round"/>
<circle cx="560" cy="330" r="7" fill="{TEAL}" opacity=".5"/>
"""

SLIDES = [
    dict(n=1, label="JOURNAL FINDER", lines=["Find the right", "journal"],
         small_lines=["Find the", "right journal"],
         sub="Match your manuscript to journals in your field.",
         sub_small=["Match your manuscript to", "journals in your field."],
         art=ART_JOURNALS),
    dict(n=2, label="CONNECT TO EXPERT", lines=["Meet subject", "experts"],
         small_lines=["Meet subject", "experts"],
         sub="Ask questions and get guidance from peers.",
         sub_small=["Ask questions and get", "guidance from peers."],
         art=ART_EXPERTS),
    dict(n=3, label="CAREERS & EVENTS", lines=["Grow your", "research career"],
         small_lines=["Grow your", "research", "career"],
         sub="Vacancies, events and templates in one place.",
         sub_small=["Vacancies, events and", "templates in one place."],
         art=ART_CAREER),
]

HEARTBEAT = "M0 {y}h{a}l18-34 20 64 18-52 14 22h{b}"


def pill(label, x, y, size):
    path, w = outline(label, size, 0, 0, font="Inter-Bold", fill=CORAL, track=0.08)
    padx, h = size * 1.1, size * 2.3
    bw = w + 2 * padx
    # shift the text path into place with a transform (cheaper than re-outlining)
    return (f'<rect x="{x}" y="{y}" width="{bw:.0f}" height="{h:.0f}" rx="{h / 2:.0f}" fill="#fbe4de"/>'
            f'<g transform="translate({x + padx:.1f} {y + h / 2 + size * 0.36:.1f})">{path}</g>')


def large(s):
    W, H = 1600, 640
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
             '<defs><pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse">'
             f'<circle cx="2" cy="2" r="2" fill="{TEAL}" opacity=".18"/></pattern>'
             '<linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f7f5f0"/>'
             '<stop offset="1" stop-color="#eef3f1"/></linearGradient></defs>',
             f'<rect width="{W}" height="{H}" fill="url(#g)"/>',
             f'<rect x="40" y="40" width="252" height="140" fill="url(#d)"/>',
             f'<path d="M1600 0v640H1020C900 560 880 420 960 300S1060 60 1020 0z" fill="#dcebea" opacity=".6"/>',
             f'<path d="M0 560h380l18-34 20 64 18-52 14 22h300" fill="none" stroke="{TEAL}" stroke-opacity=".2" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
             pill(s["label"], 120, 160, 15)]
    y = 292
    for i, line in enumerate(s["lines"]):
        p, _ = outline(line, 76, 118, y, fill=NAVY if i == 0 else TEAL, track=-0.015)
        parts.append(p)
        y += 88
    parts.append(f'<text x="120" y="{y - 12}" font-family="{FONT_STACK}" font-size="26" fill="{SUB}">{s["sub"]}</text>')
    parts.append(f'<rect x="120" y="{y + 30}" width="72" height="6" rx="3" fill="{CORAL}"/>'
                 f'<rect x="200" y="{y + 30}" width="16" height="6" rx="3" fill="{TEAL}" opacity=".5"/>')
    parts.append(f'<g transform="translate(880 90)">{s["art"].strip()}</g>')
    parts.append("</svg>")
    return "".join(p.strip().replace("\n", "") for p in parts) + "\n"


def small(s):
    W, H = 720, 960
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
             '<defs><pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse">'
             f'<circle cx="2" cy="2" r="2" fill="{TEAL}" opacity=".18"/></pattern>'
             '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f5f0"/>'
             '<stop offset="1" stop-color="#eef3f1"/></linearGradient></defs>',
             f'<rect width="{W}" height="{H}" fill="url(#g)"/>',
             f'<rect x="500" y="40" width="196" height="140" fill="url(#d)"/>',
             f'<path d="M0 960V560c120 60 260 40 380-10s260-60 340 0v410z" fill="#dcebea" opacity=".6"/>',
             pill(s["label"], 60, 80, 20)]
    y = 212
    for i, line in enumerate(s["small_lines"]):
        last = i == len(s["small_lines"]) - 1
        p, _ = outline(line, 62, 57, y, fill=TEAL if last else NAVY, track=-0.015)
        parts.append(p)
        y += 72
    y += 2
    for line in s["sub_small"]:
        parts.append(f'<text x="60" y="{y}" font-family="{FONT_STACK}" font-size="29" fill="{SUB}">{line}</text>')
        y += 40
    # art ring spans y -15..485 and x 50..550 of its box; fit it below the text
    top = y + 10
    k = min(1.0, (945 - top) / 500)
    parts.append(f'<g transform="translate({360 - 300 * k:.0f} {top + 15 * k:.0f}) scale({k:.3f})">{s["art"].strip()}</g>')
    parts.append("</svg>")
    return "".join(p.strip().replace("\n", "") for p in parts) + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for s in SLIDES:
        for kind, fn in (("large", large), ("small", small)):
            path = os.path.join(OUT, f"{kind}-{s['n']}.svg")
            with open(path, "w") as fh:
                fh.write(fn(s))
            print(f"{os.path.getsize(path):6d}  {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
