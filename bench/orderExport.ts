import { readFileSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { withBenchProcess } from './benchProcess';

/** Exporting the whole base family of 100k orders: time, and how far the server's memory may grow. */
export const orderExportBudget = { seconds: 60, rssGrowthMb: 300 };
const orders = 100_000;

/** A figure of /proc/<pid>/status (`VmRSS`, `VmHWM`), in MB. */
const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No ${field} for process ${pid}`);
  return Number(match[1]) / 1024;
};

/** Resets the process's peak RSS (VmHWM) to its current RSS; false where the kernel does not allow it. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

/**
 * Samples the process's RSS while `work` runs (every 20 ms, and its peak from the kernel where it
 * may be reset): what it was before, and the most it reached.
 */
const sampleMemory = async <T>(pid: number, work: () => Promise<T>) => {
  const baselineMb = statusMb(pid, 'VmRSS');
  const kernelPeak = resetPeak(pid);
  let sampledPeakMb = baselineMb;
  const sampler = setInterval(() => {
    sampledPeakMb = Math.max(sampledPeakMb, statusMb(pid, 'VmRSS'));
  }, 20);
  const result = await work().finally(() => clearInterval(sampler));
  return { result, baselineMb, peakMb: Math.max(sampledPeakMb, kernelPeak ? statusMb(pid, 'VmHWM') : 0) };
};

/** Rows of the sheet, read back with exceljs's streaming reader (the file is checked, not trusted). */
export const countRows = async (file: Buffer) => {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {});
  for await (const sheet of reader) for await (const row of sheet) if (row) rows += 1;
  return rows;
};

/**
 * Orders grown to 100k: `POST /api/order/ExportExcel` without a filter, timed until the last byte,
 * while the server process's RSS is sampled (and its peak read from the kernel) against its RSS
 * before the export; then the same rows written by exceljs's streaming writer alone, unstyled, in
 * the server process, timed and sampled the same way (`ratio`: the export's time over that one).
 */
export const measureOrderExport = () =>
  withBenchProcess(`orders:${orders}`, async (_timedGet, { url, headers, pid, direct }) => {
    const post = (body: object) =>
      fetch(`${url}/api/order/ExportExcel`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // A small export first, so that the code paths are loaded before the measure.
    await (await post({ keyword: 'KG00001' })).arrayBuffer();

    const started = performance.now();
    const {
      result: file,
      baselineMb,
      peakMb,
    } = await sampleMemory(pid, async () => {
      const response = await post({});
      if (!response.ok || !response.body) throw new Error(`ExportExcel answered ${response.status}`);
      const chunks: Buffer[] = [];
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read())
        chunks.push(Buffer.from(read.value));
      return Buffer.concat(chunks);
    });
    const seconds = (performance.now() - started) / 1000;

    // The same rows (the same keyset batches) through exceljs's streaming writer alone, in the server.
    const plain = await sampleMemory(pid, () => direct('plainExport', ['']));
    const [plainMs] = plain.result;
    const plainBaselineMb = plain.baselineMb;
    const plainPeakMb = plain.peakMb;
    return {
      plainSeconds: plainMs / 1000,
      plainGrowthMb: plainPeakMb - plainBaselineMb,
      ratio: seconds / (plainMs / 1000),
      seconds,
      fileMb: file.length / 1024 / 1024,
      rows: (await countRows(file)) - 1,
      baselineMb,
      peakMb,
      growthMb: peakMb - baselineMb,
    };
  });
