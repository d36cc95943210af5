import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

describe('servers starting at once after a crash', () => {
  it('gives a stale lock to exactly one of them; the others get the refusal, never a raw error', async () => {
    const trials = 20;
    const contenders = 4;
    const root = mkdtempSync(path.join(tmpdir(), 'kago-lock-race-'));
    const deadPid = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
        .stdout,
    );
    const stale = JSON.stringify({ pid: deadPid, hostname: hostname(), startedAt: 'before the crash' });
    const folders = Array.from({ length: trials }, (_, trial) => {
      const folder = path.join(root, `trial-${trial}`);
      mkdirSync(folder);
      writeFileSync(path.join(folder, lockFileName), stale);
      // Every third trial, a server also died while taking the lock over: its claim is left behind.
      if (trial % 3 === 2)
        writeFileSync(
          path.join(
            folder,
            `${lockFileName}.claim-${createHash('sha256').update(stale).digest('hex').slice(0, 24)}`,
          ),
          JSON.stringify({ pid: deadPid, hostname: hostname(), startedAt: 'during the takeover' }),
        );
      return folder;
    });
    try {
      // Each contender is a process of its own; once all are ready, all start at the same moment, a
      // trial every 150 ms, and hold what they won until every result is in.
      const children = Array.from({ length: contenders }, () => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'tests/support/lockContender.ts', '150', ...folders],
          { stdio: ['pipe', 'pipe', 'inherit'] },
        );
        let output = '';
        const ready = new Promise<void>((resolve) =>
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.startsWith('ready\n')) resolve();
          }),
        );
        const done = new Promise<string>((resolve) =>
          child.stdout.on('data', () => {
            if (output.trim().split('\n').length > trials) resolve(output.replace(/^ready\n/, ''));
          }),
        );
        const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
        return { child, ready, done, exited };
      });
      await Promise.all(children.map(({ ready }) => ready));
      const startAt = Date.now() + 300;
      for (const { child } of children) child.stdin.write(`${startAt}\n`);
      const outputs = await Promise.all(children.map(({ done }) => done));
      for (const { child } of children) child.stdin.end();
      await Promise.all(children.map(({ exited }) => exited));
      const results = outputs.flatMap((output) =>
        output
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as { trial: number; outcome: string; message?: string }),
      );
      expect(results).toHaveLength(trials * contenders);
      const winners = Array.from(
        { length: trials },
        (_, trial) => results.filter((result) => result.trial === trial && result.outcome === 'won').length,
      );
      const others = results.filter((result) => result.outcome !== 'won');
      console.info(
        `lock race: ${trials} trials of ${contenders} servers at once after a crash; winners per trial ${winners.join(' ')}; ` +
          `${others.filter((result) => result.outcome === 'refused').length} refused, ${others.filter((result) => result.outcome === 'error').length} raw errors`,
      );
      expect(winners).toEqual(Array.from({ length: trials }, () => 1));
      for (const result of others) {
        expect(result.outcome, result.message).toBe('refused');
        expect(result.message).toMatch(/is in use by another Kago server/);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
