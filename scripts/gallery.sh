#!/usr/bin/env bash
# Renders every control in every state that matters, in Adwaita, Adwaita dark, HighContrast
# and right to left, with GTK's cairo renderer on a private Xvfb: the scenes of
# Tests/GtkControlsTests/Gallery/GalleryScenes.swift, rendered by GoldenImageTests.
#   scripts/gallery.sh                  the gallery: docs/gallery/ (the pictures and README.md)
#                                       and each control's light and dark picture for its DocC
#                                       page (Sources/GtkControls/GtkControls.docc/Resources/Gallery/)
#   scripts/gallery.sh --update-golden  the golden-image test's references for this system's
#                                       GTK (Tests/Fixtures/golden/gtk-4.MINOR/); for GTK 4.18:
#                                       scripts/debian13.sh scripts/gallery.sh --update-golden
# What it writes is made anew each time, then optimised without loss by optipng.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "") mode=gallery; folders=(docs/gallery Sources/GtkControls/GtkControls.docc/Resources/Gallery) ;;
  --update-golden) mode=update; folders=("Tests/Fixtures/golden/gtk-$(pkg-config --modversion gtk4 | cut -d. -f1,2)") ;;
  *) echo "usage: scripts/gallery.sh [--update-golden]" >&2; exit 2 ;;
esac
scripts/install-deps.sh --gallery

swift build --build-tests
rm -rf "${folders[@]}"
# A throwaway home: GTK and AT-SPI write settings there.
export HOME="$(mktemp -d)"
trap 'rm -rf "$HOME"' EXIT
GTKCONTROLS_GOLDEN=$mode GSK_RENDERER=cairo G_DEBUG=fatal-criticals \
  scripts/with-display.sh swift test --skip-build --filter GoldenImageTests
find "${folders[@]}" -name '*.png' -print0 | xargs -0 -n 20 -P "$(nproc)" optipng -quiet -o2 -strip all
du -sh "${folders[@]}"
