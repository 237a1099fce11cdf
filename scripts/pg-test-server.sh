#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests, never a system service:
#   scripts/pg-test-server.sh start DIR [PORT]   create the cluster in DIR (once) and start it on
#                                                127.0.0.1:PORT (default: the port DIR used last,
#                                                else a free one); prints its URL
#   scripts/pg-test-server.sh stop DIR           stop it, keeping the data (start resumes it)
#   scripts/pg-test-server.sh destroy DIR        stop it and remove DIR
# Binaries: PG_BIN, else `pg_config --bindir`, else the newest /usr/lib/postgresql/*/bin (Debian's
# `postgresql` package). initdb refuses root, so as root the server runs as the `postgres` user.
# Durability is switched off (fsync, full-page writes): the data lives as long as one test run.
set -euo pipefail

cmd=${1:-}
dir=${2:-}
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop|destroy DIR [PORT]" >&2
  exit 2
fi

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$found" ] || [ ! -x "$found/initdb" ]; then
    echo "no PostgreSQL binaries: install Debian's postgresql or set PG_BIN" >&2
    exit 1
  fi
  echo "$found"
}

# As root, run the server's commands as the postgres user (created by Debian's package).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

bin=$(find_bin)
data="$dir/data"

case "$cmd" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then chown postgres: "$dir"; fi
    if [ ! -f "$data/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    fi
    port=${3:-$(cat "$dir/port" 2>/dev/null || free_port)}
    echo "$port" | as_owner tee "$dir/port" >/dev/null
    as_owner "$bin/pg_ctl" -D "$data" -l "$dir/server.log" -w -t 60 start -o \
      "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200 -c shared_buffers=32MB" \
      >/dev/null || { tail -n 20 "$dir/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null; fi
    ;;
  destroy)
    if [ -f "$data/postmaster.pid" ]; then as_owner "$bin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop|destroy DIR [PORT]" >&2
    exit 2
    ;;
esac
