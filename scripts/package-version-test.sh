#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# GtkControls as a versioned Swift package: an app depends on it through a git URL and a
# version requirement, `.package(url: "file://…/gtkcontrols", from: "X.Y.Z")`, as apps depend
# on packages, not by path. The repository is cloned (its committed HEAD) into a temporary
# folder and tagged there as `make release` tags it, v + the version the library says it is
# (gtkControlsVersion; no tag is made in this checkout); a new package resolves the requirement against the tag, builds
# and runs. Also checks that CHANGELOG.md's newest release is that version. SwiftPM resolves
# file:// URLs without a network; GtkControls' own dependencies come from the machine's
# package mirror, as for every build here.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(make --no-print-directory -C "$root" version)"
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

# Keep a Changelog: "## [Unreleased]" first, then "## [X.Y.Z] - YYYY-MM-DD" for each release.
newest="$(sed -n 's/^## \[\([0-9][^]]*\)\] - [0-9-]*$/\1/p' "$root/CHANGELOG.md" | head -1)"
[[ "$newest" == "$version" ]] || fail "CHANGELOG.md's newest release is '$newest', the library says $version (gtkControlsVersion)"
grep -qx '## \[Unreleased\]' "$root/CHANGELOG.md" || fail "CHANGELOG.md has no '## [Unreleased]' section"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Named as the repository is, so the package identity is "gtkcontrols", as for an app.
git clone --quiet --no-tags "$root" "$scratch/gtkcontrols"
git -C "$scratch/gtkcontrols" tag "v$version"

mkdir -p "$scratch/App/Sources/App"
cat >"$scratch/App/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://$scratch/gtkcontrols", from: "$version")],
    targets: [
        .executableTarget(name: "App", dependencies: [
            .product(name: "GtkControls", package: "gtkcontrols"),
            .product(name: "ControlCore", package: "gtkcontrols"),
        ]),
    ]
)
EOF
# Headless: the library's version, and a control's state machine stepping.
cat >"$scratch/App/Sources/App/main.swift" <<'EOF'
import ControlCore
import GtkControls

var stepper = try StepperState(configuration: .init(minimum: 0, maximum: 10, step: 2), value: 3)
_ = stepper.handle(.step(.up))
print("GtkControls \(gtkControlsVersion), stepper \(stepper.value)")
EOF

cd "$scratch/App"
started=$SECONDS
swift package resolve >"$scratch/resolve.log" 2>&1 || { cat "$scratch/resolve.log"; fail "swift package resolve failed"; exit 1; }
resolved="$(swift package show-dependencies --format json)"
grep -Eq "\"identity\" *: *\"gtkcontrols\"" <<<"$resolved" && grep -Eq "\"version\" *: *\"$version\"" <<<"$resolved" || fail "GtkControls did not resolve to $version: $resolved"
swift build >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; fail "the app did not build"; exit 1; }
echo "resolved and built against GtkControls $version in $((SECONDS - started)) s"
output="$(swift run --skip-build App 2>&1)" || fail "the app failed: $output"
echo "$output"
[[ "$output" == "GtkControls $version, stepper 5.0" ]] || fail "the app printed '$output'"
exit $failed
