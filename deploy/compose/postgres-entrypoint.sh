#!/bin/sh
# PostgreSQL of the compose deployment: creates the cluster on its volume on first start (the mandala role with
# POSTGRES_PASSWORD, SCRAM authentication), then runs postgres in the foreground as the postgres user on
# 127.0.0.1:POSTGRES_PORT. SIGTERM stops it cleanly (a smart shutdown).
set -eu
data=/var/lib/postgresql/data
port="${POSTGRES_PORT:-5432}"
mkdir -p "$data" /run/postgresql
chown postgres:postgres "$data" /run/postgresql
chmod 700 "$data"
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" >/tmp/pgpass
  chown postgres /tmp/pgpass
  su postgres -s /bin/sh -c "initdb --pgdata='$data' --username=postgres --auth-local=peer --auth-host=scram-sha-256 --pwfile=/tmp/pgpass --encoding=UTF8 --locale=C.UTF-8" >/dev/null
  rm -f /tmp/pgpass
  su postgres -s /bin/sh -c "pg_ctl --pgdata='$data' --options='-c listen_addresses= -c port=$port' --wait start" >/dev/null
  su postgres -s /bin/sh -c "psql --port=$port --quiet --set=ON_ERROR_STOP=1" <<SQL
CREATE ROLE mandala LOGIN PASSWORD '${POSTGRES_PASSWORD}';
CREATE DATABASE mandala OWNER mandala;
SQL
  su postgres -s /bin/sh -c "pg_ctl --pgdata='$data' --mode=fast --wait stop" >/dev/null
fi
# postgres itself is PID 1 (setpriv execs it as the postgres user), so `podman stop`'s SIGTERM reaches it.
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$data" -c listen_addresses=127.0.0.1 -c "port=$port" -c max_connections=100
