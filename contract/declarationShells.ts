import type { DeclarationShell } from '../resources/shells';
import type { ResourceDeclaration } from '../resources/types';

/** Written by the build (vite.config.ts, vitest.config.ts) from `resourceDeclarations`. */
declare const __DECLARATION_SHELLS__: {
  readonly resources: readonly DeclarationShell[];
  readonly areas: readonly DeclarationShell[];
};

/**
 * The browser's view of the generic declarations before any screen opens (resources/shells.ts): the
 * router, the route guard and `canAccess` read these, and a screen or a call reads the declaration
 * itself through `loadDeclaration`, which fetches every declaration at once, in a chunk of their
 * own. So a new declaration adds its shell, a few lines, to the first load, not its fields. The server
 * reads the declarations themselves (resources/index.ts) and never this module.
 */
export const resourceShells: readonly DeclarationShell[] = __DECLARATION_SHELLS__.resources;

/** Those of the declarations served by their area (resources/index.ts `areaDeclarations`). */
export const areaShells: readonly DeclarationShell[] = __DECLARATION_SHELLS__.areas;

const shellsByName = new Map([...resourceShells, ...areaShells].map((shell) => [shell.name, shell]));

export const findShell = (name: string): DeclarationShell | undefined => shellsByName.get(name);

let declarations: Promise<typeof import('../resources/index')> | undefined;

/** A declaration by its name, fetched with every other the first time one is asked for. */
export const loadDeclaration = async (name: string): Promise<ResourceDeclaration> => {
  declarations ??= import('../resources/index').catch((error: unknown) => {
    declarations = undefined;
    throw error;
  });
  const declaration = (await declarations).findDeclaration(name);
  if (!declaration) throw new Error(`Unknown resource "${name}": no declaration in resources/`);
  return declaration;
};
