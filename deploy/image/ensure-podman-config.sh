#!/usr/bin/env bash
# Writes /etc/containers/containers.conf for podman as root on a host like the CI machine, if it has none: runc
# (crun fails on hybrid cgroup hosts), the host's network namespace, and ulimits the containers can always get.
set -euo pipefail
conf=/etc/containers/containers.conf
if [[ -e "$conf" ]]; then exit 0; fi
[[ "$(id -u)" == 0 ]] || { echo "ensure-podman-config: $conf is missing; run as root to write it" >&2; exit 1; }
mkdir -p /etc/containers
cat >"$conf" <<'CONF'
# Written by Mandala's deploy/image/ensure-podman-config.sh (see docs/deployment.md).
[containers]
default_ulimits = ["nofile=1024:1024", "nproc=1024:1024"]
netns = "host"

[engine]
runtime = "runc"
CONF
echo "ensure-podman-config: wrote $conf"
