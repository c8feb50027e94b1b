#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Renders every control in every state that matters, in Adwaita, Adwaita dark, HighContrast
# and right to left, with GTK's cairo renderer on a private Xvfb: the scenes of
# Tests/GtkControlsTests/Gallery/Scenes/ (a file per control), rendered by GoldenImageTests.
#   scripts/gallery.sh                  the gallery: docs/gallery/ (the pictures and README.md)
#                                       and each control's light and dark picture for its DocC
#                                       page (Sources/GtkControls/GtkControls.docc/Resources/Gallery/)
#   scripts/gallery.sh --update-golden  the golden-image test's references for this system's
#                                       GTK (Tests/Fixtures/golden/gtk-4.MINOR/); for GTK 4.18:
#                                       scripts/debian13.sh scripts/gallery.sh --update-golden
#   scripts/gallery.sh --libadwaita     the controls in a libadwaita window, light and dark with
#                                       the purple accent (docs/gallery/libadwaita/); made on
#                                       Debian 13 (libadwaita 1.7):
#                                       scripts/debian13.sh scripts/gallery.sh --libadwaita
#   scripts/gallery.sh --narrow         the demo's pages at a phone's width, 360 px, as the UI
#                                       test test_narrow shows them (docs/gallery/narrow/); the
#                                       index shows them from the next `make gallery`
# What it writes is optimised without loss by optipng.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "") mode=gallery; folders=(docs/gallery Sources/GtkControls/GtkControls.docc/Resources/Gallery) ;;
  --update-golden) mode=update; folders=("Tests/Fixtures/golden/gtk-$(pkg-config --modversion gtk4 | cut -d. -f1,2)") ;;
  --libadwaita) mode=libadwaita; folders=(docs/gallery/libadwaita) ;;
  --narrow) mode=narrow; folders=(docs/gallery/narrow) ;;
  *) echo "usage: scripts/gallery.sh [--update-golden | --libadwaita | --narrow]" >&2; exit 2 ;;
esac
scripts/install-deps.sh --gallery

swift build --build-tests
# What it writes is made anew; the libadwaita and narrow pictures, made by their own modes, stay.
for folder in "${folders[@]}"; do
  [[ ! -d "$folder" ]] || find "$folder" -mindepth 1 -maxdepth 1 ! -name libadwaita ! -name narrow -exec rm -rf {} +
done
# A throwaway home: GTK and AT-SPI write settings there.
export HOME="$(mktemp -d)"
trap 'rm -rf "$HOME"' EXIT
if [[ $mode == libadwaita ]]; then
  make --no-print-directory introspection CONFIG=debug
  mkdir -p docs/gallery/libadwaita
  for scheme in light dark; do
    GI_TYPELIB_PATH=.build/introspection/debug LD_LIBRARY_PATH=.build/introspection/debug \
      ADW_DEBUG_COLOR_SCHEME=prefer-$scheme ADW_DEBUG_ACCENT_COLOR=purple GSK_RENDERER=cairo \
      scripts/with-display.sh /usr/bin/python3 Tests/UITests/controls_in_libadwaita.py "$PWD/docs/gallery/libadwaita/$scheme.png"
  done
elif [[ $mode == narrow ]]; then
  swift build --product ControlsDemo
  export CONTROLS_DEMO="$(swift build --show-bin-path)/ControlsDemo"
  (cd Tests/UITests && GSK_RENDERER=cairo ../../scripts/with-display.sh /usr/bin/python3 -m unittest \
    test_narrow.NarrowWindowTest.test_every_page_at_a_phones_width)
  mkdir -p docs/gallery/narrow
  cp test-artifacts/narrow/*.png docs/gallery/narrow/
  "$CONTROLS_DEMO" --list-plugins | awk -F '\t' '$NF == "loaded" { print $1 "\t" $2 }' >docs/gallery/narrow/pages.txt
else
  GTKCONTROLS_GOLDEN=$mode GSK_RENDERER=cairo G_DEBUG=fatal-criticals \
    scripts/with-display.sh swift test --skip-build --filter GoldenImageTests
fi
find "${folders[@]}" -name '*.png' -print0 | xargs -0 -n 20 -P "$(nproc)" optipng -quiet -o2 -strip all
du -sh "${folders[@]}"
