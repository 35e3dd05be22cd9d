#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests.
#   scripts/pg-throwaway.sh start   -> prints the DATABASE URL on stdout
#   scripts/pg-throwaway.sh stop
# initdb refuses to run as root, so the cluster runs as the `postgres` user.
set -euo pipefail
DIR=${PG_TEST_DIR:-/tmp/refined-resin-pg}
PORT=${PG_TEST_PORT:-54329}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    if [ -f "$DIR/data/postmaster.pid" ]; then as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; fi
    rm -rf "$DIR"; mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    # A server slow to stop is stopped at once: its files are about to go anyway, and a folder removed
    # under a running server fails the removal (a CI run's tail then reads as a failure).
    if [ -d "$DIR/data" ]; then
      as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast -t 30 stop >/dev/null 2>&1 \
        || as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR" 2>/dev/null || { sleep 2; rm -rf "$DIR"; }
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
