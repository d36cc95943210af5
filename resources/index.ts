import { catalogueDeclarations } from './catalogues';
import type { ResourceDeclaration } from './types';

export * from './types';
export { catalogueDeclarations } from './catalogues';

/** Every declared resource, in menu order. Later areas (orders, customers...) append theirs here. */
export const resourceDeclarations: readonly ResourceDeclaration[] = [...catalogueDeclarations];

const byName = new Map(resourceDeclarations.map((declaration) => [declaration.name, declaration]));

export const findDeclaration = (name: string): ResourceDeclaration | undefined => byName.get(name);
