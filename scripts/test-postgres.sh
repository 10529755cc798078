#!/usr/bin/env bash
# The API suite again, on a real PostgreSQL server: starts a throwaway cluster on loopback
# (initdb into a temporary folder, trust auth, a free port), points TEST_DATABASE_URL at it
# (each test file creates and drops its own database), and stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$bin" ] || { echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; }

dir=$(mktemp -d /tmp/tavola-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi

cleanup() {
  as_pg "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "'$bin/initdb' -D '$dir/data' -U postgres -A trust --no-sync -E UTF8 >'$dir/initdb.log'"
as_pg "'$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-h 127.0.0.1 -p $port -k '$dir' -c fsync=off -c max_connections=200\" start >/dev/null"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project api "$@"
