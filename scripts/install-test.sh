#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Installs GtkControls with `make install` (debug: the build and `make introspection
# CONFIG=debug` of the test command are reused) into an empty temporary prefix, checks the
# installed names, then builds and runs the thermostat of Examples/ in C, Python, JavaScript
# and Vala from nothing but the prefix: with the Swift toolchain and the checkout's .build
# hidden (an empty file system mounted over each, in a mount namespace of this script's own),
# as on a machine with no toolchain. Ends with `make uninstall`, which must leave no file.
# Needs a display (run it through scripts/with-display.sh), root or user namespaces.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# The folder that holds the toolchain's bin/ and lib/: /opt/swift/usr for swift.org's,
# /usr/libexec/swift for Debian's swiftlang.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
if [[ "$toolchain" == / || "$toolchain" == /usr ]]; then
  echo "error: the Swift toolchain is installed in $toolchain, which this test cannot hide; install it in a folder of its own" >&2
  exit 1
fi

if [[ "${1:-}" != "--inside-namespace" ]]; then
  cd "$root"
  prefix="$(mktemp -d)"
  trap 'rm -rf "$prefix"' EXIT
  started=$SECONDS
  make --no-print-directory install CONFIG=debug PREFIX="$prefix" >"$prefix.log" 2>&1 || { cat "$prefix.log"; rm -f "$prefix.log"; exit 1; }
  rm -f "$prefix.log"
  echo "make install: $((SECONDS - started)) s, $(du -sh "$prefix/lib/gtkcontrols-1" | cut -f1) of Swift runtime in lib/gtkcontrols-1/"
  version="$(make --no-print-directory version)"
  # Mounts made inside stay there. In a chroot (scripts/debian13.sh) the root is no mount
  # point whose propagation could be changed; that root's own namespace is private already.
  propagation=private
  mountpoint -q / || propagation=unchanged
  namespace=(unshare --mount --propagation "$propagation")
  [[ $(id -u) -eq 0 ]] || namespace=(unshare --user --map-root-user --mount --propagation "$propagation")
  status=0
  "${namespace[@]}" -- "$0" --inside-namespace "$prefix" "$version" || status=$?
  make --no-print-directory uninstall CONFIG=debug PREFIX="$prefix" >/dev/null
  left="$(find "$prefix" -type f -o -type l)"
  if [[ -n "$left" ]]; then echo "FAIL: make uninstall left files behind:"$'\n'"$left" >&2; status=1; fi
  exit $status
fi

prefix="$2" version="$3"
mount -t tmpfs tmpfs "$toolchain"
mount -t tmpfs tmpfs "$root/.build"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }
# expect FILE LINE: FILE (an app's output) has LINE.
expect() { grep -qxF -- "$2" "$1" || fail "$(basename "$1" .out) did not print '$2'"; }
# An app that quits at once would race AT-SPI's registry, which then outlives the display.
export GTK_A11Y=none
# The apps print "°C" and "→"; g_print gives "?" for them in the C locale.
export LC_ALL=C.UTF-8
export PKG_CONFIG_PATH="$prefix/lib/pkgconfig"
unset LD_LIBRARY_PATH GI_TYPELIB_PATH
! command -v swift >/dev/null || fail "the Swift toolchain is still reachable"

# The installed names.
lib="$prefix/lib"
major="${version%%.*}" minor_patch="${version#*.}"
[[ "$(readlink "$lib/libgtkcontrols-$major.so")" == "libgtkcontrols-$major.so.0" ]] || fail "no libgtkcontrols-$major.so → .so.0 link"
[[ "$(readlink "$lib/libgtkcontrols-$major.so.0")" == "libgtkcontrols-$major.so.0.$minor_patch" ]] ||
  fail "libgtkcontrols-$major.so.0 is no link to libgtkcontrols-$major.so.0.$minor_patch"
dynamic="$(readelf --dynamic "$lib/libgtkcontrols-$major.so.0")"
grep -qF "Library soname: [libgtkcontrols-$major.so.0]" <<<"$dynamic" || fail "the soname is not libgtkcontrols-$major.so.0: $(grep SONAME <<<"$dynamic")"
grep -qF "Library runpath: [\$ORIGIN/gtkcontrols-$major]" <<<"$dynamic" || fail "the RUNPATH is not \$ORIGIN/gtkcontrols-$major: $(grep RUNPATH <<<"$dynamic")"
libraries="$(ldd "$lib/libgtkcontrols-$major.so.0")"
if grep -e "not found" -e "$root" -e "$toolchain" <<<"$libraries"; then fail "the library needs a library it cannot find, or one in the checkout or toolchain"; fi
[[ "$(pkg-config --modversion "gtkcontrols-$major")" == "$version" ]] || fail "pkg-config says version $(pkg-config --modversion "gtkcontrols-$major"), not $version"
[[ "$(pkg-config --print-requires "gtkcontrols-$major")" == "gtk4 >= 4.8" ]] || fail "gtkcontrols-$major.pc does not require gtk4 >= 4.8"
grep -qF "shared-library=\"$lib/libgtkcontrols-$major.so.0\"" "$prefix/share/gir-1.0/Ctl-$major.0.gir" || fail "the GIR does not name $lib/libgtkcontrols-$major.so.0"
[[ -f "$lib/girepository-1.0/Ctl-$major.0.typelib" ]] || fail "no typelib"
[[ "$(cat "$prefix/share/vala/vapi/gtkcontrols-$major.deps")" == gtk4 ]] || fail "gtkcontrols-$major.deps does not name gtk4"
for language in $(grep -v '^#' "$root/po/gtkcontrols/LINGUAS"); do
  [[ -f "$prefix/share/locale/$language/LC_MESSAGES/gtkcontrols.mo" ]] || fail "no $language translation (gtkcontrols.mo)"
done

# The library's own words come from the prefix's catalogues, whichever program loads it (here
# Python, from /usr/bin): German, in a locale compiled into a private folder (LOCPATH) as the
# translation tests do, since glibc 2.41 translates nothing under C.UTF-8.
localedef -i de_DE -f UTF-8 "$scratch/de_DE.UTF-8" || fail "localedef could not compile de_DE.UTF-8 (apt locales)"
german="$(env GI_TYPELIB_PATH="$lib/girepository-1.0" LOCPATH="$scratch" LC_ALL=de_DE.UTF-8 LANGUAGE=de /usr/bin/python3 -c '
import gi
gi.require_version("Gtk", "4.0")
gi.require_version("Ctl", "1.0")
from gi.repository import Ctl, GLib, Gtk
Ctl.init()
Ctl.Stepper.new(0, 10, 1)  # names its + button "Increase" in the library'"'"'s domain
print(GLib.dgettext("gtkcontrols", "Increase"))')" || fail "the translation check failed"
[[ "$german" == "Erhöhen" ]] || fail "the installed library says '$german' for Increase in German, not Erhöhen (its catalogue in $prefix/share/locale)"

# run NAME COMMAND…: runs one language's thermostat; its output goes to $scratch/NAME.out, and
# anything on stderr (a warning, a critical) fails it.
run() {
  local name="$1" status=0
  shift
  "$@" >"$scratch/$name.out" 2>"$scratch/$name.err" || status=$?
  echo "-- $name (exit $status):"
  cat "$scratch/$name.out"
  [[ $status -eq 0 ]] || fail "$name exited with $status"
  [[ ! -s "$scratch/$name.err" ]] || fail "$name wrote on stderr: $(cat "$scratch/$name.err")"
  expect "$scratch/$name.out" "knob 0.75 → stepper 25, thermometer 0.75, label 25 °C"
  expect "$scratch/$name.out" "value-changed: 26"
  expect "$scratch/$name.out" "+ pressed → label 26 °C"
}

# C, built with pkg-config alone; the prefix's lib/ is not one the dynamic loader searches.
# shellcheck disable=SC2046  # pkg-config's flags are words
gcc -Wall -Werror -o "$scratch/thermostat-c" "$root/Examples/c/thermostat.c" $(pkg-config --cflags --libs "gtkcontrols-$major") ||
  fail "the C example did not build"
run C env LD_LIBRARY_PATH="$lib" "$scratch/thermostat-c" --check
# gtkcontrols.css gives the stepper's buttons 32 px; GTK's theme alone gives 24.
expect "$scratch/C.out" "stepper button min-width: 32"

# Python and JavaScript through GObject introspection: only GI_TYPELIB_PATH points at the prefix.
run Python env GI_TYPELIB_PATH="$lib/girepository-1.0" /usr/bin/python3 "$root/Examples/python/thermostat.py" --check
run JavaScript env GI_TYPELIB_PATH="$lib/girepository-1.0" gjs "$root/Examples/javascript/thermostat.js" --check

# Vala, with the installed .vapi (vapigen's, from the GIR) and pkg-config.
(cd "$scratch" && valac --quiet --vapidir="$prefix/share/vala/vapi" --pkg "gtkcontrols-$major" -o thermostat-vala "$root/Examples/vala/thermostat.vala") ||
  fail "the Vala example did not build"
run Vala env LD_LIBRARY_PATH="$lib" "$scratch/thermostat-vala" --check
exit $failed
