#!/usr/bin/env bash
# Runs every test: the headless core tests, the widget tests and the UI tests, the last two
# on a private Xvfb display with their own session D-Bus and AT-SPI bus. Installs what the
# tests need first. UI test failures leave screenshots and stderr logs in test-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test

swift build --build-tests
export CONTROLS_DEMO="$(swift build --show-bin-path)/ControlsDemo"
export GDK_BACKEND=x11 GSK_RENDERER=cairo G_DEBUG=fatal-criticals
# A throwaway home: GTK and AT-SPI write settings there.
export HOME="$(mktemp -d)"
trap 'rm -rf "$HOME"' EXIT

echo "== core and widget tests (swift test) =="
scripts/with-display.sh swift test --skip-build
echo "== UI tests (AT-SPI and xdotool against ControlsDemo) =="
scripts/with-display.sh /usr/bin/python3 Tests/UITests/run.py
