import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Makes an account a site admin as an operator does: `npm run admin -- grant <email>` against
 * the app's data folder (global-setup's DATA_DIR; with E2E_BASE_URL, E2E_DATA_DIR or
 * DATABASE_URL from the environment).
 */
export function grantSiteAdmin(email: string): void {
  const dataDir = inject('dataDir');
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (dataDir) {
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
    delete env.IDENTITY_DATABASE_URL;
  }
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'admin.mjs'), 'grant', email], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run admin -- grant ${email}: ${result.stderr}`);
}
