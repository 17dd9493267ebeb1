#!/usr/bin/env bash
# Build the about-us-1 looping background video (+ poster) for the demo seed.
#   server/seed/files/sections/about-us-1.mp4   H.264 yuv420p, faststart, no audio
#   server/seed/files/sections/about-us-1.webm  VP9, no audio
#   server/seed/files/sections/about-us-1-poster.jpg  first frame
# Requires: ffmpeg, rsvg-convert (librsvg2-bin), python3 (Debian packages).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/server/seed/files/sections"
fps=25
secs=5
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

/usr/bin/python3 "$here/video-frames.py" "$work" "$fps" "$secs" >/dev/null
for f in "$work"/f*.svg; do rsvg-convert "$f" -o "${f%.svg}.png"; done

in=(-framerate "$fps" -i "$work/f%04d.png")

ffmpeg -loglevel error -y "${in[@]}" -an \
  -c:v libx264 -preset veryslow -crf 23 -tune animation -pix_fmt yuv420p \
  -profile:v high -g $((fps * secs)) -movflags +faststart "$out/about-us-1.mp4"

ffmpeg -loglevel error -y "${in[@]}" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 1 \
  -pix_fmt yuv420p -g $((fps * secs)) -pass 1 -passlogfile "$work/vp9" -f null /dev/null
ffmpeg -loglevel error -y "${in[@]}" -an \
  -c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 1 \
  -pix_fmt yuv420p -g $((fps * secs)) -pass 2 -passlogfile "$work/vp9" "$out/about-us-1.webm"

ffmpeg -loglevel error -y -i "$work/f0000.png" -q:v 5 -frames:v 1 "$out/about-us-1-poster.jpg"

du -b "$out"/about-us-1*
