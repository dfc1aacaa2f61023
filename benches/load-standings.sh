#!/usr/bin/env bash
# Load test of the public standings page of a 500-player, 11-round Swiss event
# (L500_p500_r11.trf of the dutch-large vectors, tests/vectors, imported
# through the app).
# Starts a release build on 127.0.0.1 with a throwaway SQLite database, runs
# wrk against it for a bounded time, and stops the server. Only loopback
# traffic. Needs wrk (`apt-get install wrk`).
#
#   benches/load-standings.sh [CONNECTIONS] [SECONDS] [PATH]
#
# PATH defaults to the standings page; e.g. /t/1/crosstable for the wall chart.
# GZIP=1 sends `Accept-Encoding: gzip`, as phones do.
set -euo pipefail
cd "$(dirname "$0")/.."
connections=${1:-64}
seconds=${2:-20}
path=${3:-/t/1/standings}
port=18089
base="http://127.0.0.1:$port"
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

cargo build --release --quiet
bin=target/release/arbiter
export DATABASE_URL="$work/arbiter.db" RUST_LOG=warn
ARBITER_PASSWORD=load-test-password "$bin" user add loadtest --role admin >/dev/null
"$bin" serve --bind "127.0.0.1:$port" &
server=$!
for _ in $(seq 50); do curl -fs "$base/" >/dev/null && break; sleep 0.2; done

jar="$work/cookies"
token() { grep -o 'name="csrf" value="[^"]*"' | head -1 | sed 's/.*value="//; s/"$//'; }
csrf=$(curl -fs -c "$jar" -b "$jar" "$base/login" | token)
curl -fs -c "$jar" -b "$jar" -o /dev/null \
  --data-urlencode "csrf=$csrf" --data-urlencode username=loadtest \
  --data-urlencode password=load-test-password --data-urlencode next=/ "$base/login"
csrf=$(curl -fs -c "$jar" -b "$jar" "$base/tournaments/import" | token)
cat tests/vectors/dutch-large.tar.xz* | tar -xJf - -C "$work"
curl -fs -c "$jar" -b "$jar" -o /dev/null -F "csrf=$csrf" \
  -F "file=@$work/dutch-large/L500_p500_r11.trf" "$base/tournaments/import"
curl -fs "$base$path" | grep -c '<tr>' | xargs echo "rows on $path:"

headers=()
if [ "${GZIP:-0}" = 1 ]; then headers=(-H "Accept-Encoding: gzip"); fi
wrk -t2 -c"$connections" -d"${seconds}s" --latency --timeout 10s "${headers[@]}" "$base$path"
