#!/bin/bash
# The image's HEALTHCHECK: healthy while GET /readyz on PORT answers 200 (503 during a drain or without its store).
# bash's /dev/tcp instead of curl (not in the slim base) or a second node process (40 MB for each check).
set -eu
exec 3<>"/dev/tcp/127.0.0.1/${PORT:-3000}"
printf 'GET /readyz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n' >&3
read -r -t 2 _ status _ <&3
[ "$status" = "200" ]
