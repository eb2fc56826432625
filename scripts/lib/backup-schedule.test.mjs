// The backup schedule's settings, when the next one runs, and what retention deletes: only the
// oldest daily files beyond BACKUP_KEEP, never a backup taken by hand, a half-written file's
// leftovers or anything else in the folder.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, pruneBackups, removePartials } from './backup.mjs';
import { backupConfigOf, nextBackupAt } from './backup-schedule.mjs';

const dir = mkdtempSync(join(tmpdir(), 'backup-schedule-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup settings', () => {
  it('default to 03:00 daily, 14 kept, under DATA_DIR/backups', () => {
    expect(backupConfigOf({}, '/srv/wp')).toEqual({ hour: 3, keep: 14, dir: '/srv/wp/backups' });
    expect(
      backupConfigOf({ BACKUP_HOUR: '23', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/usb' }, '/srv/wp'),
    ).toEqual({ hour: 23, keep: 30, dir: '/mnt/usb' });
    expect(backupConfigOf({ BACKUP_HOUR: 'off' }, '/srv/wp').hour).toBeNull();
  });

  it('refuse values that are not an hour or a count, naming the variable', () => {
    expect(() => backupConfigOf({ BACKUP_HOUR: '24' }, '/d')).toThrow(
      'BACKUP_HOUR must be an hour 0-23 or off, got 24',
    );
    expect(() => backupConfigOf({ BACKUP_HOUR: 'noon' }, '/d')).toThrow(
      'BACKUP_HOUR must be an hour 0-23 or off, got noon',
    );
    expect(() => backupConfigOf({ BACKUP_KEEP: '0' }, '/d')).toThrow(
      'BACKUP_KEEP must be a number of backups 1-1000, got 0',
    );
  });

  it('run next at the hour, today if it is still to come, else tomorrow', () => {
    const at = (text) => new Date(text);
    expect(nextBackupAt(at('2026-11-28T01:30:00'), 3)).toEqual(at('2026-11-28T03:00:00'));
    expect(nextBackupAt(at('2026-11-28T03:00:00'), 3)).toEqual(at('2026-11-29T03:00:00'));
    expect(nextBackupAt(at('2026-11-30T21:00:00'), 3)).toEqual(at('2026-12-01T03:00:00'));
  });
});

describe('retention', () => {
  it('deletes only the oldest daily backups beyond the number kept', () => {
    const daily = [];
    for (let day = 1; day <= 16; day++) {
      const name = backupFileName(new Date(Date.UTC(2026, 10, day, 3)), '0.1.0', {
        scheduled: true,
      });
      daily.push(name);
      writeFileSync(join(dir, name), 'x');
    }
    const byHand = backupFileName(new Date(Date.UTC(2026, 9, 1, 12)), '0.1.0');
    const others = [byHand, 'notes.txt', `${daily[0]}.partial`];
    for (const name of others) writeFileSync(join(dir, name), 'x');

    expect(pruneBackups(dir, 14)).toEqual([daily[0], daily[1]]);
    expect(readdirSync(dir).sort()).toEqual([...daily.slice(2), ...others].sort());
    expect(pruneBackups(dir, 14)).toEqual([]);

    removePartials(dir);
    expect(readdirSync(dir).sort()).toEqual([...daily.slice(2), byHand, 'notes.txt'].sort());
  });

  it('names files by UTC time and version', () => {
    const date = new Date(Date.UTC(2026, 10, 28, 21, 5, 9));
    expect(backupFileName(date, '0.1.0')).toBe('worship-planner-2026-11-28T210509Z-v0.1.0.zip');
    expect(backupFileName(date, '0.1.0', { scheduled: true })).toBe(
      'worship-planner-2026-11-28T210509Z-v0.1.0-daily.zip',
    );
  });
});
