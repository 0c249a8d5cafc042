#!/usr/bin/env bash
# What `npm run bench` needs besides npm packages: valgrind, whose callgrind counts the
# instructions of the director's commands at doubling sizes (packages/bench/src/growth.ts).
set -euo pipefail
if ! command -v valgrind >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind
fi
