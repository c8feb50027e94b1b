#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Builds the benchmarks in release mode and runs them on a private Xvfb display, once under
# each of GTK's renderers (cairo, then GL on Mesa's llvmpipe) or under the one given. Each
# figure stands beside GTK's own programs and widgets drawn with the same renderer. Prints
# a table of figures and ratios measured side by side in the run, writes them as JSON,
# DIRECTORY/results-cairo.json and DIRECTORY/results-opengl.json, and a report of them with
# charts, DIRECTORY/README.md. DIRECTORY is docs/benchmarks/<system>, e.g. debian-12, unless
# --output says otherwise. Unless --only says otherwise, the GL run leaves out the core and
# search groups, which draw nothing. Benchmarks never fail on time.
#   scripts/benchmark.sh [--repetitions=N] [--only=core,search,search-typing,saving,picker,spinner,controls,apps,startup-phases]
#                        [--renderer=cairo|opengl] [--output=DIRECTORY]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --bench
repetitions="--repetitions=5"
only=()
renderers=(cairo opengl)
output="docs/benchmarks/$(. /etc/os-release && echo "$ID-$VERSION_ID")"
for argument in "$@"; do
  case "$argument" in
    --repetitions=*) repetitions="$argument" ;;
    --only=*) only=("$argument") ;;
    --renderer=*) renderers=("${argument#--renderer=}") ;;
    --output=*) output="${argument#--output=}" ;;
    *) echo "scripts/benchmark.sh: unknown argument $argument" >&2; exit 2 ;;
  esac
done
swift build -c release --product ControlsBenchmarks
swift build -c release --product ControlsDemo
bin="$(swift build -c release --show-bin-path)"
mkdir -p "$output"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Where a start goes: a probe preloaded into each program, and an empty window to start with
# and without libadwaita. pkg-config's flags are words of their own: unquoted.
cc -shared -fPIC -o "$scratch/phases-probe.so" scripts/startup/phases-probe.c $(pkg-config --cflags --libs gtk4)
cc -o "$scratch/empty-app" scripts/startup/empty-app.c $(pkg-config --cflags --libs libadwaita-1)
export GDK_BACKEND=x11 XDG_DATA_HOME="$scratch/data"
mkdir "$XDG_DATA_HOME"
for renderer in "${renderers[@]}"; do
  echo "== GSK_RENDERER=$renderer =="
  groups=("${only[@]}")
  [[ "$renderer" == cairo || ${#only[@]} -gt 0 ]] || groups=(--only=picker,spinner,controls,apps,startup-phases)
  GSK_RENDERER="$renderer" scripts/with-display.sh "$bin/ControlsBenchmarks" "$repetitions" "${groups[@]}" \
    "--json=$output/results-$renderer.json" "--demo=$bin/ControlsDemo" \
    "--startup-probe=$scratch/phases-probe.so" "--empty-app=$scratch/empty-app"
done
scripts/benchmark-report.py "$output"
