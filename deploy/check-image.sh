#!/usr/bin/env bash
# Builds the image and checks it as an orchestrator would: it becomes ready on PostgreSQL (migrations
# and the demo seed run), runs as a non-root user, serves the shop and the console, answers 404 for
# a missing asset, and on SIGTERM drains, then exits 0.
#
#   DATABASE_URL=postgres://… deploy/check-image.sh [build options…]
#
# The database should be empty or a copy. ENGINE picks the tool (docker, else podman);
# ENGINE_FLAGS go to both build and run (a sandbox may need `--ulimit nofile=… --ulimit nproc=…`).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?DATABASE_URL must name a PostgreSQL database}"
engine=${ENGINE:-$(command -v docker || command -v podman)}
flags=${ENGINE_FLAGS:-}
port=${PORT:-3999}
name=storefront-check-$$
tag=storefront:check

# shellcheck disable=SC2086
$engine build $flags -t "$tag" "$@" .
# shellcheck disable=SC2086
$engine run -d --name "$name" --network host $flags \
  -e DATABASE_URL -e SMS_CODE_SECRET="$(openssl rand -hex 32)" -e CRM_TICKET_SECRET=off -e SEED_DEMO=true \
  -e HOST=127.0.0.1 -e PORT="$port" "$tag" >/dev/null
trap '$engine rm -f "$name" >/dev/null 2>&1 || true' EXIT

base=http://127.0.0.1:$port
for _ in $(seq 1 120); do curl -sf "$base/api/health/ready" >/dev/null && break; sleep 1; done
check() { # what, expected status, path
  local got
  got=$(curl -s -o /dev/null -w '%{http_code}' "$base$3")
  [ "$got" = "$2" ] || { echo "FAIL $1: $3 answered $got, not $2" >&2; $engine logs "$name" | tail -20 >&2; exit 1; }
  echo "ok   $1 ($3 → $got)"
}
check "ready" 200 /api/health/ready
check "the shop's Home, drawn" 200 /
check "the console" 200 /console/
check "a missing asset" 404 /assets/missing-0000.js
user=$($engine exec "$name" id -u)
[ "$user" != 0 ] || { echo "FAIL runs as root" >&2; exit 1; }
echo "ok   runs as uid $user"
$engine stop -t 30 "$name" >/dev/null
code=$($engine inspect "$name" --format '{{.State.ExitCode}}')
[ "$code" = 0 ] || { echo "FAIL exit code $code after SIGTERM" >&2; exit 1; }
$engine logs "$name" 2>&1 | grep -q 'draining, then shutting down' || { echo "FAIL no drain after SIGTERM" >&2; exit 1; }
echo "ok   SIGTERM drains, then exits 0"
