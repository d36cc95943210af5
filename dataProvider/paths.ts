import { apiPath, type ApiBase, type ExtraName, type ResourceDeclaration } from '../resources/types';
import { runtimeConfig, type RuntimeConfig } from './runtimeConfig';

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
  get: string;
  create: string;
  edit: string;
  deletes: string;
  /** Null when the resource has no activate call (currency). */
  activates: string | null;
  extra: (name: ExtraName) => string;
}

/** The catalogue pattern: `/api/<path>/{get,create,edit,deletes,activates,<extra>}`. */
export const resourcePaths = (
  declaration: ResourceDeclaration,
  config: RuntimeConfig = runtimeConfig(),
): ResourcePaths => {
  const url = (action: string) => apiUrl(declaration.api, `${apiPath(declaration)}/${action}`, config);
  return {
    get: url('get'),
    create: url('create'),
    edit: url('edit'),
    deletes: url('deletes'),
    activates: declaration.activates === false ? null : url('activates'),
    extra: (name) => {
      if (!declaration.extras?.includes(name)) {
        throw new Error(`Resource "${declaration.name}" declares no extra "${name}"`);
      }
      return url(name);
    },
  };
};

/**
 * An order family's path segment: stage prefix + source suffix (`OrderPurchase` + `Ichiba`); the base
 * family of a stage has no suffix.
 */
export const orderFamilyPath = (stagePrefix: string, sourceSuffix = '') => `${stagePrefix}${sourceSuffix}`;

/**
 * Where the real API departs from `/api/<Family>/<Action>` (call catalogue 7.12), keyed
 * `<Family>/<Action>`, each value the literal path the API answers on.
 * - The domestic-shipping families of Ichiba, Mercari, Jan and Auction double the family name in
 *   the product-attribute update: the action segment is prefixed with the family name again.
 * - The Ichiba delivered family's order-number update lives on the International family's path.
 */
export const irregularPaths: Readonly<Record<string, string>> = {
  'OrderDomesticShippingIchiba/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingIchiba/OrderDomesticShippingIchibaOrderDetailUpdateProAtt',
  'OrderDomesticShippingMercari/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingMercari/OrderDomesticShippingMercariOrderDetailUpdateProAtt',
  'OrderDomesticShippingJan/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingJan/OrderDomesticShippingJanOrderDetailUpdateProAtt',
  'OrderDomesticShippingAuction/OrderDetailUpdateProAtt':
    '/api/OrderDomesticShippingAuction/OrderDomesticShippingAuctionOrderDetailUpdateProAtt',
  'OrderDeliveryAndDeliveredIchiba/OrderUpdateOrderNumber':
    '/api/OrderDeliveryAndDeliveredInternational/OrderUpdateOrderNumber',
};

/** The path (without base) of a family's action, honouring `irregularPaths`. */
export const familyActionPath = (family: string, action: string) =>
  irregularPaths[`${family}/${action}`] ?? `/api/${family}/${action}`;

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
