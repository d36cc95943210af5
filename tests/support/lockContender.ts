// One server starting, as far as the data-folder lock goes (tests/server/dataFolderLock.test.ts).
// Prints `ready`, reads the moment to start from stdin, then takes the lock of each folder given, one
// every `spacing` ms, and prints what happened, one JSON line a folder. The locks it wins are held
// until its stdin ends (then it exits, and they go, as a server's would).
import { createInterface } from 'node:readline';
import { DataFolderLockedError, lockDataFolder } from '../../server/db/dataFolderLock';

const [spacing, ...folders] = process.argv.slice(2);
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, ms));

const lines = createInterface({ input: process.stdin });
lines.once('line', (startAt) => {
  folders.forEach((folder, trial) => {
    pause(Number(startAt) + trial * Number(spacing) - Date.now());
    let result: { trial: number; outcome: string; message?: string };
    try {
      lockDataFolder(folder);
      result = { trial, outcome: 'won' };
    } catch (error) {
      result = {
        trial,
        outcome: error instanceof DataFolderLockedError ? 'refused' : 'error',
        message: (error as Error).message,
      };
    }
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');
