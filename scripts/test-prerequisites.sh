#!/usr/bin/env bash
# What the tests need besides npm packages, made ready before `npm test` runs them:
# poppler-utils (the print tests read their PDFs with pdftotext, pdftoppm and pdfinfo), Debian's
# Chromium (the web client's end-to-end tests drive it with playwright-core; Playwright's own
# browser download cannot work here) with a font that has Italian letters and the card suits,
# and the PostgreSQL on 127.0.0.1:5432 that the store's suite runs against (never skipped).
set -euo pipefail
missing=()
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
command -v chromium >/dev/null || missing+=(chromium)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
  for _ in $(seq 30); do
    pg_isready -q -h 127.0.0.1 -p 5432 && break
    sleep 1
  done
  pg_isready -h 127.0.0.1 -p 5432 || {
    echo 'PostgreSQL does not answer on 127.0.0.1:5432; the store tests need it' >&2
    exit 1
  }
fi
