import { field, operation } from './fields';
import type { ResourceDeclaration } from './types';

/**
 * Release notes of the back office (call catalogue 7.7: `ManageReleaseNotes`, "the same list, detail
 * and update operations" as order packages): what changed in each version, read by every member of
 * staff and written by those who write the catalogues. The seed names the release-note detail but
 * gives neither route nor menu place nor fields: route `release-notes`, beside package management,
 * and the fields and bounds are ours.
 */
export const releaseNoteDeclaration: ResourceDeclaration = {
  name: 'release-notes',
  path: 'ManageReleaseNotes',
  api: 'master',
  operations: {
    list: operation('GetList'),
    read: operation('GetDetail'),
    update: operation('Update', 'POST'),
  },
  access: { area: 'catalogue' },
  icon: 'NewReleases',
  menu: { menu: 'menu.purchasing', after: 'package-management' },
  keywordFields: ['releaseVersion', 'title'],
  fields: [
    field('releaseVersion', 'text', { required: true, maxLength: 20, unique: true }),
    field('title', 'text', { required: true, maxLength: 255 }),
    field('releaseDate', 'date', { required: true, rangeFilter: true }),
    field('content', 'textarea', { required: true, maxLength: 10_000, list: false }),
    field('published', 'boolean', { defaultValue: true, filter: true }),
  ],
  recordRepresentation: 'releaseVersion',
  sort: { field: 'releaseDate', order: 'DESC' },
};
