import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockFileName } from '../../server/db/dataFolderLock';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { copyPgliteSnapshot } from '../support/testServer';

/**
 * One server per embedded data folder: the second is refused while the first keeps working. The
 * folder holds a copy of the run's seeded database (a new one's initdb took five times as long).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'kago-lock-'));
copyPgliteSnapshot(dataDir);
const lockFile = path.join(dataDir, lockFileName);
const opened: OpenedDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the data-folder lock', () => {
  it('refuses a second server on the same folder, names the first, and lets it go on', async () => {
    const first = await openDatabase({ dataDir });
    opened.push(first);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
    });
    await first.db.execute(sql`create table kept (value int)`);

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(second).rejects.toThrow(`pid ${process.pid} on ${hostname()}`);

    await first.db.execute(sql`insert into kept values (1)`);
    const rows = (await first.db.execute(sql`select count(*)::int as n from kept`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0].n).toBe(1);

    await first.close();
    opened.pop();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over the lock a crashed server left behind', async () => {
    // A pid that was alive a moment ago and is not any more: the crashed server's.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const pid = Number(dead.stdout);
    writeFileSync(lockFile, JSON.stringify({ pid, hostname: hostname(), startedAt: 'yesterday' }));
    const reopened = await openDatabase({ dataDir });
    opened.push(reopened);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    const rows = (await reopened.db.execute(sql`select count(*)::int as n from kept`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0].n).toBe(1);
  });

  it('does not take over a lock held on another host', async () => {
    const other = path.join(dataDir, 'elsewhere');
    mkdirSync(other);
    writeFileSync(
      path.join(other, lockFileName),
      JSON.stringify({ pid: 1, hostname: 'another-host', startedAt: 'now' }),
    );
    await expect(openDatabase({ dataDir: other })).rejects.toThrow(/another-host/);
  });
});
