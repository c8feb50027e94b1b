#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Installs the Debian/Ubuntu packages GtkControls needs, if any are missing.
#   scripts/install-deps.sh            build and run the demo
#   scripts/install-deps.sh --install  also `make install`: g-ir-scanner, vapigen (valac) and patchelf
#   scripts/install-deps.sh --test     also that, and to run the tests under Xvfb, a headless mutter
#                                      (with Xwayland, for Orca, and pipewire for its screen cast,
#                                      which gives the pointer's coordinates and the screenshots) with
#                                      AT-SPI, the Orca screen reader for the spoken-output tests,
#                                      gjs and valac for the installed library's examples, and reuse
#                                      for the licence check
#   scripts/install-deps.sh --bench    also GTK's own programs for the benchmarks, and matplotlib for their charts
#   scripts/install-deps.sh --gallery  also optipng, for the gallery and golden images (scripts/gallery.sh)
# libsqlite3-dev (the same name on Debian 12 and 13) keeps the demo's meal plan; gettext's
# msgfmt compiles the translations during the build; `locales` has the locale sources from
# which the translation tests compile German and Arabic locales; libadwaita-1-dev builds the
# demo, a libadwaita app, and gir1.2-adw-1 lets a test show the controls in a libadwaita window
# from Python (the library itself never needs libadwaita).
# Uses sudo only when not root. Swift 6.0 or later must be on PATH: on Debian 13 and later,
# without one, Debian's own (apt swiftlang, Swift 6.0.3) is installed; elsewhere, install one
# from https://www.swift.org/install/linux/ first.
set -euo pipefail

packages=(pkg-config libgtk-4-dev libglib2.0-dev-bin libicu-dev libjson-glib-dev libsqlite3-dev libadwaita-1-dev adwaita-icon-theme librsvg2-common gettext)
if [[ "${1:-}" == "--install" || "${1:-}" == "--test" || "${1:-}" == "--bench" || "${1:-}" == "--gallery" ]]; then
  packages+=(make gcc gobject-introspection libgirepository1.0-dev valac patchelf)
fi
if [[ "${1:-}" == "--test" || "${1:-}" == "--bench" || "${1:-}" == "--gallery" ]]; then
  packages+=(xvfb xauth x11-utils dbus at-spi2-core xdotool python3-pyatspi imagemagick appstream desktop-file-utils libglib2.0-bin
             libgl1-mesa-dri e2fsprogs orca gir1.2-gtk-4.0 gir1.2-adw-1 python3-gi gjs locales reuse gdb
             metacity mutter xwayland pipewire wireplumber gstreamer1.0-pipewire gstreamer1.0-tools gstreamer1.0-plugins-base gstreamer1.0-plugins-good)
fi
if [[ "${1:-}" == "--bench" ]]; then
  packages+=(gtk-4-examples python3-matplotlib)
fi
if [[ "${1:-}" == "--gallery" ]]; then
  packages+=(optipng)
fi

if ! command -v swift >/dev/null 2>&1; then
  debian="$(. /etc/os-release && [[ "$ID" == debian ]] && echo "${VERSION_ID:-0}" || echo 0)"
  if [[ "$debian" -lt 13 ]]; then
    echo "error: swift is not on PATH; install Swift 6.0 or later from https://www.swift.org/install/linux/ first" >&2
    exit 1
  fi
  packages+=(swiftlang)
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo=()
[[ $(id -u) -eq 0 ]] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
