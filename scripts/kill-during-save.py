#!/usr/bin/env python3
"""Kills MealSaver with SIGKILL at random moments while it saves, and checks the file each time.

MealSaver (Sources/MealSaver) fills meals.json with MEALS meals, then deletes the first meal
every PACE ms (250: a quick user, since the Delete button must slide in first) through the
demo's MealStore, which saves in the background: each change is appended to
meals.json.journal and synced, and the whole plan is rewritten to meals.json beside that.
After each kill this checks that meals.json is complete and parses, that every line of the
journal parses but a torn last one, and that the plan a store would load from them
(`MealSaver --recover`) is exactly one of the plans the saver showed (plan K holds meals
K…MEALS-1, nothing mixed or reordered, never ahead of the last change); it counts how many
changes before the kill are missing. Prints the counts; exits 1 if any file broke those
rules, and with --strict also if more than the last change was missing at any kill (which
happens only when one journal append outlasts the pace).

    scripts/kill-during-save.py [--kills=N] [--meals=N] [--pace-ms=N] [--seed=N] [--saver=PATH] [--strict]
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def option(name, default):
    for argument in sys.argv[1:]:
        if argument.startswith(f"--{name}="):
            return argument.split("=", 1)[1]
    return default


def expected_meal(index):
    return f"{DAYS[index % 7]}\tDinner number {index} at the usual place"


def check_files(path, saver):
    """Returns the lines of the plan recovered from what a kill left, 1 if the journal's last
    line was torn (else 0), and a message saying what is broken (else None)."""
    try:
        with open(path) as base:
            json.load(base)
    except (OSError, ValueError) as error:
        return [], 0, f"meals.json is not a complete plan: {error}"
    torn = 0
    if os.path.exists(path + ".journal"):
        with open(path + ".journal", "rb") as journal:
            lines = journal.read().split(b"\n")
        torn = 1 if lines[-1] else 0
        for number, line in enumerate(lines[:-1], 1):
            try:
                json.loads(line)
            except ValueError as error:
                return [], torn, f"line {number} of the journal is not JSON: {error}"
    recovered = subprocess.run([saver, "--recover", path], capture_output=True, text=True)
    if recovered.returncode != 0:
        return [], torn, f"the files do not load: {recovered.stderr.strip()}"
    return [line for line in recovered.stdout.split("\n") if line], torn, None


def main():
    kills = int(option("kills", "1000"))
    meals = int(option("meals", "10000"))
    pace = int(option("pace-ms", "250"))
    seed = int(option("seed", str(random.randrange(1 << 31))))
    saver = option("saver", "")
    strict = "--strict" in sys.argv[1:]
    if not saver:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        bin_dir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=root, check=True,
                                 capture_output=True, text=True).stdout.strip()
        saver = os.path.join(bin_dir, "MealSaver")
    rng = random.Random(seed)
    print(f"kill-during-save: {kills} kills, {meals} meals, a delete every {pace} ms, seed {seed}", flush=True)
    started = time.monotonic()
    failures = []
    lagging = []
    changes = saves = pending = torn_lines = 0
    missing_counts = {}
    for kill in range(kills):
        scratch = tempfile.mkdtemp(prefix="kill-during-save-")
        path = os.path.join(scratch, "meals.json")
        process = subprocess.Popen([saver, path, str(meals), str(pace)], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        if process.stdout.readline().strip() != "ready":
            process.kill()
            failures.append(f"kill {kill}: the saver did not start: {process.stderr.read().strip()}")
            break
        # Up to four deletes' time: the kill lands on any moment of a write, or between writes.
        time.sleep(rng.uniform(0, pace * 4 / 1000))
        process.send_signal(signal.SIGKILL)
        lines = process.stdout.read().split()
        process.wait()
        process.stdout.close()
        process.stderr.close()
        shown = sum(1 for line in lines if line == "change")
        changes += shown
        saves += lines.count("saved")
        pending += 1 if lines and lines[-2:-1] == ["change"] else 0
        recovered, torn, problem = check_files(path, saver)
        shutil.rmtree(scratch, ignore_errors=True)
        torn_lines += torn
        if problem:
            failures.append(f"kill {kill}: {problem}")
            continue
        deleted = meals - len(recovered)
        if recovered != [expected_meal(i) for i in range(deleted, meals)]:
            failures.append(f"kill {kill}: the files hold a plan the saver never showed")
            continue
        missing = shown - deleted
        missing_counts[missing] = missing_counts.get(missing, 0) + 1
        if missing < 0:
            failures.append(f"kill {kill}: {shown} changes shown, {deleted} on disk: ahead of what was shown")
        elif missing > 1:
            lagging.append(f"kill {kill}: {shown} changes shown, {deleted} on disk: {missing} missing")
    elapsed = time.monotonic() - started
    spread = ", ".join(f"{count} with {missing} missing" for missing, count in sorted(missing_counts.items()))
    print(f"kill-during-save: {kills} kills in {elapsed:.0f} s; {changes} changes shown, {saves} saves ended; "
          f"{pending} kills came while a change was not yet saved, {torn_lines} tore a journal line; "
          f"files checked: {spread}", flush=True)
    for line in lagging:
        print(("FAILED " if strict else "more than the last change missing: ") + line, flush=True)
    for failure in failures:
        print("FAILED " + failure, flush=True)
    failed = failures or (strict and lagging)
    print(f"kill-during-save: {'FAILED' if failed else 'passed'} (seed {seed})", flush=True)
    sys.exit(1 if failed else 0)


main()
