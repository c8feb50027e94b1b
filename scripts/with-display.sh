#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Runs a command on a private display with its own session D-Bus (and so its own AT-SPI
# bus): an Xvfb X server, or with --mutter a headless mutter (GNOME's Wayland compositor) that
# takes real keyboard and pointer input.
#   scripts/with-display.sh [--mutter] COMMAND [ARG…]
#
# Xvfb reports its display number only once it accepts connections, so the command never
# races the server's start; -noreset keeps the server from resetting (and refusing
# connections for a moment) whenever its last client, such as the AT-SPI bus launcher,
# disconnects.
#
# mutter runs as GTK's own input tests run it (tests/run-headless-input-tests.sh): on a virtual
# monitor, on the command's session bus, beside a pipewire for its ScreenCast streams, so that
# Tests/UITests/real_input.py can send keys and pointer events through its RemoteDesktop API,
# and with Xwayland, as in a GNOME session. It reads its settings from a key file of its own,
# not the account's: new windows are centred, which is how the tests know where a window is.
# It gets its own XDG_RUNTIME_DIR (mode 700, as Wayland requires), where its log stays until
# the command ends; the end of the log is printed when the command fails.
set -euo pipefail
if [[ "${1:-}" == "--inside-mutter-bus" ]]; then
  # Run again by dbus-run-session below: the compositor needs the bus the command gets.
  shift
  pipewire >"$XDG_RUNTIME_DIR/pipewire.log" 2>&1 &
  pipewire_pid=$!
  # wireplumber links a reader (a screenshot) to mutter's stream; it keeps its state here.
  XDG_STATE_HOME="$XDG_RUNTIME_DIR" wireplumber >"$XDG_RUNTIME_DIR/wireplumber.log" 2>&1 &
  wireplumber_pid=$!
  # The tests' G_DEBUG=fatal-criticals is for the demo: mutter 48 logs a critical of its own
  # when a window appears (surface_state_changed: …has_last_sent_configuration) and works on.
  env -u G_DEBUG GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$XDG_RUNTIME_DIR/mutter-config" \
    mutter --headless --virtual-monitor 1280x800 --wayland-display wayland-test >"$XDG_RUNTIME_DIR/mutter.log" 2>&1 &
  mutter_pid=$!
  stop_session() {
    kill "$mutter_pid" "$wireplumber_pid" "$pipewire_pid" 2>/dev/null
    # mutter 43 once stayed after a TERM (for half an hour, until a second one): each gets 5 s.
    for pid in "$mutter_pid" "$wireplumber_pid" "$pipewire_pid"; do
      timeout 5 tail --pid="$pid" -f /dev/null || kill -KILL "$pid" 2>/dev/null
    done
    wait
  }
  trap stop_session EXIT
  if ! gdbus wait --session --timeout 30 org.gnome.Mutter.RemoteDesktop || [[ ! -S "$XDG_RUNTIME_DIR/wayland-test" ]]; then
    echo "error: mutter did not start:" >&2
    cat "$XDG_RUNTIME_DIR/mutter.log" "$XDG_RUNTIME_DIR/pipewire.log" "$XDG_RUNTIME_DIR/wireplumber.log" >&2
    exit 1
  fi
  # Xwayland, as in a GNOME session: Orca reads the keymap from $DISPLAY when it starts.
  DISPLAY="$(sed -n 's/.*Using public X11 display \(:[0-9]*\).*/\1/p' "$XDG_RUNTIME_DIR/mutter.log")"
  XAUTHORITY="$(ls "$XDG_RUNTIME_DIR"/.mutter-Xwaylandauth.*)"
  export DISPLAY XAUTHORITY
  status=0
  "$@" || status=$?
  if [[ $status -ne 0 ]]; then
    echo "with-display.sh: the last lines of mutter's log:" >&2
    tail -n 30 "$XDG_RUNTIME_DIR/mutter.log" >&2
  fi
  exit "$status"
fi
scratch="$(mktemp -d)"
server_pid=""
trap '[[ -z "$server_pid" ]] || { kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; }; rm -rf "$scratch"' EXIT

inside_bus=()
if [[ "${1:-}" == "--mutter" ]]; then
  shift
  export XDG_RUNTIME_DIR="$scratch"
  mkdir -p "$scratch/mutter-config/glib-2.0/settings"
  printf '[org/gnome/mutter]\ncenter-new-windows=true\n' >"$scratch/mutter-config/glib-2.0/settings/keyfile"
  export WAYLAND_DISPLAY=wayland-test GDK_BACKEND=wayland
  unset DISPLAY
  # Xwayland's socket goes in /tmp/.X11-unix, which must be writable by all (1777), as
  # systemd-tmpfiles makes it at boot and Xvfb when it runs first. mutter 43, first to run on
  # a machine, makes it under the umask (1755) and then refuses it ("not writable").
  if [[ ! -d /tmp/.X11-unix ]]; then
    mkdir -m 1777 /tmp/.X11-unix
  elif [[ -O /tmp/.X11-unix ]]; then
    chmod 1777 /tmp/.X11-unix
  fi
  inside_bus=("$0" --inside-mutter-bus)
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
dbus-run-session -- "${inside_bus[@]}" "$@" 2>&1 | grep --line-buffered -v -e '^dbus-daemon\[' -e '^SpiRegistry daemon' -e '^X connection to '
exit "${PIPESTATUS[0]}"
