#!/usr/bin/env bash
# Makes sure Debian's Chromium (and CJK fonts for screenshots) is installed for the browser tests.
# Installs it with apt when missing and we are root; otherwise prints why e2e will be skipped. Never downloads a
# browser of its own. Prints the path of the browser on the last line, or nothing.
set -u
CHROME=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROME" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "ensure-chromium: installing Debian chromium…" >&2
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk) >&2 \
      || echo "ensure-chromium: apt-get failed" >&2
  else
    echo "ensure-chromium: $CHROME is missing and we cannot install it (not root or no apt-get)" >&2
  fi
fi
if [ -x "$CHROME" ]; then
  if ! fc-list 2>/dev/null | grep -qi 'CJK'; then
    if [ "$(id -u)" = "0" ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >&2 || true; fi
  fi
  echo "$CHROME"
fi
