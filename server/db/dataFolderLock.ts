import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
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
    /** Who holds it, when its lock file says (it may be taken over this very moment). */
    readonly owner: LockOwner | null,
  ) {
    super(
      `The data folder ${folder} is in use by another Kago server` +
        (owner
          ? ` (pid ${owner.pid} on ${owner.hostname}, since ${owner.startedAt})`
          : ' starting at the same time') +
        `. Stop that server, or give this one another DATA_DIR or a DATABASE_URL. ` +
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

const parseOwner = (text: string): LockOwner | null => {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname, startedAt: String(owner.startedAt ?? '') }
      : null;
  } catch {
    return null;
  }
};

/** The lock file's bytes, or null when it is gone (its holder released it meanwhile). */
const readLock = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

/** A file written whole under a name of its own, to be linked or renamed into place: never seen half-written. */
const writeCandidate = (folder: string, me: LockOwner) => {
  const candidate = path.join(folder, `${lockFileName}.${me.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(candidate, JSON.stringify(me), { mode: 0o600, flag: 'wx' });
  return candidate;
};

const removeQuietly = (file: string) => {
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to remove.
  }
};

export interface DataFolderLock {
  release(): void;
}

/**
 * Takes the folder's lock or throws DataFolderLockedError; a stale lock (dead pid, this host) is taken
 * over, by one server only. Every step is atomic on the file system:
 * - the lock is a complete file linked into place (`link` fails when the name exists), so a reader
 *   never sees a half-written lock and takes it for a crashed one;
 * - a stale lock is taken over by whoever first creates its claim, a file named after the stale
 *   lock's bytes (`wx`); that one replaces the lock by a rename, after checking it is still the
 *   stale one. A second server that read the same stale lock fails to create the claim, or creates
 *   it after the first has finished and then finds the first's live lock: refused either way. (Read,
 *   unlink and create, as before, let two servers starting after a crash both hold the lock.)
 * - a claim whose server died while taking over is itself taken over the same way (its own claim).
 */
export const lockDataFolder = (folder: string): DataFolderLock => {
  const file = path.join(folder, lockFileName);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const candidate = writeCandidate(folder, me);
  const claims: string[] = [];
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(candidate, file);
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      const text = readLock(file);
      // Released between our link and our read: try again (a few times; then someone keeps racing us).
      if (text === null) {
        if (attempt < 5) continue;
        throw new DataFolderLockedError(folder, null);
      }
      const owner = parseOwner(text);
      // A lock from another host cannot be checked: refused, the message says how to clear it.
      if (owner && (owner.hostname !== me.hostname || alive(owner.pid)))
        throw new DataFolderLockedError(folder, owner);
      // Stale (its server died) or unreadable (not written by this version): taken over once.
      const claim = takeOverClaim(folder, text, me, claims);
      if (!claim) throw new DataFolderLockedError(folder, null);
      // Still the stale lock we claimed? Then ours, by an atomic replace; otherwise someone else's.
      const now = readLock(file);
      if (now !== text) {
        throw new DataFolderLockedError(folder, now === null ? null : parseOwner(now));
      }
      renameSync(candidate, file);
      break;
    }
  } finally {
    removeQuietly(candidate);
    for (const claim of claims) removeQuietly(claim);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: a takeover by another server must not be undone.
    const text = readLock(file);
    const owner = text === null ? null : parseOwner(text);
    if (owner?.pid === me.pid && owner.startedAt === me.startedAt) removeQuietly(file);
  };
  process.on('exit', release);
  return { release };
};

/**
 * Creates the claim on the stale lock `text` (its name is a digest of the bytes, so every server
 * that read the same stale lock competes for the same name). When a claim exists whose server is
 * dead (it crashed while taking over), the claim on that claim is competed for in turn. Returns the
 * claim created, or null when another live server holds it.
 */
const takeOverClaim = (folder: string, text: string, me: LockOwner, created: string[]): string | null => {
  let stale = text;
  for (let depth = 0; depth < 10; depth += 1) {
    const digest = createHash('sha256').update(stale).digest('hex').slice(0, 24);
    const claim = path.join(folder, `${lockFileName}.claim-${digest}`);
    try {
      writeFileSync(claim, JSON.stringify(me), { mode: 0o600, flag: 'wx' });
      created.push(claim);
      return claim;
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const claimText = readLock(claim);
    // Finished and removed meanwhile: the taker now holds the lock (or will be refused as we are).
    if (claimText === null) return null;
    const claimer = parseOwner(claimText);
    if (claimer && alive(claimer.pid)) return null;
    stale = claimText;
  }
  return null;
};
