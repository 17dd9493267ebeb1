#!/usr/bin/python3
"""Render the frames of the about-us-1 loop as SVG (stdout: nothing; files to OUTDIR).

Every moving parameter is a periodic function of the loop phase, so the last
frame flows straight back into the first and the video loops seamlessly.
usage: video-frames.py OUTDIR [FPS] [SECONDS]
"""
import math
import os
import sys

W, H = 960, 540
out = sys.argv[1]
fps = int(sys.argv[2]) if len(sys.argv) > 2 else 25
secs = float(sys.argv[3]) if len(sys.argv) > 3 else 5
n = int(round(fps * secs))
TAU = 2 * math.pi
PAPER, CORAL, MINT = "#f7f5f0", "#e8604c", "#7fc4c4"


def hexring(cx, cy, r, rot, node, color, op):
    pts = [(cx + r * math.cos(rot + i * TAU / 6), cy + r * math.sin(rot + i * TAU / 6)) for i in range(6)]
    d = "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in pts) + "Z"
    s = f'<g opacity="{op}"><path d="{d}" fill="none" stroke="{color}" stroke-width="3"/>'
    # a side chain off one vertex
    x0, y0 = pts[0]
    x1, y1 = x0 + r * 0.9 * math.cos(rot), y0 + r * 0.9 * math.sin(rot)
    s += f'<path d="M{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}" stroke="{color}" stroke-width="3"/>'
    for i, (x, y) in enumerate(pts):
        s += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{node}" fill="{CORAL if i == 3 else color}"/>'
    s += f'<circle cx="{x1:.1f}" cy="{y1:.1f}" r="{node * 1.3:.1f}" fill="{MINT}"/></g>'
    return s


def chain(cx, cy, l, rot, node, color, op):
    a = [(-l, 0), (0, -l * 0.55), (l, 0), (l * 1.8, -l * 0.55)]
    c, s_ = math.cos(rot), math.sin(rot)
    pts = [(cx + x * c - y * s_, cy + x * s_ + y * c) for x, y in a]
    d = "M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in pts)
    s = f'<g opacity="{op}"><path d="{d}" fill="none" stroke="{color}" stroke-width="3" stroke-linejoin="round"/>'
    for i, (x, y) in enumerate(pts):
        s += f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{node * (1.4 if i == 1 else 1)}" fill="{CORAL if i == 1 else color}"/>'
    return s + "</g>"


def frame(k):
    p = TAU * k / n  # loop phase
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
             '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">'
             '<stop offset="0" stop-color="#0f5e6e"/><stop offset="1" stop-color="#13294b"/></linearGradient>'
             '<radialGradient id="glow"><stop offset="0" stop-color="#3a9aa6" stop-opacity=".55"/>'
             '<stop offset="1" stop-color="#3a9aa6" stop-opacity="0"/></radialGradient>'
             '<radialGradient id="warm"><stop offset="0" stop-color="#e8604c" stop-opacity=".28"/>'
             '<stop offset="1" stop-color="#e8604c" stop-opacity="0"/></radialGradient></defs>',
             f'<rect width="{W}" height="{H}" fill="url(#bg)"/>']
    # soft drifting glows
    parts.append(f'<circle cx="{250 + 40 * math.cos(p):.1f}" cy="{170 + 25 * math.sin(p):.1f}" r="300" fill="url(#glow)"/>')
    parts.append(f'<circle cx="{760 + 35 * math.sin(p):.1f}" cy="{400 + 30 * math.cos(p):.1f}" r="260" fill="url(#warm)"/>')
    # dotted orbit, slowly rotating
    parts.append(f'<circle cx="480" cy="270" r="210" fill="none" stroke="{PAPER}" stroke-opacity=".16" stroke-width="2" '
                 f'stroke-dasharray="2 14" stroke-linecap="round" transform="rotate({math.degrees(p) / 6:.2f} 480 270)"/>')
    # molecules: (builder, base x, base y, drift radius x/y, phase offset, size)
    parts.append(hexring(480 + 14 * math.sin(p), 270 + 10 * math.sin(2 * p), 72, p / 6 + 0.3, 9, PAPER, 0.92))
    parts.append(hexring(170 + 22 * math.cos(p + 1), 400 + 16 * math.sin(p + 1), 40, -p / 6 + 1.1, 6, PAPER, 0.55))
    parts.append(hexring(800 + 18 * math.sin(p + 2), 130 + 14 * math.cos(p + 2), 46, p / 6 + 0.7, 6.5, PAPER, 0.6))
    parts.append(chain(140 + 16 * math.sin(p + 0.5), 120 + 12 * math.cos(p + 0.5), 34, 0.25 + 0.12 * math.sin(p), 6, PAPER, 0.6))
    parts.append(chain(740 + 20 * math.cos(p + 3), 430 + 14 * math.sin(p + 3), 30, -0.3 + 0.12 * math.cos(p), 5.5, PAPER, 0.5))
    # floating particles
    for i, (bx, by, r) in enumerate([(60, 260, 4), (330, 70, 3), (620, 500, 4), (900, 300, 3), (420, 470, 3),
                                     (880, 500, 5), (40, 500, 3), (600, 60, 4), (300, 300, 2.5), (680, 230, 2.5)]):
        x = bx + 14 * math.sin(p + i * 1.7)
        y = by + 18 * math.cos(p + i * 2.3)
        op = 0.35 + 0.25 * math.sin(p + i)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{MINT if i % 3 else PAPER}" opacity="{op:.2f}"/>')
    parts.append("</svg>")
    return "".join(parts)


os.makedirs(out, exist_ok=True)
for k in range(n):
    with open(os.path.join(out, f"f{k:04d}.svg"), "w") as fh:
        fh.write(frame(k))
print(n)
