#!/usr/bin/env bash
# Builds ControlsDemo and runs it, installing the system packages it needs first.
# Arguments go to the demo: scripts/run-demo.sh --page button-states
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
swift build --product ControlsDemo
exec "$(swift build --show-bin-path)/ControlsDemo" "$@"
