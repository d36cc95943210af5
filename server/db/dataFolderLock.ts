import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server per embedded-database folder: PGlite is a single-process engine, and two servers on one
 * folder both start and lose each other's writes. The first takes an exclusive lock file in the folder
 * (its pid and host); a second is refused with a message that names the holder. The lock goes when
 * the server closes or exits; after a crash it stays, and the next server takes it over when its pid
 * is no longer alive on this host. PostgreSQL (DATABASE_URL) needs none: it serves many servers.
 */
export const lockFileName = 'kago-server.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${folder} is in use by another Kago server (pid ${owner.pid} on ${owner.hostname}, ` +
        `since ${owner.startedAt}). Stop that server, or give this one another DATA_DIR or a DATABASE_URL. ` +
        `If no server is running there, delete ${path.join(folder, lockFileName)}.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (file: string): LockOwner | null => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt ?? '') }
      : null;
  } catch {
    return null;
  }
};

export interface DataFolderLock {
  release(): void;
}

/** Takes the folder's lock or throws DataFolderLockedError; a stale lock (dead pid, this host) is taken over. */
export const lockDataFolder = (folder: string): DataFolderLock => {
  const file = path.join(folder, lockFileName);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const descriptor = openSync(file, 'wx', 0o600);
      writeSync(descriptor, JSON.stringify(me));
      closeSync(descriptor);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = readOwner(file);
      // A lock from another host cannot be checked: refused, the message says how to clear it.
      if (owner && (owner.hostname !== me.hostname || alive(owner.pid)))
        throw new DataFolderLockedError(folder, owner);
      // Stale (its server died) or unreadable (it died while writing it): taken over.
      unlinkSync(file);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: a takeover by another server must not be undone.
    if (readOwner(file)?.pid === me.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
};
