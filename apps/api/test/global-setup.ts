import { type Cluster, postgresBinDir, startCluster } from '../scripts/postgres-cluster.ts';

let cluster: Cluster | undefined;

/**
 * When PostgreSQL is installed and TEST_DATABASE_URL is not set, the suites that run on both databases get a
 * throwaway cluster for this run (CI installs the package; `npm run test:pg -w apps/api` installs it when root).
 */
export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL || process.env.PORTAL_SEM_POSTGRES) return;
  const bin = postgresBinDir();
  if (!bin) return;
  cluster = await startCluster(bin);
  process.env.TEST_DATABASE_URL = cluster.url;
}

export function teardown(): void {
  cluster?.stop();
}
