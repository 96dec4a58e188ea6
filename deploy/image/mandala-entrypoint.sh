#!/bin/sh
# The image's entry. `serve` (the default command): applies the key store's migrations (`mandala migrate`; set
# MANDALA_MIGRATE=off when a separate step runs them), then replaces itself with node on the built service, so node
# is PID 1 and receives SIGTERM itself. Anything else runs as given: `mandala keys create ...`, `sh`.
set -eu
if [ "$#" -eq 0 ] || [ "$1" = "serve" ]; then
  if [ "${MANDALA_MIGRATE:-on}" != "off" ]; then
    node /opt/mandala/cli/dist/main.js migrate
  fi
  exec node --max-old-space-size="${MANDALA_HEAP_LIMIT_MB:-768}" /opt/mandala/server/dist/main.js
fi
exec "$@"
