#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# A long monkey run: seeded random pointer and keyboard input on every page of the demo on a
# private display. Prints the seed (a fresh one unless --seed or --known-seeds is given); a
# failure keeps a screenshot, the demo's stderr and the last 200 events sent in test-artifacts/.
#   scripts/monkey.sh [--seed N | --known-seeds] [--events-per-page N]
# --known-seeds runs every seed of Tests/Fixtures/monkey-seeds.txt, which must keep passing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
swift build --product ControlsDemo
export CONTROLS_DEMO="$(swift build --show-bin-path)/ControlsDemo" GDK_BACKEND=x11 GSK_RENDERER=cairo
scripts/with-display.sh /usr/bin/python3 Tests/UITests/monkey.py "$@"
