// Scheduled backups while `npm start` runs (docs/operations.md, "Backups"): daily at
// BACKUP_HOUR (local time), the newest BACKUP_KEEP daily files kept in BACKUP_DIR; a log line
// each time, and DATA_DIR/backup-status.json for the gateway's /healthz (`lastGoodBackup`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  appVersion,
  backupFileName,
  megabytes,
  pruneBackups,
  removePartials,
  takeBackup,
  totalRows,
  writeAtomically,
} from './backup.mjs';
import { StackError } from './stack.mjs';

/** BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (env, dataDir) => resolve(env.BACKUP_DIR || join(dataDir, 'backups'));

/** Read by the gateway (BACKUP_STATUS_FILE) for /healthz. */
export const backupStatusFileOf = (dataDir) => join(dataDir, 'backup-status.json');

/**
 * The launcher's backup settings: BACKUP_HOUR (0–23, local time, default 3; `off` for none),
 * BACKUP_KEEP (daily files kept, 1–1000, default 14), BACKUP_DIR (DATA_DIR/backups).
 * A StackError names the variable when a value is not one.
 * @returns {{hour: number | null, keep: number, dir: string}}
 */
export function backupConfigOf(env, dataDir) {
  const raw = (env.BACKUP_HOUR ?? '3').trim();
  const hour = raw === 'off' ? null : /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  if (hour !== null && !(hour >= 0 && hour <= 23))
    throw new StackError(`BACKUP_HOUR must be an hour 0-23 or off, got ${env.BACKUP_HOUR}`);
  const keepRaw = (env.BACKUP_KEEP ?? '14').trim();
  const keep = /^\d+$/.test(keepRaw) ? Number(keepRaw) : NaN;
  if (!(keep >= 1 && keep <= 1000))
    throw new StackError(`BACKUP_KEEP must be a number of backups 1-1000, got ${env.BACKUP_KEEP}`);
  return { hour, keep, dir: backupDirOf(env, dataDir) };
}

/** The next `hour`:00 local time strictly after `now`. */
export function nextBackupAt(now, hour) {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

function readStatus(dataDir) {
  try {
    return JSON.parse(readFileSync(backupStatusFileOf(dataDir), 'utf8'));
  } catch {
    return { lastGoodBackup: null, lastFailure: null };
  }
}

function writeStatus(dataDir, status) {
  writeAtomically(backupStatusFileOf(dataDir), Buffer.from(`${JSON.stringify(status, null, 2)}\n`));
}

/** After a good backup (by hand or scheduled): what /healthz reports. */
export function recordGoodBackup(dataDir, result, at) {
  const status = readStatus(dataDir);
  status.lastGoodBackup = {
    at: at.toISOString(),
    file: result.file,
    bytes: result.bytes,
    rows: totalRows(result.tables),
  };
  return writeStatus(dataDir, status);
}

function recordFailure(dataDir, message, at) {
  const status = readStatus(dataDir);
  status.lastFailure = { at: at.toISOString(), message };
  return writeStatus(dataDir, status);
}

/** The last good backup recorded for DATA_DIR, or null. */
export const lastGoodBackup = (dataDir) =>
  existsSync(backupStatusFileOf(dataDir)) ? readStatus(dataDir).lastGoodBackup : null;

/**
 * One scheduled backup: written, recorded, the oldest daily files beyond `keep` deleted.
 * Resolves to its log line (a failure too: the app goes on, /healthz keeps the last good time).
 */
export async function runScheduledBackup({ url, dataDir, config, now = new Date() }) {
  try {
    removePartials(config.dir);
    const file = join(config.dir, backupFileName(now, appVersion(), { scheduled: true }));
    const result = await takeBackup({ url, file, now });
    recordGoodBackup(dataDir, result, now);
    const deleted = pruneBackups(config.dir, config.keep);
    return `backup: wrote ${file} (${megabytes(result.bytes)}, ${totalRows(result.tables)} rows)${deleted.length ? `; deleted the oldest: ${deleted.join(', ')}` : ''}`;
  } catch (error) {
    try {
      recordFailure(dataDir, error.message, now);
    } catch {
      // the log line still says it
    }
    return `backup: the scheduled backup failed: ${error.message} (the last good one stays as it was)`;
  }
}

/** Runs runScheduledBackup daily at config.hour; returns a function that stops it. */
export function scheduleBackups({ url, dataDir, config, log }) {
  if (config.hour === null) return () => {};
  let timer;
  const arm = () => {
    const at = nextBackupAt(new Date(), config.hour);
    timer = setTimeout(async () => {
      log(await runScheduledBackup({ url, dataDir, config }));
      arm();
    }, at.getTime() - Date.now());
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
