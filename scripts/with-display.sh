#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Runs a command on a private display with its own session D-Bus (and so its own AT-SPI
# bus): an Xvfb X server, or with --wayland a headless weston compositor.
#   scripts/with-display.sh [--wayland] COMMAND [ARG…]
#
# Xvfb reports its display number only once it accepts connections, so the command never
# races the server's start; -noreset keeps the server from resetting (and refusing
# connections for a moment) whenever its last client, such as the AT-SPI bus launcher,
# disconnects.
#
# weston gets its own XDG_RUNTIME_DIR (mode 700, as Wayland requires). --use-pixman makes it
# composite what clients draw and --debug lets weston-screenshooter save it, so a failing
# test can keep a screenshot. Its headless backend has no seat: clients get no keyboard or
# pointer, and input must go through AT-SPI.
set -euo pipefail
scratch="$(mktemp -d)"
server_pid=""
trap '[[ -z "$server_pid" ]] || { kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; }; rm -rf "$scratch"' EXIT

if [[ "${1:-}" == "--wayland" ]]; then
  shift
  export XDG_RUNTIME_DIR="$scratch"
  weston --backend=headless-backend.so --use-pixman --debug --no-config --idle-time=0 \
         --socket=wayland-test --width=1280 --height=800 >"$scratch/weston.log" 2>&1 &
  server_pid=$!
  # weston creates its socket before it serves clients; nothing answers sooner.
  for _ in $(seq 300); do
    [[ -S "$XDG_RUNTIME_DIR/wayland-test" ]] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  if [[ ! -S "$XDG_RUNTIME_DIR/wayland-test" ]]; then
    echo "error: weston did not start:" >&2
    cat "$scratch/weston.log" >&2
    exit 1
  fi
  export WAYLAND_DISPLAY=wayland-test GDK_BACKEND=wayland
  unset DISPLAY
else
  mkfifo "$scratch/display"
  Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$scratch/display" 2>"$scratch/xvfb.log" &
  server_pid=$!
  if ! read -r -t 30 number <"$scratch/display"; then
    echo "error: Xvfb did not start:" >&2
    cat "$scratch/xvfb.log" >&2
    exit 1
  fi
  export DISPLAY=":$number" GDK_BACKEND=x11
  unset WAYLAND_DISPLAY
fi
# One stream, so output stays in order; the bus daemons' chatter is dropped.
dbus-run-session -- "$@" 2>&1 | grep --line-buffered -v -e '^dbus-daemon\[' -e '^SpiRegistry daemon' -e '^X connection to '
exit "${PIPESTATUS[0]}"
