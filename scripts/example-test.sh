#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Builds Examples/Downloads as an app is built — a package of its own that depends on
# GtkControls by path, debug — and copies its binary, with any shared library it loads from
# the build folder but nothing of the library's assets, into an empty temporary prefix. Run
# there on the display it is given (run this through scripts/with-display.sh), it must
# show its controls styled by the library's CSS and with the library's icon, both compiled in
# (`Downloads --check` prints computed styles) and write nothing on stderr.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Examples/Downloads"
started=$SECONDS
swift build --product Downloads
echo "example build: $((SECONDS - started)) s"
bin="$(swift build --show-bin-path)"

prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
mkdir "$prefix/bin"
cp "$bin/Downloads" "$prefix/bin/"
# Shared libraries that resolve into the build folder go beside the binary ($ORIGIN is on
# its RUNPATH); the Swift runtime stays where the toolchain put it, as on a user's machine.
ldd "$bin/Downloads" | awk -v dir="$bin/" 'index($3, dir) == 1 { print $3 }' | xargs -r cp -t "$prefix/bin/"

failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

libraries="$(ldd "$prefix/bin/Downloads")"
if grep -e "not found" -e "$root" <<<"$libraries"; then fail "the copied binary needs a library it lacks or one in the checkout"; fi

# From the root folder, with nothing pointing at the checkout.
status=0
(cd / && env -u GTKCONTROLS_CSS_DIR "$prefix/bin/Downloads" --check >"$prefix/out" 2>"$prefix/err") || status=$?
echo "Downloads --check (exit $status):"
cat "$prefix/out"
[[ $status -eq 0 ]] || fail "Downloads --check exited with $status"
[[ ! -s "$prefix/err" ]] || fail "stderr is not empty: $(cat "$prefix/err")"
# What gtkcontrols.css sets; unstyled, GTK's default theme pads a button 4px 9px and gives 24, 24.
expect() { grep -qx -- "$1" "$prefix/out" || fail "expected the line '$1'"; }
# Padding 6px 18px inside the theme's border, the same width on every side.
read -r top right bottom left < <(sed -n 's/^modal-button padding and border: //p' "$prefix/out")
[[ -n "$left" && $top -eq $bottom && $left -eq $right && $((left - top)) -eq 12 && $top -ge 6 ]] ||
  fail "the modal button is not padded 6px 18px: ${top:-?} ${right:-?} ${bottom:-?} ${left:-?}"
expect "modal-button min-height: 36"
expect "stepper-button min-width: 32"
expect "icon heart-symbolic: found"
exit $failed
