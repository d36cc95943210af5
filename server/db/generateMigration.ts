/**
 * `npm run db:generate [-- name]`: writes the migration that brings the database in line with the
 * declarations. Run it after adding or changing a declaration, and commit the files it writes.
 */
import { writeMigration } from './migrationFiles';

const name = (process.argv[2] ?? 'declarations').replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
const tag = await writeMigration(name);
console.log(
  tag ? `Wrote server/db/migrations/${tag}.sql` : 'Migrations are up to date with the declarations.',
);
