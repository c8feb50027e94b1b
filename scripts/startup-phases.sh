#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Where a start goes: ControlsDemo beside gtk4-demo and two empty windows, a GtkApplication's
# and an AdwApplication's (scripts/startup/empty-app.c), each started RUNS times in turn on a
# private Xvfb with cairo, with scripts/startup/phases-probe.c preloaded. Prints the median
# milliseconds, from the moment each program's libraries were loaded, to its GApplication's
# startup (GTK, and libadwaita for an AdwApplication, initialised), its activate, its first
# window realized and mapped, and that window's first frame painted. The two empty windows
# differ only by libadwaita: their difference is what libadwaita adds to any start.
#   scripts/startup-phases.sh [RUNS]     (default 9)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-9}"
scripts/install-deps.sh --bench
swift build -c release --product ControlsDemo >/dev/null
demo="$(swift build -c release --show-bin-path)/ControlsDemo"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# pkg-config's flags are words of their own: unquoted.
cc -shared -fPIC -o "$scratch/probe.so" scripts/startup/phases-probe.c $(pkg-config --cflags --libs gtk4)
cc -o "$scratch/empty-app" scripts/startup/empty-app.c $(pkg-config --cflags --libs libadwaita-1)

cat >"$scratch/starts.sh" <<EOF
#!/usr/bin/env bash
# One start of each program in turn, RUNS times: "program phase milliseconds" lines.
for run in \$(seq $runs); do
  for program in empty-GtkApplication empty-AdwApplication gtk4-demo ControlsDemo; do
    case \$program in
      empty-GtkApplication) command=("$scratch/empty-app") ;;
      empty-AdwApplication) command=("$scratch/empty-app" --adwaita) ;;
      gtk4-demo) command=(gtk4-demo) ;;
      ControlsDemo) command=("$demo") ;;
    esac
    timeout 1.5 env LD_PRELOAD="$scratch/probe.so" "\${command[@]}" 2>&1 >/dev/null | sed -n "s/^phase /\$program /p" || true
  done
done
EOF
chmod +x "$scratch/starts.sh"
export GDK_BACKEND=x11 GSK_RENDERER=cairo XDG_DATA_HOME="$scratch/data" XDG_CONFIG_HOME="$scratch/config"
scripts/with-display.sh "$scratch/starts.sh" >"$scratch/phases.txt" 2>/dev/null
/usr/bin/python3 - "$scratch/phases.txt" "$runs" <<'EOF'
import collections, statistics, sys
phases = ["startup", "activated", "realized", "mapped", "painted"]
figures = collections.defaultdict(lambda: collections.defaultdict(list))
for line in open(sys.argv[1]):
    program, phase, milliseconds = line.split()
    figures[program][phase].append(float(milliseconds))
print(f"Median milliseconds from the libraries loaded, {sys.argv[2]} starts each (cairo, Xvfb):")
print("| program | " + " | ".join(phases) + " |")
print("| --- |" + " ---: |" * len(phases))
for program, by_phase in figures.items():
    print(f"| {program} | " + " | ".join(f"{statistics.median(by_phase[p]):.1f}" if by_phase[p] else "—" for p in phases) + " |")
EOF
