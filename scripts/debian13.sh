#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The GtkControls authors
# SPDX-License-Identifier: MIT
# Runs a command from this checkout inside a Debian 13 (trixie) root: GTK 4.18, GLib 2.84,
# glibc 2.41 and Orca 48, beside the machine's own system. This is how Debian's own builders
# test on another release: a chroot, here in a private mount namespace.
#   scripts/debian13.sh COMMAND [ARG…]      e.g. scripts/debian13.sh scripts/test.sh --here
#
# The root is made once with debootstrap from the archive the machine's apt already uses and
# kept in $GTKCONTROLS_ROOTS (default /var/cache/gtkcontrols); delete that folder to make it
# anew. The root gets only what building C and Swift needs: the command installs the project's
# own packages with scripts/install-deps.sh, as it would on any Debian 13, and with them
# Debian's own Swift (apt swiftlang, Swift 6.0), not this machine's.
#
# Mounted at the same paths inside: the offline package mirror and this checkout (with its
# repository, when the checkout is a git worktree). The checkout's .build
# and test-artifacts are swapped for .build-debian13 and test-artifacts/debian13, so the two
# systems' builds never mix and a failure's screenshots stay apart. Everything is mounted in a namespace of its own: nothing stays mounted when the
# command ends, however it ends. Needs root (uses sudo otherwise).
set -euo pipefail
checkout="$(cd "$(dirname "$0")/.." && pwd)"
roots="${GTKCONTROLS_ROOTS:-/var/cache/gtkcontrols}"
root="$roots/debian13"
mirror="$(git config --system --get-regexp '^url\..*\.insteadof$' | sed -n 's/^url\.\(.*\)\.insteadof .*/\1/p' | head -1)"
mirror="${mirror%/}"
# A git worktree's repository lies outside the checkout: mounted too, so git works inside.
repository="$(git -C "$checkout" rev-parse --path-format=absolute --git-common-dir 2>/dev/null || true)"
[[ "$repository" != "$checkout/.git" ]] || repository=""

if [[ $(id -u) -ne 0 ]]; then
  exec sudo --preserve-env=GTKCONTROLS_ROOTS,PATH "$0" "$@"
fi

if [[ "${1:-}" == "--inside-namespace" ]]; then
  shift
  # bind SOURCE TARGET: mounts SOURCE at TARGET inside the root, making TARGET first.
  bind() { mkdir -p "$2"; mount --bind "$1" "$2"; }
  mount -t proc proc "$root/proc"
  mount --rbind /sys "$root/sys"
  mount --rbind /dev "$root/dev"
  # The machine's /tmp: X servers choose their display by the lock files there, and an X
  # display's abstract socket is seen from both systems, so a display made in the root must
  # not take a number one outside has taken (a private /tmp let two runs share a display).
  bind /tmp "$root/tmp"
  [[ -z "$mirror" ]] || { bind "$mirror" "$root$mirror"; mount -o remount,bind,ro "$root$mirror"; }
  bind "$checkout" "$root$checkout"
  [[ -z "$repository" ]] || bind "$repository" "$root$repository"
  mkdir -p "$checkout/.build" "$checkout/.build-debian13" "$checkout/test-artifacts/debian13"
  bind "$checkout/.build-debian13" "$root$checkout/.build"
  bind "$checkout/test-artifacts/debian13" "$root$checkout/test-artifacts"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  [[ ! -f /etc/gitconfig ]] || cp /etc/gitconfig "$root/etc/gitconfig"
  command="$(printf '%q ' "$@")"
  exec chroot "$root" env -i PATH="/usr/sbin:/usr/bin:/sbin:/bin" HOME=/root TERM="${TERM:-dumb}" \
    bash -c "cd $(printf '%q' "$checkout") && exec $command"
fi

# Several runs may start at once: one makes the root while the others wait for it.
mkdir -p "$roots"
exec {lock}>"$roots/debian13.lock"
flock "$lock"
if [[ ! -f "$root/.complete" ]]; then
  echo "Making the Debian 13 root in $root (once; a few minutes)"
  command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  archive="$(sed -n 's/^URIs: *\(http[^ ]*debian\/\?\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)"
  archive="${archive:-http://deb.debian.org/debian}"
  rm -rf "$root"
  # What building C and Swift needs on Debian 13; nothing of the project's.
  debootstrap --variant=minbase \
    --include=ca-certificates,git,gcc,g++,libc6-dev,binutils,make,pkg-config,python3,libcurl4-openssl-dev,libxml2-dev,zlib1g-dev,libncurses-dev,libstdc++-14-dev \
    trixie "$root" "$archive" >"$roots/debootstrap.log" 2>&1 || { tail -20 "$roots/debootstrap.log" >&2; exit 1; }
  touch "$root/.complete"
fi
flock --unlock "$lock"

exec unshare --mount --propagation private -- "$0" --inside-namespace "$@"
