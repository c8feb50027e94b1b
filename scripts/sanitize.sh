#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Runs the widget tests (the library's and the demo's) under AddressSanitizer (in its own build folder, .build-asan) on a
# private display. Leak reports are off: GTK, fontconfig and the AT-SPI bridge keep caches
# for the life of the process that LeakSanitizer would list; the live-object counts in the
# tests check this code's own lifetimes instead, and their RSS checks are skipped (the
# sanitizer's quarantine keeps freed memory resident).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
export GDK_BACKEND=x11 GSK_RENDERER=cairo G_DEBUG=fatal-criticals ASAN_OPTIONS=detect_leaks=0 GTKCONTROLS_SANITIZER=1
swift build --build-tests --sanitize=address --scratch-path .build-asan
# Two processes, as scripts/test.sh runs them: the demo's tests start libadwaita.
for tests in GtkControlsTests ControlsDemoKitTests; do
  scripts/with-display.sh swift test --skip-build --sanitize=address --scratch-path .build-asan --filter "$tests"
done
