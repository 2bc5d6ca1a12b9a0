// One process per embedded data directory: two processes writing one PGlite directory corrupt it.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (/proc/<pid>/stat, field 22: clock ticks after boot), or undefined where /proc is not. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command's name, is in parentheses and may hold spaces: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether a process runs Node.js, from its command line; a lock file of an older version names only a pid. */
function runsNode(pid: number): boolean {
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return /^node/.test(path.basename(command)) || command === process.execPath;
  } catch {
    return true; // hidden from this user: it may be
  }
}

/**
 * Why the process a lock file names is not the server that wrote it, or undefined when it may be: the pid is
 * alive and, where /proc tells (Linux), it started when the lock says (or, for a lock that does not say, runs
 * Node.js). Elsewhere a live pid holds the lock, as a pid reused by another program cannot be told apart there.
 */
function notTheHolder(pid: number, startedAt: string | undefined): string | undefined {
  if (!pid || pid === process.pid || !processIsAlive(pid)) return 'it has ended';
  if (processStartTime(process.pid) === undefined) return undefined;
  const started = processStartTime(pid);
  if (started === undefined) return undefined; // alive but hidden from this user (hidepid): it may be
  if (startedAt !== undefined)
    return started === startedAt ? undefined : 'it started after the lock was taken';
  return runsNode(pid) ? undefined : 'it is not a Node.js process';
}

/**
 * Takes the data directory's lock file (this process's pid and start time), or throws DataDirLockedError naming
 * the process that holds it. A lock whose process has ended, or is another program that got its pid, is taken
 * over (the second with a warning). Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string, warn: (line: string) => void = console.warn): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const own = [process.pid, processStartTime(process.pid)].filter((part) => part !== undefined).join('\n');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${own}\n`, { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, startedAt] = fs.readFileSync(lockFile, 'utf8').trim().split('\n');
      const holder = Number(pidText);
      const reason = notTheHolder(holder, startedAt);
      if (!reason) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server (process ${holder}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      if (reason !== 'it has ended')
        warn(`${lockFile} names process ${holder}, but ${reason}: the lock is taken over.`);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}.`);
}
