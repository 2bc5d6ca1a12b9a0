// The backup folder: one file per backup, named by its time and reason so that names sort by time; the newest kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import { namesIn } from '../startup/namesIn.ts';

export type BackupReason = 'scheduled' | 'migration' | 'shutdown' | 'manual';

const BACKUP_NAME = /^outreach-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-[a-z]+\.tar\.gz$/;

/** outreach-2025-01-31T02-00-00-000Z-scheduled.tar.gz */
export const backupName = (at: Date, reason: BackupReason): string =>
  `outreach-${at.toISOString().replace(/[:.]/g, '-')}-${reason}.tar.gz`;

/** The time a backup's name gives, or undefined for a file that is not a backup (or names no real time). */
export function backupTime(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  const at = match && new Date(`${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`);
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

/** Where a backup is written until it is whole: a hidden name no listing counts as a backup. */
export const partialName = (name: string): string => `.${name}.part`;
const isPartial = (name: string) =>
  name.startsWith('.') && backupTime(name.slice(1, -'.part'.length)) !== undefined;

/**
 * The backups in `dir`, newest first (none when the folder does not exist yet), and apart those whose name is
 * dated after `now` (a clock that was wrong, a file copied in): the schedule and the pruning ignore them, or one
 * would stand for the newest backup until its date came.
 */
export async function readBackupFolder(dir: string, now = new Date()) {
  const names = (await namesIn(dir))
    .filter((name) => backupTime(name) !== undefined)
    .sort((a, b) => (a < b ? 1 : -1));
  const isFuture = (name: string) => (backupTime(name) as Date).getTime() > now.getTime();
  return { backups: names.filter((name) => !isFuture(name)), future: names.filter(isFuture) };
}

/** The backups in `dir`, newest first, none dated in the future (readBackupFolder). */
export const listBackups = async (dir: string, now = new Date()): Promise<string[]> =>
  (await readBackupFolder(dir, now)).backups;

/**
 * Removes all but the newest `keep` backups, those taken before `oldest`, and what a backup cut short (a kill,
 * a crash) left behind.
 */
export async function pruneBackups(dir: string, keep: number, oldest = new Date(0)): Promise<void> {
  const backups = await listBackups(dir);
  const tooOld = backups.filter((name) => (backupTime(name) as Date) < oldest);
  const stale = [...new Set([...backups.slice(keep), ...tooOld]), ...(await namesIn(dir)).filter(isPartial)];
  for (const name of stale) await fs.rm(path.join(dir, name), { force: true });
}
