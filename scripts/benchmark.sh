#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them on a private Xvfb display. Prints a
# table of figures and ratios measured side by side in this run, and writes them as JSON
# (benchmark-results.json, or the path given). Benchmarks never fail on time.
#   scripts/benchmark.sh [--repetitions=N] [--only=core,search,picker,spinner,apps] [RESULTS.json]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
repetitions="--repetitions=5"
only=()
results="benchmark-results.json"
for argument in "$@"; do
  case "$argument" in
    --repetitions=*) repetitions="$argument" ;;
    --only=*) only=("$argument") ;;
    *) results="$argument" ;;
  esac
done
swift build -c release --product ControlsBenchmarks
swift build -c release --product ControlsDemo
bin="$(swift build -c release --show-bin-path)"
export GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME="$(mktemp -d)"
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
scripts/with-display.sh "$bin/ControlsBenchmarks" "$repetitions" "${only[@]}" "--json=$results" "--demo=$bin/ControlsDemo"
