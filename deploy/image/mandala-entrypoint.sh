#!/bin/sh
# The image's entry. `serve` (the default command): brings the key store's schema up to date (`mandala migrate`,
# safe to run again, under a lock on PostgreSQL), then replaces itself with node on the built service, so node is
# PID 1 and receives SIGTERM itself. Anything else runs as given: `mandala keys create ...`, `sh`.
set -eu
if [ "$#" -eq 0 ] || [ "$1" = "serve" ]; then
  node /opt/mandala/apps/cli/dist/main.js migrate
  exec node --max-old-space-size="${MANDALA_HEAP_LIMIT_MB:-768}" --max-semi-space-size="${MANDALA_SEMI_SPACE_MB:-16}" --no-allocation-site-pretenuring /opt/mandala/apps/server/dist/main.js
fi
exec "$@"
