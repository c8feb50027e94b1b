#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# A long monkey run: seeded random pointer and keyboard input on every page of the demo on a
# private display: Xvfb with xdotool under a window manager (metacity), or with --mutter a
# headless mutter (GNOME's Wayland compositor) with real input through its remote desktop
# (Tests/UITests/real_input.py). Prints
# the seed (a fresh one unless --seed or --known-seeds is given); a seed sends the same events
# on both displays. A failure keeps a screenshot, the demo's stderr and the last 200 events
# sent in test-artifacts/. The demo draws with cairo unless GSK_RENDERER says otherwise.
#   scripts/monkey.sh [--mutter] [--seed N | --known-seeds] [--events-per-page N] [--page TITLE]
# --known-seeds runs every seed of Tests/Fixtures/monkey-seeds.txt, which must keep passing.
set -euo pipefail
cd "$(dirname "$0")/.."
display=()
if [[ "${1:-}" == "--mutter" ]]; then display=(--mutter); shift; fi
scripts/install-deps.sh --test
swift build --product ControlsDemo
export CONTROLS_DEMO="$(swift build --show-bin-path)/ControlsDemo" GSK_RENDERER="${GSK_RENDERER:-cairo}"
scripts/with-display.sh "${display[@]}" /usr/bin/python3 Tests/UITests/monkey.py "$@"
