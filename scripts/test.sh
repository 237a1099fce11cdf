#!/usr/bin/env bash
# npm test: the static checks (typecheck, lint, format), unit tests (the store suites on SQLite and
# on a throwaway PostgreSQL server), then a production build, then end-to-end tests in Chromium
# against `npm start`'s server, then the cluster test (nginx in front of two instances). Every
# suite runs even when an earlier one fails; the last line sums them.
set -u
cd "$(dirname "$0")/.."
out=.test-results
rm -rf "$out" .e2e && mkdir -p "$out" .e2e

export NEXT_TELEMETRY_DISABLED=1

# Each phase's wall time, for the summary's table (scripts/test-summary.mjs).
phase_started=0
phase_start() { phase_started=$(date +%s%N); }
phase_end() { printf '%s\t%d\n' "$1" $(( ($(date +%s%N) - phase_started) / 1000000 )) >>"$out/phases.tsv"; }
# .ci/run times its `npm ci` and passes it on.
if [ -n "${TEST_INSTALL_MS:-}" ]; then printf 'npm ci\t%d\n' "$TEST_INSTALL_MS" >"$out/phases.tsv"; fi

# Each check counts as one test in the summary. Each is one process on one core, so they run two
# at a time, each writing to its own log, shown when it fails. `next typegen` first writes the
# route types the build's own type check would read, so tsc checks what the build would, and the
# build skips that second pass (NEXT_BUILD_TYPECHECK=off below).
phase_start
NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-test}" npx next typegen >/dev/null
check() {
  local name=$1
  shift
  "$@" >"$out/$name.log" 2>&1
  echo $? >"$out/$name.rc"
}
{ check typecheck npx tsc --noEmit; check knip npx knip --no-progress; } &
{ check eslint npx eslint .; check format npx prettier --list-different .; } &
wait
for name in typecheck eslint knip format; do
  if [ "$(cat "$out/$name.rc")" != 0 ]; then echo "$name failed:"; cat "$out/$name.log"; fi
done
typecheck_rc=$(cat "$out/typecheck.rc")
lint_rc=$(( $(cat "$out/eslint.rc") || $(cat "$out/knip.rc") ))
format_rc=$(cat "$out/format.rc")
printf '{"typecheck": %d, "lint": %d, "format": %d}\n' "$typecheck_rc" "$lint_rc" "$format_rc" >"$out/checks.json"
checks_ok=$(( typecheck_rc == 0 && lint_rc == 0 && format_rc == 0 ))
phase_end 'static checks'

# The store suites also run on PostgreSQL: a throwaway server in a temporary folder on a loopback
# port (scripts/pg-test-server.sh), unless TEST_DATABASE_URL already names one. Without a server
# those suites skip (and fail under CI=true). It is stopped after the cluster test, which uses it.
phase_start
pg_dir=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")
  trap 'bash scripts/pg-test-server.sh destroy "$pg_dir"' EXIT
  if pg_url=$(bash scripts/pg-test-server.sh start "$pg_dir"); then
    export TEST_DATABASE_URL="$pg_url"
  else
    echo "PostgreSQL test server not started: its suites skip (or fail with CI=true)" >&2
  fi
fi

printf '{"server": %s}\n' "$([ -n "${TEST_DATABASE_URL:-}" ] && echo true || echo false)" >"$out/pg.json"
phase_end 'PostgreSQL start'
phase_start
npx jest --ci --maxWorkers="$(nproc)" --json --outputFile="$out/jest.json"
jest_rc=$?
phase_end 'unit (SQLite and PostgreSQL)'

# Build and e2e server share one pinned clock, so "today" is the same in both.
export APP_NOW="${APP_NOW:-$(cat tests/e2e/NOW)}"
# The test build goes to its own directory (next.config.ts reads NEXT_DIST_DIR), so a later
# `npm start` still serves the real build in .next and never the pinned clock.
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-test}"

# The build reads an empty store of its own, as every fresh deployment does: market pages are
# prerendered with their empty states. The seeded e2e server runs on a copy of the build and is
# revalidated once it is up, as ingestion does (playwright.config.ts).
phase_start
# tsc has checked the project above; a clean CI clone builds once, so Turbopack's cache would be
# written for nothing.
export NEXT_BUILD_TYPECHECK=off
if [ -n "${CI:-}" ]; then export NEXT_BUILD_CACHE=off; fi
build_rc=0
DATABASE_URL=file:./.e2e/build.db npm run build || build_rc=$?
phase_end build

e2e_rc=0
if [ "$build_rc" -eq 0 ]; then
  phase_start
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test || e2e_rc=$?
  phase_end e2e
fi

# The production topology on loopback: nginx in front of two instances on a database of the same
# PostgreSQL server (scripts/cluster-test.ts).
cluster_rc=0
if [ "$build_rc" -eq 0 ]; then
  phase_start
  npm run --silent test:cluster || cluster_rc=$?
  phase_end cluster
fi
if [ -n "$pg_dir" ]; then bash scripts/pg-test-server.sh destroy "$pg_dir"; unset TEST_DATABASE_URL; fi

node scripts/test-summary.mjs "$out" "$build_rc" | tee "$out/summary.txt"
[ "$checks_ok" -eq 1 ] && [ "$jest_rc" -eq 0 ] && [ "$build_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ] && [ "$cluster_rc" -eq 0 ]
