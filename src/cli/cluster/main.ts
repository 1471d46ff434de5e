import { spawnSync } from 'node:child_process'
import { startCluster } from './cluster.ts'

/**
 * `npm run cluster`: PostgreSQL (the local cluster, database dossier_cluster), three instances of the
 * compiled portal and HAProxy in front, for trying out a scaled-out portal on one machine.
 * Ctrl-C stops everything. Needs `npm run build` first, and HAProxy and PostgreSQL 15 (Debian packages).
 */
const DATABASE_URL = process.env.CLUSTER_DATABASE_URL ?? 'postgres://dossier:dossier@127.0.0.1:5432/dossier_cluster'

if (!process.env.CLUSTER_DATABASE_URL) {
  // Starts PostgreSQL if it is down and creates the role and database when they are missing.
  const setup = spawnSync('bash', ['tests/setup/postgres.sh', 'dossier_cluster'], { stdio: 'inherit' })
  if (setup.status !== 0) process.exit(setup.status ?? 1)
}

const cluster = await startCluster({
  databaseUrl: DATABASE_URL,
  instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
  port: Number(process.env.PORT ?? 8080),
})
console.log(`Portal: ${cluster.url}/p/  (HAProxy over ${cluster.instances.map((i) => `${i.name} on :${i.port}`).join(', ')})`)
console.log(`Instances share ${DATABASE_URL.replace(/:[^:@/]+@/, ':***@')}. Ctrl-C stops them all.`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cluster.stop().then(() => process.exit(0)))
}
