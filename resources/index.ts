import { catalogueDeclarations } from './catalogues';
import { orderPackageDeclaration } from './orderPackages';
import { releaseNoteDeclaration } from './releaseNotes';
import { sellerDeclaration } from './sellers';
import { trackingDeclaration } from './tracking';
import type { ResourceDeclaration } from './types';

export * from './types';
export { catalogueDeclarations } from './catalogues';

/** Every declared resource, in menu order. A new area appends its declarations here. */
export const resourceDeclarations: readonly ResourceDeclaration[] = [
  ...catalogueDeclarations,
  sellerDeclaration,
  trackingDeclaration,
  orderPackageDeclaration,
  releaseNoteDeclaration,
];

const byName = new Map(resourceDeclarations.map((declaration) => [declaration.name, declaration]));

export const findDeclaration = (name: string): ResourceDeclaration | undefined => byName.get(name);
