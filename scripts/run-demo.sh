#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Builds ControlsDemo and runs it, installing the system packages it needs first.
# Arguments go to the demo: scripts/run-demo.sh --page button-states
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
log="$(mktemp)"
echo "Building ControlsDemo…"
if ! swift build --product ControlsDemo >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
rm -f "$log"
exec "$(swift build --show-bin-path)/ControlsDemo" "$@"
