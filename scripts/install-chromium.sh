#!/usr/bin/env bash
# Installs Debian's Chromium, its headless shell (and fonts for stable screenshots) when missing.
# Playwright never downloads a browser here: the end-to-end tests drive /usr/bin/chromium-headless-shell
# (the same Chromium build without the desktop browser around it), the benchmarks /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && fc-list 2>/dev/null | grep -qi liberation; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version 2>/dev/null || true
