#!/usr/bin/env bash
# Installs Debian's Chromium (and fonts for stable screenshots) when it is missing.
# Playwright never downloads a browser here: the tests drive /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi liberation; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium fonts-liberation fonts-noto-color-emoji >/dev/null
/usr/bin/chromium --version 2>/dev/null || true
