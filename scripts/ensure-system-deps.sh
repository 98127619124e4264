#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing:
# Chromium for the browser tests, Firefox ESR for the book's cross-browser
# test (e2e/book-browsers.spec.ts: about 81 MB to download, ~30 s with the
# apt-get update) and poppler-utils to check exported PDFs.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v firefox-esr >/dev/null 2>&1 || need+=(firefox-esr)
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} from Debian..."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
