#!/usr/bin/env bash
# Starts AttentionLab in a real X server (Xvfb) on a private session bus with the AT-SPI bus, and walks
# its accessibility tree (atspi_tree.py). Usage: run_atspi_tree.sh APP [APP OPTIONS...]
# Needs xvfb, at-spi2-core, python3-pyatspi and dbus (scripts/install-deps.sh --test installs them).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
for tool in Xvfb dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing: scripts/install-deps.sh --test installs it" >&2; exit 1; }
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null ||
  { echo "FAIL: Debian's python3-pyatspi is missing: scripts/install-deps.sh --test installs it" >&2; exit 1; }
if [ "${1:-}" != "--inside" ]; then
  exec dbus-run-session -- "$0" --inside "$@"
fi
shift
home=$(mktemp -d)
display=:$(( 500 + RANDOM % 400 ))
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
trap 'kill $app $xvfb 2>/dev/null || true; rm -rf "$home"' EXIT
app=
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
export DISPLAY=$display QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1
export XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
"$@" & app=$!
/usr/bin/python3 "$here/atspi_tree.py" "$app"
