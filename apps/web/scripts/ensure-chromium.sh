#!/usr/bin/env bash
# Makes sure a headless Chromium is there for the browser tests and the screenshot: Debian's
# `chromium` package (Playwright's own browser download does not work on these machines).
# Set CHROMIUM_PATH to use another Chromium binary.
set -euo pipefail
BIN="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$BIN" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: no $BIN and no apt-get; install Chromium and set CHROMIUM_PATH" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "ensure-chromium: installing Debian's chromium package…" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium >/dev/null
if [ ! -x "$BIN" ]; then
  echo "ensure-chromium: the chromium package installed but $BIN is missing" >&2
  exit 1
fi
echo "ensure-chromium: $("$BIN" --version 2>/dev/null || echo chromium) ready" >&2
