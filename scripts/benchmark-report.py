#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
"""Writes the report of a benchmark run: DIRECTORY/README.md with SVG charts beside it, from
the results-RENDERER.json files that scripts/benchmark.sh left in DIRECTORY. Each chart and
each table names the machine, the system, the GTK version, the renderer and the date of the
figures it shows. Charts are drawn with matplotlib (Debian's python3-matplotlib).

    scripts/benchmark-report.py DIRECTORY
"""
import glob
import json
import os
import re
import sys

import matplotlib

matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402  (after the back end is chosen)

# The same bytes for the same figures: no random ids, no date in the SVG's metadata.
plt.rcParams["svg.hashsalt"] = "gtkcontrols"
plt.rcParams["font.size"] = 9
# Text stays text (the reader's sans-serif font), which keeps each chart a few kilobytes.
plt.rcParams["svg.fonttype"] = "none"
OURS, GTK, OTHER = "#3584e4", "#9a9996", "#e66100"


def load(path):
    with open(path) as file:
        results = json.load(file)
    renderer = os.path.basename(path)[len("results-"):-len(".json")]
    return renderer, results["system"], results["figures"]


def caption(system):
    # Runs before the load was recorded have none.
    load = f", load average {system['load']} at start" if "load" in system else ""
    return f"{system['system']}, GTK {system['gtk']}, {system['renderer']}; {system['machine']}{load}; {system['date'][:10]}"


def rows_in(figures, group_start):
    return [row for row in figures if row["group"].startswith(group_start)]


def save(figure, system, directory, name):
    figure.text(0.01, 0.01, caption(system), fontsize=7, color="#5e5c64")
    figure.tight_layout(rect=(0, 0.04, 1, 1))
    figure.savefig(os.path.join(directory, name), metadata={"Date": None})
    plt.close(figure)
    return name


def bars(axes, labels, values, unit, colors):
    positions = range(len(labels))
    axes.barh(positions, values, color=colors)
    axes.set_yticks(list(positions), labels)
    axes.invert_yaxis()
    axes.set_xlabel(unit)
    for position, value in zip(positions, values):
        axes.text(value, position, f" {value:.3g}", va="center", fontsize=8)
    axes.margins(x=0.2)


def apps_chart(figures, system, directory, renderer):
    startup = rows_in(figures, "startup to a mapped window")
    memory = rows_in(figures, "peak RSS")
    if not startup or not memory:
        return None
    programs = ["ControlsDemo", "gtk4-demo", "gtk4-widget-factory"]
    colors = [OURS, GTK, GTK]
    figure, (left, right) = plt.subplots(1, 2, figsize=(8, 2.2))
    bars(left, programs, [startup[0]["figures"][f"{p} ms"] for p in programs], "startup to a mapped window, ms (median)", colors)
    bars(right, programs, [memory[0]["figures"][f"{p} MiB"] for p in programs], "peak RSS one second after start, MiB", colors)
    return save(figure, system, directory, f"apps-{renderer}.svg")


def search_chart(figures, system, directory, renderer):
    rows = [row for row in rows_in(figures, "search ") if "GtkControls ms" in row["figures"] and "paths and changelogs" in row["group"]]
    if not rows:
        return None
    # A backspace is marked, so that "pytho" after "python" reads as the key it was.
    keystrokes = [("⌫ " if row["name"].startswith("backspace") else "") + re.search(r'"([^"]*)"', row["name"]).group(1)
                  for row in rows]
    positions = range(len(rows))
    figure, axes = plt.subplots(figsize=(10, 3.2))
    for key, label, color, marker in [("GtkControls ms", "GtkControls (index)", OURS, "o"),
                                      ("GtkFilterListModel ms", "GtkFilterListModel + GtkStringFilter", GTK, "s"),
                                      ("strstr loop ms", "plain scan (strstr loop)", OTHER, "^")]:
        axes.plot(positions, [row["figures"][key] for row in rows], marker=marker, markersize=3, linewidth=1, color=color, label=label)
    axes.set_yscale("log")
    axes.set_ylabel("ms per keystroke (median, log scale)")
    axes.set_xticks(list(positions), keystrokes, rotation=60, ha="right", fontsize=7)
    axes.axhline(5, color="#c01c28", linewidth=0.6, linestyle="--")
    axes.text(len(rows) - 0.5, 5, "goal: 5 ms", color="#c01c28", fontsize=7, ha="right", va="bottom")
    axes.set_title(f"search as you type, {rows[0]['group'][len('search '):]}", fontsize=9)
    axes.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    return save(figure, system, directory, f"search-{renderer}.svg")


def picker_chart(figures, system, directory, renderer):
    rows = rows_in(figures, "picker frame against the number of rows")
    if not rows:
        return None
    counts = [int(row["name"].split()[0]) for row in rows]
    figure, axes = plt.subplots(figsize=(6, 2.8))
    axes.plot(counts, [row["figures"]["ms per frame"] for row in rows], marker="o", color=OURS, label="frame: before-paint to after-paint")
    axes.plot(counts, [row["figures"]["CPU ms per frame"] for row in rows], marker="s", color=OTHER,
              label="CPU per frame, with the work between frames")
    axes.set_xscale("log")
    axes.set_ylim(bottom=0)
    axes.set_xlabel("rows in the drum (log scale)")
    axes.set_ylabel("ms per frame (median)")
    axes.set_title("picker flinging across every row", fontsize=9)
    axes.legend(fontsize=7, loc="lower right")
    return save(figure, system, directory, f"picker-{renderer}.svg")


def spinner_chart(figures, system, directory, renderer):
    rows = rows_in(figures, "a spinning indicator")
    if not rows:
        return None
    values = rows[0]["figures"]
    figure, axes = plt.subplots(figsize=(6, 1.6))
    bars(axes, ["ActivityIndicator", "GtkSpinner"], [values["ActivityIndicator CPU %"], values["GtkSpinner CPU %"]],
         f"CPU % while spinning ({values['ActivityIndicator fps']:g} and {values['GtkSpinner fps']:g} frames a second)", [OURS, GTK])
    return save(figure, system, directory, f"spinner-{renderer}.svg")


def controls_chart(figures, system, directory, renderer):
    rows = rows_in(figures, "a control beside GTK's")
    if not rows:
        return None
    pairs = [row["name"].split(" (")[0] for row in rows]
    positions = range(len(rows))
    figure, axes = plt.subplots(figsize=(9, 0.6 * len(rows) + 1.2))
    height = 0.27
    for offset, key, color, label in [(-height, "time ratio", OURS, "time, creation to first frame"),
                                      (0, "CPU ratio", GTK, "CPU time, creation to first frame"),
                                      (height, "memory ratio", OTHER, "RSS per widget")]:
        axes.barh([p + offset for p in positions], [row["figures"][key] for row in rows], height, color=color, label=label)
    axes.set_yticks(list(positions), pairs, fontsize=7)
    axes.invert_yaxis()
    axes.axvline(1, color="#5e5c64", linewidth=0.6)
    axes.axvline(1.2, color="#c01c28", linewidth=0.6, linestyle="--")
    axes.text(1.2, -0.55, " goal: 1.2×", color="#c01c28", fontsize=7, va="bottom")
    axes.set_xlabel("ours ÷ GTK's (median of paired samples; 1 = GTK's cost)")
    count = re.search(r"(\d[\d,]*) made", rows[0]["group"])
    axes.set_title(f"each control beside its GTK counterpart, {count.group(1) if count else 'many'} of each made and shown", fontsize=9)
    axes.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1))
    return save(figure, system, directory, f"controls-{renderer}.svg")


def figures_text(figures):
    return "; ".join(f"{name} {value:g}" for name, value in figures.items())


def table(figures):
    lines = ["| what | figures | goal | verdict |", "| --- | --- | --- | --- |"]
    for row in figures:
        verdict = "" if row["met"] is None else ("met" if row["met"] else "**MISSED**")
        what = f"{row['group']}: {row['name']}".replace("|", "\\|")
        lines.append(f"| {what} | {figures_text(row['figures'])} | {row['goal'] or '—'} | {verdict} |")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/benchmark-report.py DIRECTORY")
    directory = sys.argv[1]
    paths = sorted(glob.glob(os.path.join(directory, "results-*.json")))
    if not paths:
        sys.exit(f"benchmark-report: no results-*.json in {directory}; scripts/benchmark.sh writes them")
    sections = []
    for path in paths:
        renderer, system, figures = load(path)
        charts = [chart(figures, system, directory, renderer) for chart in (apps_chart, search_chart, picker_chart, spinner_chart, controls_chart)]
        met = sum(1 for row in figures if row["met"] is True)
        goals = sum(1 for row in figures if row["met"] is not None)
        sections.append("\n\n".join([
            f"## GSK_RENDERER={renderer}",
            f"{caption(system)}. Goals met: {met} of {goals}. Figures: [{os.path.basename(path)}]({os.path.basename(path)}).",
            *[f"![{name}]({name})" for name in charts if name],
            table(figures),
        ]))
    report = "\n\n".join([
        "# Benchmark report",
        "Written by `scripts/benchmark.sh` (through `scripts/benchmark-report.py`) from the run's JSON; "
        "run it again to replace this report. Every figure is measured beside GTK's own programs and "
        "widgets in the same run, and a verdict says \"met\" only when the figure meets the goal as written. "
        "What the benchmarks measure, and their goals: "
        f"[Benchmarks]({os.path.relpath(os.path.join(os.path.dirname(__file__), '..', 'docs', 'benchmarks.md'), directory)}).",
        *sections,
    ]) + "\n"
    with open(os.path.join(directory, "README.md"), "w") as file:
        file.write(report)
    print(f"benchmark report: {os.path.join(directory, 'README.md')}")


if __name__ == "__main__":
    main()
