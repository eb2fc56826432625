#!/usr/bin/env node
// `npm run backup [-- <file.zip or folder>]`: a consistent snapshot of the app's database
// (every service's schema) into one file, by default DATA_DIR/backups/
// worship-planner-<time>-v<version>.zip; prints its size and the row count of every table.
// Works while `npm start` runs (through its server; writers are not blocked) and when it does
// not (the embedded server is started for the command). DATABASE_URL: that server instead.
// Format and method: lib/backup.mjs; docs/operations.md, "Backups".
// Exit codes: 0 written, 1 refused or failed.
import { resolve } from 'node:path';
import {
  BackupError,
  describeTables,
  megabytes,
  takeBackup,
  appVersion,
  backupFileName,
} from './lib/backup.mjs';
import { backupDirOf, recordGoodBackup } from './lib/backup-schedule.mjs';
import { databaseToBackUp } from './lib/backup-target.mjs';
import { dataDirOf } from './lib/stack.mjs';

const env = process.env;
const dataDir = dataDirOf(env);
const [target] = process.argv.slice(2).filter((a) => a !== '--');
const now = new Date();
const name = backupFileName(now, appVersion());
const file = target
  ? target.endsWith('.zip')
    ? resolve(target)
    : resolve(target, name)
  : resolve(backupDirOf(env, dataDir), name);

let database;
try {
  database = await databaseToBackUp(env, dataDir);
  const t = Date.now();
  const result = await takeBackup({ url: database.url, file, now });
  if (!env.DATABASE_URL) recordGoodBackup(dataDir, result, now);
  console.log(
    `backup: wrote ${result.file} (${megabytes(result.bytes)}) from ${database.where} in ${Date.now() - t} ms; rows per table:\n${describeTables(result.tables)}`,
  );
  await database.close();
  process.exit(0);
} catch (error) {
  await database?.close().catch(() => {});
  console.error(
    `backup: ${error instanceof BackupError ? error.message : (error?.message ?? error)}`,
  );
  process.exit(1);
}
