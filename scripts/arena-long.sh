#!/usr/bin/env bash
# The arena's long runs (issue 20): the pairings whose figures docs/bots.md records, 500
# duplicate deals each, every pairing in its own process (one core per bot process), in the
# background. Not part of the tests: a run takes hours.
#
#   npm run build
#   bash scripts/arena-long.sh results/arena-2026-11-29          # start; returns at once
#   tail -f results/arena-2026-11-29/*.log                        # progress and problems
#   cat results/arena-2026-11-29/*.json                           # one JSON report per pairing
#
# Environment (all optional):
#   DEALS=500        deals per pairing (the issue asks at least 500)
#   SEED=1           the first deal's seed: deal i plays seed SEED + i
#   ITERATIONS=      campione's iterations per decision; empty = the arena's constant
#                    (ARENA_ITERATIONS in packages/bots/src/arena/arena.ts)
#   JOBS=            pairings run at once; empty = the number of cores
#   PAIRINGS=        a subset, by name (e.g. "burraco-L3-L1 scala40-L3-L1"); empty = all
#
# Each pairing writes <dir>/<name>.json (tavolo arena --json: win rate, MP and VP difference
# per deal with 95% intervals, decision times, per-deal scores, the command that replays it)
# and <dir>/<name>.log (stderr, and the exit code at the end). <dir>/manifest.txt records the
# commit, the machine and every command.
set -euo pipefail

usage() {
  echo "usage: bash scripts/arena-long.sh <results-directory>" >&2
  exit 2
}
[[ $# -eq 1 ]] || usage
out=$1
root=$(cd "$(dirname "$0")/.." && pwd)
main="$root/packages/cli/dist/main.js"
if [[ ! -f $main ]]; then
  echo "arena-long: $main is missing: run npm run build first" >&2
  exit 1
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

deals=${DEALS:-500}
seed=${SEED:-1}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 1)}
budget=()
[[ -n ${ITERATIONS:-} ]] && budget=(--iterations "$ITERATIONS")

# name|arguments. Burraco: a 3-hand champion match in pairs, the lines swapped; Scala 40: a
# 5-hand fisca-gara table of four, every seat rotation, one bot of the first kind against
# three of the second (par 25%).
all_pairings=(
  "burraco-L3-L1|--game burraco --profile champion --seating pairs --bots L3,L1"
  "burraco-L3-L2|--game burraco --profile champion --seating pairs --bots L3,L2"
  "burraco-L2-L1|--game burraco --profile champion --seating pairs --bots L2,L1"
  "scala40-L3-L1|--game scala40 --profile fisca-gara --seats 4 --bots L3,L1"
  "scala40-L3-L2|--game scala40 --profile fisca-gara --seats 4 --bots L3,L2"
  "scala40-L2-L1|--game scala40 --profile fisca-gara --seats 4 --bots L2,L1"
)
selected=()
for p in "${all_pairings[@]}"; do
  name=${p%%|*}
  if [[ -z ${PAIRINGS:-} || " $PAIRINGS " == *" $name "* ]]; then selected+=("$p"); fi
done
[[ ${#selected[@]} -gt 0 ]] || { echo "arena-long: no pairing matches PAIRINGS=$PAIRINGS" >&2; exit 2; }

{
  echo "started: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "node: $(node --version)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2- | sed 's/^ //' || uname -m)"
  echo "cores: $(nproc 2>/dev/null || echo '?'), pairings at once: $jobs"
  echo "deals: $deals, seed: $seed, iterations: ${ITERATIONS:-ARENA_ITERATIONS}"
  for p in "${selected[@]}"; do
    echo "${p%%|*}: tavolo arena ${p#*|} --deals $deals --seed $seed ${budget[*]} --json"
  done
} >"$out/manifest.txt"

run_one() {
  local name=${1%%|*} args=${1#*|}
  # shellcheck disable=SC2086 # the arguments are words on purpose
  node "$main" arena $args --deals "$deals" --seed "$seed" "${budget[@]}" --json \
    >"$out/$name.json" 2>"$out/$name.log"
  echo "exit $?" >>"$out/$name.log"
}

# Runs the pairings, at most $jobs at a time, then notes the end; detached from the terminal.
run_all() {
  local running=0
  for p in "${selected[@]}"; do
    if ((running >= jobs)); then
      wait -n || true
      running=$((running - 1))
    fi
    run_one "$p" &
    running=$((running + 1))
  done
  wait || true
  echo "finished: $(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$out/manifest.txt"
}

set +e
run_all </dev/null >/dev/null 2>&1 &
pid=$!
disown "$pid" 2>/dev/null || true
echo "arena-long: ${#selected[@]} pairings, $deals deals each, running in the background (pid $pid)"
echo "arena-long: results in $out (manifest.txt, <pairing>.json, <pairing>.log)"
