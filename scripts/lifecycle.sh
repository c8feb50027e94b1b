#!/usr/bin/env bash
# Opens and closes every demo page 1,000 times (or LIFECYCLE_ROUNDS) on a private display and
# checks that nothing is left behind: live wrappers and closures back to zero, RSS flat.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
swift build --build-tests
export GDK_BACKEND=x11 GSK_RENDERER=cairo G_DEBUG=fatal-criticals LIFECYCLE_ROUNDS="${LIFECYCLE_ROUNDS:-1000}"
scripts/with-display.sh swift test --skip-build --filter LifecycleTests
