#!/usr/bin/env bash
# Installs the Debian packages AttentionLab needs that are not there yet.
# Usage: scripts/install-deps.sh [--ci | --test]
#   --ci    adds clang's libFuzzer runtime for the fuzz target and the validators of the desktop entry and
#           AppStream data, and lintian for the package
#   --test  adds Node.js and npm when there is no npm, for the tokenizer references (tests/reference/tokenizers),
#           and for the accessibility test a real X server, a session bus and AT-SPI with its Python binding
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  libeigen3-dev nlohmann-json3-dev libcli11-dev libicu-dev libcurl4-openssl-dev libssl-dev
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n libgl-dev libqcustomplot-dev
  libgtest-dev libbenchmark-dev help2man
  fonts-dejavu-core fonts-noto-cjk python3
)
if [ "${1:-}" = "--ci" ]; then
  packages+=(clang libclang-rt-14-dev desktop-file-utils appstream lintian)
fi
if [ "${1:-}" = "--test" ]; then
  packages+=(xvfb dbus-daemon at-spi2-core python3-pyatspi qt6-qpa-plugins)
  command -v npm >/dev/null || packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "error: not root and no sudo; install as root: apt-get install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
