#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Runs every test, on this machine's system and again inside a Debian 13 root (GTK 4.18, glibc
# 2.41, Orca 48, and Debian's own Swift 6.0.3, the oldest the package supports;
# scripts/debian13.sh makes and caches it): every file's licence (reuse lint); the headless
# core tests; the public
# API against its listing (api/) and the C API's generated files against their declarations; an
# app depending on GtkControls by version; the release tarball built, tested and installed
# where no .git is; short kill -9, full-disk and read-only tests of
# saving (these mount file systems: root); the widget tests on a private Xvfb under both of
# GTK's renderers (cairo and GL); the library installed
# into an empty prefix and used from C, Python, JavaScript and Vala; the UI tests, with a short
# monkey run, on Xvfb (cairo) and again under a headless mutter (GNOME's Wayland compositor) with
# real keys and pointer through its remote-desktop API and GTK's default renderer (GL on Mesa's
# llvmpipe; the monkey draws with cairo on both).
# Each display has its own session D-Bus and AT-SPI bus. Installs what the tests need first,
# runs every part even when one fails, and ends with each part's time. UI test failures leave
# screenshots and stderr logs in test-artifacts/ (test-artifacts/debian13/ for the Debian 13
# run).
#   scripts/test.sh              both systems
#   scripts/test.sh --here       this machine's system only
#   scripts/test.sh --debian13   the Debian 13 root only
set -euo pipefail
cd "$(dirname "$0")/.."
systems="${1:---both}"
case "$systems" in
  --both | --here | --debian13) ;;
  *) echo "usage: scripts/test.sh [--here | --debian13]" >&2; exit 2 ;;
esac
# On a Debian 13 machine, this machine's system is the second one.
if [[ "$systems" == --both ]] && grep -qx 'VERSION_ID="13"' /etc/os-release; then systems=--here; fi
if [[ "$systems" == --debian13 ]]; then exec scripts/debian13.sh scripts/test.sh --here; fi
scripts/install-deps.sh --test

export G_DEBUG=fatal-criticals
# A throwaway home: GTK and AT-SPI write settings there.
export HOME="$(mktemp -d)"
trap 'rm -rf "$HOME"' EXIT

times=()
failed=()
# part NAME COMMAND [ARG…]: runs and times one part of the tests.
part() {
  local name="$1" started=$SECONDS
  shift
  echo "== $name =="
  "$@" || failed+=("$name")
  times+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
}

echo "== $(swift --version 2>&1 | grep -m1 'Swift version') =="
part "licence: every file has one (reuse lint)" reuse lint
# The API docs and api/ are made with Swift 6.3 or later: Swift 6.0's DocC cannot combine the
# modules' documentation (it loses the standard library's symbols), and 6.0 prints some
# declarations differently for the same API (no SendableMetatype, no @Sendable on a main-actor
# closure), so an older Swift leaves those two parts to the first system's run.
swift_makes_docs=no
if swift --version 2>&1 | grep -qE 'Swift version (6\.([3-9]|[1-9][0-9])|[7-9])'; then swift_makes_docs=yes; fi
part "build" swift build --build-tests
if [[ ${#failed[@]} -eq 0 ]]; then
  export CONTROLS_DEMO="$(swift build --show-bin-path)/ControlsDemo"
  if [[ $swift_makes_docs == yes ]]; then
    part "API docs (make docs): no DocC warnings" make --no-print-directory docs
  else
    echo "== API docs and the API listing: made and checked by Swift 6.3 or later, not by this one =="
  fi
  part "core tests (headless)" swift test --skip-build --filter 'ControlCoreTests|SearchEngineTests|DemoDataTests'
  if [[ $swift_makes_docs == yes ]]; then
    part "public API listing up to date (make api-listing)" /usr/bin/python3 scripts/api-listing.py --check
  fi
  part "C API generated files up to date (make c-api)" "$(swift build --show-bin-path)/CAPIGenerator" --check
  part "GtkControls as a versioned package: a git URL and from: VERSION" scripts/package-version-test.sh
  part "release tarball (make dist) unpacked without .git: builds, core tests, installs; make release checks the changelog" \
    scripts/dist-test.sh
  part "kill -9 during saves, 50 kills (headless)" scripts/kill-during-save.py --kills=50 --strict
  part "saving on a full disk and on a file system gone read-only (headless)" \
    bash -c 'scripts/kill-during-save.py --disk-full && scripts/kill-during-save.py --read-only'
  # The library's widget tests and the demo's run as two processes: the demo's start libadwaita
  # (as the demo does), and its stylesheet must not reach the library's, which never use it.
  widget_tests='swift test --skip-build --filter GtkControlsTests && swift test --skip-build --filter ControlsDemoKitTests'
  part "widget tests, X11, cairo renderer" \
    env GSK_RENDERER=cairo scripts/with-display.sh bash -c "$widget_tests"
  part "widget tests, X11, GL renderer" \
    env GSK_RENDERER=opengl scripts/with-display.sh bash -c "$widget_tests"
  part "C API from C, X11" env GSK_RENDERER=cairo scripts/with-display.sh scripts/c-api-test.sh
  part "example app (Examples/Downloads) from an empty prefix, X11" env GSK_RENDERER=cairo scripts/with-display.sh scripts/example-test.sh
  # The install test and the UI tests' Python check of every control use what it makes.
  part "GObject introspection (make introspection)" make --no-print-directory introspection CONFIG=debug
  part "installed library from an empty prefix, toolchain hidden: C, Python, JavaScript, Vala, X11" \
    env GSK_RENDERER=cairo scripts/with-display.sh scripts/install-test.sh
  part "UI tests, X11, cairo renderer" \
    env GSK_RENDERER=cairo scripts/with-display.sh /usr/bin/python3 Tests/UITests/run.py
  part "UI tests and a short monkey run, Wayland (headless mutter, real keyboard and pointer), default renderer" \
    env -u GSK_RENDERER scripts/with-display.sh --mutter /usr/bin/python3 Tests/UITests/run.py
fi

if [[ "$systems" == --both ]]; then
  echo "== Debian 13 (GTK 4.18, Debian's Swift): the same parts, in a Debian 13 root =="
  part "Debian 13: every part above" scripts/debian13.sh scripts/test.sh --here
fi

echo "== times =="
printf '%s\n' "${times[@]}"
printf '%5d s  total\n' "$SECONDS"
if [[ ${#failed[@]} -gt 0 ]]; then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
