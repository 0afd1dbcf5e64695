#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL on this machine (the read-replica tests, and a
# rehearsal of DATABASE_READ_URL): cluster <version>/replica on port 5433, a pg_basebackup copy of
# <version>/main (127.0.0.1:5432) that follows it. Idempotent: a replica already streaming is left
# as it is; one that is stopped is started, and one that cannot follow any more is made afresh.
# The primary is never restarted (only reloaded, when pg_hba.conf needs the replication line).
# Prints the replica's URL (of database `postgres`) on stdout; everything else goes to stderr.
set -euo pipefail

PRIMARY_PORT="${PRIMARY_PORT:-5432}"
# The version of the cluster serving the primary's port (the replica must be the same version).
PG_VERSION="${PG_VERSION:-$(pg_lsclusters -h | awk -v port="$PRIMARY_PORT" '$2 == "main" && $3 == port { print $1; exit }')}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
CLUSTER=replica
DATA_DIR="/var/lib/postgresql/$PG_VERSION/$CLUSTER"
HBA="/etc/postgresql/$PG_VERSION/main/pg_hba.conf"

say() { echo "replica: $*" >&2; }
as_postgres() { if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi; }
on_replica() { psql -X -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d postgres -Atqc "$1" 2>/dev/null; }

pg_isready -q -h 127.0.0.1 -p "$PRIMARY_PORT" || { say "the primary on port $PRIMARY_PORT is not running"; exit 1; }
[ -n "$PG_VERSION" ] || { say "no Debian cluster named main serves port $PRIMARY_PORT"; exit 1; }

# The replica connects to the primary as a replication client from 127.0.0.1.
if ! grep -Eq '^\s*host\s+replication\s+all\s+127\.0\.0\.1/32\s+trust' "$HBA"; then
  say "allowing replication from 127.0.0.1 in $HBA (reload, no restart)"
  printf '\n# Streaming replica on this machine (scripts/replica.sh).\nhost replication all 127.0.0.1/32 trust\n' >>"$HBA"
  psql -X -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -Atqc 'select pg_reload_conf()' >/dev/null
fi

# Streaming: in recovery, with a WAL receiver connected to the primary.
streaming() { [ "$(on_replica 'select pg_is_in_recovery() and exists (select 1 from pg_stat_wal_receiver)')" = t ]; }
wait_streaming() {
  for _ in $(seq 1 60); do
    streaming && return 0
    sleep 0.5
  done
  return 1
}

# Caught up: the replica has replayed everything the primary had written a moment ago (a commit
# made for the purpose). A replica that streams but cannot reach it (it is far behind, or its WAL
# receiver keeps failing) is of no use to the tests, which wait for exactly that.
caught_up() {
  local lsn
  lsn="$(psql -X -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres -Atq \
    -c 'select txid_current()' -c 'select pg_current_wal_flush_lsn()' | tail -1)"
  for _ in $(seq 1 60); do
    [ "$(on_replica "select pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn")" = t ] && return 0
    sleep 0.5
  done
  return 1
}

create() {
  say "creating cluster $PG_VERSION/$CLUSTER on port $REPLICA_PORT from a base backup of $PG_VERSION/main"
  if pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$CLUSTER" '$1 == v && $2 == c { found = 1 } END { exit !found }'; then
    pg_dropcluster --stop "$PG_VERSION" "$CLUSTER"
  fi
  # The cluster's configuration (port, paths) from Debian's tools; its data is the primary's.
  pg_createcluster "$PG_VERSION" "$CLUSTER" -p "$REPLICA_PORT" >/dev/null
  # Clients authenticate as they do on the primary.
  cp "$HBA" "/etc/postgresql/$PG_VERSION/$CLUSTER/pg_hba.conf"
  # Emptied, not removed: the cluster made the folder with the owner and mode PostgreSQL wants.
  find "$DATA_DIR" -mindepth 1 -delete
  # -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby.
  as_postgres pg_basebackup -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DATA_DIR" -R -X stream -c fast
  pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$CLUSTER" start
}

# A run that stopped while it had paused replay (the routing tests pause it) must not leave it so.
resume() { on_replica 'select pg_wal_replay_resume()' >/dev/null || true; }

ensure_replica() {
  if streaming && resume && caught_up; then
    :
  elif [ -f "$DATA_DIR/standby.signal" ] && pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$CLUSTER" start 2>/dev/null && wait_streaming && caught_up; then
    say "started the existing replica"
  else
    # Never made, or it cannot follow any more (the WAL it needs is gone from the primary).
    pg_ctlcluster --skip-systemctl-redirect "$PG_VERSION" "$CLUSTER" stop 2>/dev/null || true
    create
    { wait_streaming && caught_up; } || { say "the new replica does not stream; see /var/log/postgresql/postgresql-$PG_VERSION-$CLUSTER.log"; exit 1; }
  fi
}

# Every tool's stdout goes to stderr (pg_dropcluster, for one, prints "Cluster is not running." there):
# the URL is the only line on stdout. (Not a saved descriptor: the server started here would inherit
# it, and a caller reading stdout to its end would wait as long as the server runs.)
ensure_replica >&2
echo "postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
