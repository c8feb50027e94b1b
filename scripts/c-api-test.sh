#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Builds Tests/CAPITests/c_api_test.c against libGtkControlsC.so and gtkcontrols.h, as a C app
# would, and runs it (on a display: it makes widgets). Run after `swift build`.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build --show-bin-path)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
gcc -Wall -Werror -o "$out/c_api_test" Tests/CAPITests/c_api_test.c -ISources/GtkControlsC \
  $(pkg-config --cflags --libs gtk4) -L"$bin" -lGtkControlsC -Wl,-rpath,"$bin"
"$out/c_api_test"
