#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Counts the instructions of one property read through GObject (g_object_get_property), a
# stepper's value beside a GtkSpinButton's, under valgrind's callgrind on a private Xvfb: the
# figure the benchmarks' wall-clock "property read" gives, without the noise of a busy machine
# (this machine's CPU counters are not available to perf). Each side runs twice, with READS
# reads and with none; the difference, divided by READS, is one read.
#   scripts/property-read-instructions.sh [READS]     (default 200000)
set -euo pipefail
cd "$(dirname "$0")/.."
reads="${1:-200000}"
command -v valgrind >/dev/null || { echo "error: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product ControlsBenchmarks >/dev/null
program="$(swift build -c release --show-bin-path)/ControlsBenchmarks"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The instructions callgrind counted in one run of the program with `--property-reads=$1,$2`.
instructions() {
  GSK_RENDERER=cairo scripts/with-display.sh valgrind --tool=callgrind --callgrind-out-file="$scratch/out" \
    "$program" "--property-reads=$1,$2" >/dev/null 2>"$scratch/log"
  sed -n 's/^summary: //p' "$scratch/out"
}

declare -A per_read
for side in ours gtk; do
  with="$(instructions "$side" "$reads")"
  without="$(instructions "$side" 0)"
  per_read[$side]=$(( (with - without) / reads ))
  echo "$side: ${per_read[$side]} instructions a read ($with with $reads reads, $without with none)"
done
awk -v ours="${per_read[ours]}" -v gtk="${per_read[gtk]}" \
  'BEGIN { printf "Stepper:value / GtkSpinButton:value: %.2f× (goal ≤ 1.2×: %s)\n", ours / gtk, ours / gtk <= 1.2 ? "met" : "missed" }'
