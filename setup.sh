#!/usr/bin/env bash
# One-step set-up on a fresh machine (Debian, Python 3.11, no GPU).
#   bash setup.sh          runtime dependencies + the default model
#   bash setup.sh test     the same, plus test tools and Debian's chromium for browser tests
set -euo pipefail
cd "$(dirname "$0")"
PY=${PYTHON:-python3}
$PY -m pip install --quiet --disable-pip-version-check -r requirements.txt
$PY -m pip install --quiet --disable-pip-version-check --no-deps -r requirements-nodeps.txt
$PY -m pip install --quiet --disable-pip-version-check --no-deps -e .   # the `occam` command
if [ "${1:-}" = "test" ]; then
  $PY -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
  if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "note: chromium missing; browser tests will be skipped (sudo apt-get install chromium)" >&2
    fi
  fi
fi
