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

# Each check counts as one test in the summary.
typecheck_rc=0; npx tsc --noEmit || typecheck_rc=$?
lint_rc=0; npx eslint . || lint_rc=$?; npx knip --no-progress || lint_rc=$?
format_rc=0; npx prettier --check . >/dev/null || { format_rc=$?; npx prettier --list-different .; }
printf '{"typecheck": %d, "lint": %d, "format": %d}\n' "$typecheck_rc" "$lint_rc" "$format_rc" >"$out/checks.json"
checks_ok=$(( typecheck_rc == 0 && lint_rc == 0 && format_rc == 0 ))

# The store suites also run on PostgreSQL: a throwaway server in a temporary folder on a loopback
# port (scripts/pg-test-server.sh), unless TEST_DATABASE_URL already names one. Without a server
# those suites skip (and fail under CI=true). It is stopped after the cluster test, which uses it.
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
npx jest --ci --json --outputFile="$out/jest.json"
jest_rc=$?

# Build and e2e server share one pinned clock, so "today" is the same in both.
export APP_NOW="${APP_NOW:-$(cat tests/e2e/NOW)}"
# The test build goes to its own directory (next.config.ts reads NEXT_DIST_DIR), so a later
# `npm start` still serves the real build in .next and never the pinned clock.
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-test}"

# The build reads an empty store of its own, as every fresh deployment does: market pages are
# prerendered with their empty states. The seeded e2e server runs on a copy of the build and is
# revalidated once it is up, as ingestion does (playwright.config.ts).
build_rc=0
DATABASE_URL=file:./.e2e/build.db npm run build || build_rc=$?

e2e_rc=0
if [ "$build_rc" -eq 0 ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" npx playwright test || e2e_rc=$?
fi

# The production topology on loopback: nginx in front of two instances on a database of the same
# PostgreSQL server (scripts/cluster-test.ts).
cluster_rc=0
if [ "$build_rc" -eq 0 ]; then
  npm run --silent test:cluster || cluster_rc=$?
fi
if [ -n "$pg_dir" ]; then bash scripts/pg-test-server.sh destroy "$pg_dir"; unset TEST_DATABASE_URL; fi

node scripts/test-summary.mjs "$out" "$build_rc" | tee "$out/summary.txt"
[ "$checks_ok" -eq 1 ] && [ "$jest_rc" -eq 0 ] && [ "$build_rc" -eq 0 ] && [ "$e2e_rc" -eq 0 ] && [ "$cluster_rc" -eq 0 ]
