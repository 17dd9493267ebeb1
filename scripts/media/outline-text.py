#!/usr/bin/python3
"""Convert a line of text into a compact SVG <path> using an installed font.

Used to bake headlines and the wordmark into the hand-written SVGs so they
render identically in <img> tags everywhere (SVG images cannot load web
fonts). Requires Debian packages `fonts-inter` and `python3-fonttools`.

usage: outline-text.py TEXT --size PX --x X --y BASELINE
                       [--font Inter-Bold] [--fill #13294b] [--track -0.02]
                       [--anchor start|middle|end] [--width-only]
"""
import argparse
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/opentype/inter/"


def fmt(v):
    s = f"{v:.1f}".rstrip("0").rstrip(".")
    if s == "-0":
        s = "0"
    if s.startswith("0.") and len(s) > 2:
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def join(nums):
    out = ""
    for n in nums:
        t = fmt(n)
        if out and not t.startswith("-"):
            out += " "
        out += t
    return out


class RelPen(BasePen):
    """Pen emitting relative path commands, coordinates rounded to 0.1px."""

    def __init__(self, glyphset, scale, ox, oy):
        super().__init__(glyphset)
        self.s, self.ox, self.oy = scale, ox, oy
        self.d = []
        self.cur = (0.0, 0.0)  # rounded absolute position
        self.start = (0.0, 0.0)

    def _pt(self, p):
        return (round(self.ox + p[0] * self.s, 1), round(self.oy - p[1] * self.s, 1))

    def _rel(self, p):
        return (p[0] - self.cur[0], p[1] - self.cur[1])

    def _moveTo(self, p):
        q = self._pt(p)
        self.d.append(("M", [q[0], q[1]]))
        self.cur = self.start = q

    def _lineTo(self, p):
        q = self._pt(p)
        r = self._rel(q)
        if r[1] == 0:
            self.d.append(("h", [r[0]]))
        elif r[0] == 0:
            self.d.append(("v", [r[1]]))
        else:
            self.d.append(("l", [r[0], r[1]]))
        self.cur = q

    def _curveToOne(self, p1, p2, p3):
        a, b, c = self._pt(p1), self._pt(p2), self._pt(p3)
        x0, y0 = self.cur
        self.d.append(("c", [a[0] - x0, a[1] - y0, b[0] - x0, b[1] - y0, c[0] - x0, c[1] - y0]))
        self.cur = c

    def _qCurveToOne(self, p1, p2):
        a, c = self._pt(p1), self._pt(p2)
        x0, y0 = self.cur
        self.d.append(("q", [a[0] - x0, a[1] - y0, c[0] - x0, c[1] - y0]))
        self.cur = c

    def _closePath(self):
        self.d.append(("z", []))
        self.cur = self.start

    def text(self):
        out, last = [], None
        for cmd, nums in self.d:
            body = join(nums)
            if cmd == last and cmd not in "Mz":
                out.append((" " if body and not body.startswith("-") else "") + body)
            else:
                out.append(cmd + body)
            last = cmd
        return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("text")
    ap.add_argument("--size", type=float, required=True)
    ap.add_argument("--x", type=float, default=0)
    ap.add_argument("--y", type=float, default=0)
    ap.add_argument("--font", default="InterDisplay-Bold")
    ap.add_argument("--fill", default="#13294b")
    ap.add_argument("--track", type=float, default=0.0, help="letter spacing in em")
    ap.add_argument("--anchor", default="start", choices=["start", "middle", "end"])
    ap.add_argument("--width-only", action="store_true")
    a = ap.parse_args()

    font = TTFont(FONT_DIR + a.font + ".otf")
    upm = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    hmtx = font["hmtx"]
    gs = font.getGlyphSet()
    s = a.size / upm
    track = a.track * upm

    names = [cmap.get(ord(ch), ".notdef") for ch in a.text]
    width = sum(hmtx[n][0] + track for n in names) - track
    if a.width_only:
        print(round(width * s, 1))
        return
    x0 = a.x - {"start": 0, "middle": width * s / 2, "end": width * s}[a.anchor]
    pen = RelPen(gs, s, x0, a.y)
    adv = 0.0
    for n in names:
        pen.ox = x0 + adv * s
        gs[n].draw(pen)
        adv += hmtx[n][0] + track
    sys.stdout.write(f'<path fill="{a.fill}" d="{pen.text()}"/>')


if __name__ == "__main__":
    main()
