#!/usr/bin/env bash
# Runs a command on a private Xvfb display with its own session D-Bus (and so its own
# AT-SPI bus). Xvfb reports its display number only once it accepts connections, so the
# command never races the server's start; -noreset keeps the server from resetting (and
# refusing connections for a moment) whenever its last client, such as the AT-SPI bus
# launcher, disconnects.
#   scripts/with-display.sh COMMAND [ARG…]
set -euo pipefail
fifo_dir="$(mktemp -d)"
mkfifo "$fifo_dir/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$fifo_dir/display" 2>"$fifo_dir/xvfb.log" &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; wait "$xvfb_pid" 2>/dev/null || true; rm -rf "$fifo_dir"' EXIT
if ! read -r -t 30 number <"$fifo_dir/display"; then
  echo "error: Xvfb did not start:" >&2
  cat "$fifo_dir/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$number"
# One stream, so output stays in order; the bus daemons' chatter is dropped.
dbus-run-session -- "$@" 2>&1 | grep --line-buffered -v -e '^dbus-daemon\[' -e '^SpiRegistry daemon' -e '^X connection to '
exit "${PIPESTATUS[0]}"
