#!/usr/bin/env bash
# What the tests need besides npm packages, made ready before `npm test` runs them:
# poppler-utils (the print tests read their PDFs with pdftotext, pdftoppm and pdfinfo) and the
# PostgreSQL on 127.0.0.1:5432 that the store's suite runs against (never skipped).
set -euo pipefail
if ! command -v pdftoppm >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils
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
