import {
  apiPath,
  operationPath,
  type ApiBase,
  type ExtraName,
  type OperationRole,
  type ResourceDeclaration,
} from '../resources/types';
import { familyActionPath } from '../resources/orders/index';
import { runtimeConfig, type RuntimeConfig } from '../contract/runtimeConfig';

/**
 * The path table: every URL the client calls is built here, from a declaration or a family name and
 * the runtime configuration's base URLs. Irregular paths of the real API are data (`irregularPaths`),
 * not special cases in callers.
 */

const withoutTrailingSlash = (base: string) => base.replace(/\/+$/, '');

export const apiBaseUrl = (api: ApiBase, config: RuntimeConfig = runtimeConfig()) =>
  withoutTrailingSlash(api === 'master' ? config.masterApiBase : config.opApiBase);

/** `${base}/api/${path}`. */
export const apiUrl = (api: ApiBase, path: string, config: RuntimeConfig = runtimeConfig()) =>
  `${apiBaseUrl(api, config)}/api/${path}`;

export interface ResourcePaths {
  /** The URL of a standard operation, or null when the resource does not offer it. */
  operation: (role: OperationRole) => string | null;
  extra: (name: ExtraName) => string;
}

/** A resource's URLs, from its declared operations (DESIGN.md section 3) and extras. */
export const resourcePaths = (
  declaration: ResourceDeclaration,
  config: RuntimeConfig = runtimeConfig(),
): ResourcePaths => {
  const base = apiBaseUrl(declaration.api, config);
  return {
    operation: (role) => {
      const operation = declaration.operations[role];
      return operation ? `${base}${operationPath(declaration, operation)}` : null;
    },
    extra: (name) => {
      if (!declaration.extras?.includes(name)) {
        throw new Error(`Resource "${declaration.name}" declares no extra "${name}"`);
      }
      return `${base}/api/${apiPath(declaration)}/${name}`;
    },
  };
};

/**
 * Order family paths and the API's irregular ones (7.12) are data of resources/orders, shared with
 * the reference server that serves them.
 */
export { familyActionPath, irregularPaths, orderFamilyPath } from '../resources/orders/index';

/** The full URL of a family's action; order families live on the master API unless told otherwise. */
export const familyActionUrl = (
  family: string,
  action: string,
  api: ApiBase = 'master',
  config: RuntimeConfig = runtimeConfig(),
) => `${apiBaseUrl(api, config)}${familyActionPath(family, action)}`;

/** The public gateway's calls. */
export const gatewayUrls = {
  allRoutes: (config: RuntimeConfig = runtimeConfig()) =>
    `${withoutTrailingSlash(config.gatewayBase)}/wh/get-all-routes`,
};
