#!/bin/sh
# Draws the installed app's PNG icons in public/ from the two SVGs beside this script (ImageMagick): the round icon at
# 192, 512 and 180 px (the last on white, for iOS), and the maskable one, whose teal fills the whole square.
set -e
here=$(dirname "$0")
public="$here/../../public"
convert -background none -density 768 "$here/icon.svg" -resize 192x192 -depth 8 "PNG32:$public/icon-192.png"
convert -background none -density 768 "$here/icon.svg" -resize 512x512 -depth 8 "PNG32:$public/icon-512.png"
convert -background '#ffffff' -density 384 "$here/icon.svg" -resize 180x180 -flatten -depth 8 "PNG24:$public/apple-touch-icon.png"
convert -background none -density 768 "$here/icon-maskable.svg" -resize 512x512 -depth 8 "PNG32:$public/icon-maskable-512.png"
