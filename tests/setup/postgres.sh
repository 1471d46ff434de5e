#!/usr/bin/env bash
# Sets up the PostgreSQL database the server tests run against (the repository tests run on
# SQLite and on PostgreSQL): starts the local PostgreSQL 15 cluster if it is down, then creates
# the role `dossier` (password `dossier`) and the database `dossier_test` if they are missing.
# Idempotent; used by .ci/run and by `npm run test:db` on a developer machine.
# Outside CI a machine without PostgreSQL only gets a warning (the PostgreSQL tests then skip);
# with CI=true it is an error.
set -euo pipefail

ROLE=dossier
PASSWORD=dossier
DATABASE=${1:-dossier_test}
CLUSTER_VERSION=15
CLUSTER_NAME=main

fail() {
  echo "tests/setup/postgres.sh: $*" >&2
  if [[ "${CI:-}" == "true" ]]; then exit 1; fi
  echo "tests/setup/postgres.sh: continuing without PostgreSQL (its tests will be skipped)" >&2
  exit 0
}

# Runs psql as the postgres superuser over the local socket.
as_postgres() {
  if [[ "$(id -un)" == "postgres" ]]; then
    "$@"
  elif [[ "$(id -u)" == "0" ]]; then
    runuser -u postgres -- "$@"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    sudo -n -u postgres -- "$@"
  else
    return 1
  fi
}

command -v pg_ctlcluster >/dev/null || fail "PostgreSQL is not installed (pg_ctlcluster not found)"

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  if [[ "$(id -u)" == "0" ]]; then
    pg_ctlcluster "$CLUSTER_VERSION" "$CLUSTER_NAME" start || fail "could not start PostgreSQL $CLUSTER_VERSION/$CLUSTER_NAME"
  else
    as_postgres pg_ctlcluster "$CLUSTER_VERSION" "$CLUSTER_NAME" start || fail "PostgreSQL is down and this user cannot start it (run as root: pg_ctlcluster $CLUSTER_VERSION $CLUSTER_NAME start)"
  fi
  for _ in $(seq 1 30); do
    pg_isready -q -h 127.0.0.1 -p 5432 && break
    sleep 0.5
  done
  pg_isready -q -h 127.0.0.1 -p 5432 || fail "PostgreSQL did not become ready on 127.0.0.1:5432"
fi

psql_admin() {
  as_postgres psql --no-psqlrc --quiet --tuples-only --no-align -v ON_ERROR_STOP=1 "$@"
}

role_exists=$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'") || fail "cannot run psql as the postgres user"
if [[ "$role_exists" != "1" ]]; then
  psql_admin -c "CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'"
fi

db_exists=$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$DATABASE'")
if [[ "$db_exists" != "1" ]]; then
  psql_admin -c "CREATE DATABASE $DATABASE OWNER $ROLE"
fi

# pg_trgm (the product search's trigram indexes) is one object per database, living in the schema
# that created it. Each test migrates its own schema and drops it afterwards: were the extension in a
# test's schema, that drop would take every other test's trigram indexes with it. So it lives in
# public, which no test drops; one that an earlier run left in a test schema is moved (as superuser:
# its functions belong to the superuser that installed the trusted extension).
psql_admin -d "$DATABASE" -c "CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public" >/dev/null
psql_admin -d "$DATABASE" -c "ALTER EXTENSION pg_trgm SET SCHEMA public" >/dev/null 2>&1 || true

echo "PostgreSQL test database ready: postgres://$ROLE:***@127.0.0.1:5432/$DATABASE"
