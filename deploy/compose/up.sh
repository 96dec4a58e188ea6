#!/usr/bin/env bash
# Starts the whole deployment of deploy/compose/compose.yaml (PostgreSQL, two Mandala instances, haproxy,
# Prometheus) with one command, as root with podman and podman-compose:
#
#   deploy/compose/up.sh                      # then: podman-compose -p mandala -f deploy/compose/compose.yaml down
#
# It builds what is missing first: the stand-in base image when NODE_IMAGE is a localhost/ one (the default here, as
# no registry is reachable), the Mandala image (docker format, so its HEALTHCHECK stays) and the peers image.
# MANDALA_REBUILD=1 builds the Mandala image again (a new release); MANDALA_IMAGE names another tag. Ports and the
# password: see compose.yaml.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_IMAGE="${NODE_IMAGE:-localhost/node:24-bookworm-slim}"
project="${COMPOSE_PROJECT_NAME:-mandala}"
command -v podman-compose >/dev/null || { echo "up.sh: podman-compose is missing: apt-get install -y podman-compose" >&2; exit 1; }
deploy/image/ensure-podman-config.sh
if [[ "$NODE_IMAGE" == localhost/* ]]; then deploy/image/build-base-image.sh; fi
secret=()
if [[ -n "${NODE_EXTRA_CA_CERTS:-}" ]]; then secret=(--secret "id=ca_certificates,src=$NODE_EXTRA_CA_CERTS"); fi
export MANDALA_IMAGE="${MANDALA_IMAGE:-localhost/mandala:latest}"
if [[ "${MANDALA_REBUILD:-0}" == 1 ]] || ! podman image exists "$MANDALA_IMAGE"; then
  # One image build at a time on this machine (the container image test takes the same lock).
  flock /run/lock/mandala-image-build \
    podman build --format docker --build-arg "NODE_IMAGE=$NODE_IMAGE" "${secret[@]}" -t "$MANDALA_IMAGE" -f Containerfile .
fi
if ! podman image exists localhost/mandala-peers:latest; then
  podman build --format docker --build-arg "NODE_IMAGE=$NODE_IMAGE" -t localhost/mandala-peers:latest -f deploy/compose/peers.Containerfile .
fi
exec podman-compose --podman-path "$PWD/deploy/compose/podman-host-network.sh" -p "$project" -f deploy/compose/compose.yaml up -d
