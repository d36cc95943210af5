/**
 * `npm run db:generate [-- name [data.sql]]`: writes the migration that brings the database in line
 * with the declarations. Run it after adding or changing a declaration, and commit the files it
 * writes. A data file (statements separated by `;` at a line's end) adds row changes for data
 * folders made before, and writes a migration even when no table changed.
 */
import { readFileSync } from 'node:fs';
import { writeMigration } from './migrationFiles';

const name = (process.argv[2] ?? 'declarations').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const dataFile = process.argv[3];
const data = dataFile
  ? readFileSync(dataFile, 'utf8')
      .split(/;\s*$/m)
      .map((statement) => statement.trim())
      .filter(Boolean)
      .map((statement) => `${statement};`)
  : [];
const tag = await writeMigration(name, Date.now(), data);
console.log(
  tag ? `Wrote server/db/migrations/${tag}.sql` : 'Migrations are up to date with the declarations.',
);
