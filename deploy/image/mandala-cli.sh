#!/bin/sh
# The operator CLI in the image: `podman exec <container> mandala keys create --help`.
exec node /opt/mandala/cli/dist/main.js "$@"
