#!/usr/bin/env bash
# Rebuild the PWA / app icons in public/icons from the SVG sources in this folder.
# Requires: rsvg-convert (librsvg2-bin), optipng, pngquant (Debian packages).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$root/public/icons"
mkdir -p "$out"

render() { # src size dest [background]
  local src="$1" size="$2" dest="$3" bg="${4:-}"
  if [[ -n "$bg" ]]; then
    rsvg-convert -w "$size" -h "$size" -b "$bg" "$here/$src" -o "$dest.tmp.png"
  else
    rsvg-convert -w "$size" -h "$size" "$here/$src" -o "$dest.tmp.png"
  fi
  # Palette-quantise (lossy but visually identical for flat art), then lossless squeeze.
  if command -v pngquant >/dev/null; then
    pngquant --force --quality 85-100 --speed 1 --strip --output "$dest" "$dest.tmp.png" || cp "$dest.tmp.png" "$dest"
  else
    cp "$dest.tmp.png" "$dest"
  fi
  rm -f "$dest.tmp.png"
  if command -v optipng >/dev/null; then optipng -quiet -o7 -strip all "$dest"; fi
}

render icon.svg 192 "$out/icon-192.png"
render icon.svg 512 "$out/icon-512.png"
render maskable.svg 512 "$out/maskable-512.png" "#0f5e6e"
render apple-touch-icon.svg 180 "$out/apple-touch-icon.png" "#0f5e6e"

# apple-touch-icon must not carry an alpha channel. It is rendered on an opaque
# background, so pngquant/optipng reduce it to palette / RGB without alpha; if the
# PNG still has an alpha channel, flatten it with ffmpeg.
if file "$out/apple-touch-icon.png" | grep -q -- "RGBA\|GA,"; then
  ffmpeg -loglevel error -y -i "$out/apple-touch-icon.png" -pix_fmt rgb24 "$out/apple-touch-icon.flat.png"
  mv "$out/apple-touch-icon.flat.png" "$out/apple-touch-icon.png"
  command -v optipng >/dev/null && optipng -quiet -o7 -strip all "$out/apple-touch-icon.png"
fi

file "$out"/*.png
ls -l "$out"
