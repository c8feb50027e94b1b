#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# The release tarball, checked as `meson dist` checks a GNOME release: in a temporary clone of
# the committed HEAD, `make release` must refuse a version that CHANGELOG.md has no entry for
# and tag one it has; `make dist` makes gtkcontrols-VERSION.tar.xz, which is unpacked into an
# empty folder with no .git, where it must hold every committed file, build, pass the core
# tests and install (`make install` into an empty prefix, debug build).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
clone="$scratch/clone"
git clone --quiet --no-tags "$root" "$clone"
version="$(make --no-print-directory -C "$clone" version)"
export GIT_AUTHOR_NAME="dist test" GIT_AUTHOR_EMAIL="dist-test@localhost" \
  GIT_COMMITTER_NAME="dist test" GIT_COMMITTER_EMAIL="dist-test@localhost"

# A version with no changelog entry: refused, and no tag made.
git -C "$clone" checkout --quiet -b unlogged
sed -i 's/^public let gtkControlsVersion = ".*"$/public let gtkControlsVersion = "9.9.9"/' \
  "$clone/Sources/GtkControls/Runtime/Version.swift"
git -C "$clone" commit --quiet --all --message "A version with no changelog entry"
if output="$(make --no-print-directory -C "$clone" release 2>&1)"; then
  fail "make release tagged 9.9.9, which CHANGELOG.md has no entry for: $output"
elif ! grep -q "CHANGELOG.md has no entry '## \[9.9.9\]" <<<"$output"; then
  fail "make release refused 9.9.9, but not for its changelog: $output"
fi
git -C "$clone" rev-parse --quiet --verify refs/tags/v9.9.9 >/dev/null && fail "make release refused, but tagged v9.9.9"
git -C "$clone" checkout --quiet -

# The version the library says it is, with its entry: tagged, and its tarball made.
make --no-print-directory -C "$clone" release >"$scratch/release.log" 2>&1 \
  || { cat "$scratch/release.log"; fail "make release refused $version"; exit 1; }
[[ "$(git -C "$clone" describe --exact-match HEAD)" == "v$version" ]] || fail "make release did not tag HEAD v$version"
tarball="$clone/gtkcontrols-$version.tar.xz"
[[ -f "$tarball" ]] || { fail "make release made no $tarball"; exit 1; }

mkdir "$scratch/unpacked"
tar -xJf "$tarball" -C "$scratch/unpacked"
source="$scratch/unpacked/gtkcontrols-$version"
[[ -d "$source" ]] || { fail "the tarball has no folder gtkcontrols-$version"; exit 1; }
[[ -e "$source/.git" ]] && fail "the tarball holds a .git"
missing="$(cd "$clone" && git ls-files | while read -r file; do [[ -e "$source/$file" || -L "$source/$file" ]] || echo "$file"; done)"
[[ -z "$missing" ]] || fail "the tarball lacks committed files: $(head -5 <<<"$missing")"

cd "$source"
swift build --build-tests >"$scratch/build.log" 2>&1 || { tail -40 "$scratch/build.log"; fail "the tarball did not build"; exit 1; }
swift test --skip-build --filter 'ControlCoreTests|SearchEngineTests|DemoDataTests' >"$scratch/test.log" 2>&1 \
  || { tail -40 "$scratch/test.log"; fail "the tarball's core tests failed"; }
prefix="$scratch/prefix"
make --no-print-directory install CONFIG=debug PREFIX="$prefix" >"$scratch/install.log" 2>&1 \
  || { tail -40 "$scratch/install.log"; fail "make install from the tarball failed"; exit 1; }
installed="$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion "gtkcontrols-${version%%.*}" 2>&1)"
[[ "$installed" == "$version" ]] || fail "pkg-config says the installed library is '$installed', not $version"
demo="$("$prefix/bin/ControlsDemo" --version 2>&1)" || fail "the installed ControlsDemo --version failed: $demo"
grep -qF "$version" <<<"$demo" || fail "the installed ControlsDemo --version printed '$demo', not $version"
[[ $failed -eq 0 ]] && echo "gtkcontrols-$version.tar.xz: no .git, every committed file; built, core tests passed, installed"
exit $failed
