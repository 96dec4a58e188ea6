#!/usr/bin/env bash
# podman as podman-compose calls it (up.sh passes it as --podman-path). Debian bookworm's podman-compose 1.0.3 adds
# `--net <project>_default --network-alias <service>` to every `podman run`, even for a service with
# `network_mode: host`, and podman refuses both at once; this drops the two when the run asks for the host's network.
set -euo pipefail
if [[ "${1:-}" != run ]] || [[ " $* " != *" --network host "* ]]; then exec podman "$@"; fi
arguments=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --net | --network-alias) shift 2 ;;
    *) arguments+=("$1"); shift ;;
  esac
done
exec podman "${arguments[@]}"
