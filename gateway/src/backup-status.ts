import { readFile } from 'node:fs/promises';

/** What /healthz says of the embedded database's last good backup (npm start's backups). */
export interface LastGoodBackup {
  /** When it was taken (ISO 8601). */
  at: string;
  file: string;
  bytes: number;
  rows: number;
}

/**
 * The last good backup recorded in `file` (written whole by the launcher, renamed into place,
 * scripts/lib/backup-schedule.mjs), or null: none yet, or the file unreadable.
 */
export async function lastGoodBackup(file: string): Promise<LastGoodBackup | null> {
  try {
    const status = JSON.parse(await readFile(file, 'utf8')) as { lastGoodBackup?: LastGoodBackup };
    return status.lastGoodBackup ?? null;
  } catch {
    return null;
  }
}
