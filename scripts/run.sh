#!/usr/bin/env bash
# README command 1: install what is missing, build, and start AttentionLab with the shipped model.
# Without a display it says so and writes a screenshot instead (--screenshot FILE works anywhere).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "No display found (DISPLAY is unset), so the window cannot open here."
  echo "Writing a screenshot instead: attentionlab-screenshot.png"
  QT_QPA_PLATFORM=offscreen ./build/app/attentionlab --screenshot attentionlab-screenshot.png "$@"
  echo "Open it with an image viewer, or run on a desktop session (or under xvfb-run) to use the app."
  exit 0
fi
exec ./build/app/attentionlab "$@"
