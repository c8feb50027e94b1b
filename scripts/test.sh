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
on_display=(xvfb-run -a -s "-screen 0 1280x800x24 -nolisten tcp" dbus-run-session --)

echo "== core and widget tests (swift test) =="
"${on_display[@]}" swift test --skip-build 2>&1 | grep -v -e '^dbus-daemon\[' -e '^SpiRegistry daemon'
echo "== UI tests (AT-SPI and xdotool against ControlsDemo) =="
"${on_display[@]}" /usr/bin/python3 Tests/UITests/run.py 2>&1 | grep -v -e '^dbus-daemon\[' -e '^SpiRegistry daemon'
