#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them on a private Xvfb display, once under
# each of GTK's renderers (cairo, then GL on Mesa's llvmpipe) or under the one given. Each
# figure stands beside GTK's own programs and widgets drawn with the same renderer. Prints
# a table of figures and ratios measured side by side in the run, and writes them as JSON:
# RESULTS-cairo.json and RESULTS-gl.json (RESULTS is benchmark-results unless given).
# Unless --only says otherwise, the GL run leaves out the core and search groups, which
# draw nothing. Benchmarks never fail on time.
#   scripts/benchmark.sh [--repetitions=N] [--only=core,search,search-typing,saving,picker,spinner,apps] [--renderer=cairo|gl] [RESULTS.json]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
repetitions="--repetitions=5"
only=()
renderers=(cairo gl)
results="benchmark-results.json"
for argument in "$@"; do
  case "$argument" in
    --repetitions=*) repetitions="$argument" ;;
    --only=*) only=("$argument") ;;
    --renderer=*) renderers=("${argument#--renderer=}") ;;
    *) results="$argument" ;;
  esac
done
swift build -c release --product ControlsBenchmarks
swift build -c release --product ControlsDemo
bin="$(swift build -c release --show-bin-path)"
export GDK_BACKEND=x11 XDG_DATA_HOME="$(mktemp -d)"
trap 'rm -rf "$XDG_DATA_HOME"' EXIT
for renderer in "${renderers[@]}"; do
  echo "== GSK_RENDERER=$renderer =="
  groups=("${only[@]}")
  [[ "$renderer" == cairo || ${#only[@]} -gt 0 ]] || groups=(--only=picker,spinner,apps)
  GSK_RENDERER="$renderer" scripts/with-display.sh "$bin/ControlsBenchmarks" "$repetitions" "${groups[@]}" \
    "--json=${results%.json}-$renderer.json" "--demo=$bin/ControlsDemo"
done
