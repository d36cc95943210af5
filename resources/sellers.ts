import { field, operation } from './fields';
import type { ResourceDeclaration } from './types';

/**
 * The marketplace shops orders are bought from (seed 000 section 3: id, name, taxCode; call
 * catalogue 7.10: `Sellers/GetsPaging`, `Sellers/Update`). The seed gives no bounds, so these are
 * ours: a name is never empty; a tax code, when a shop has one, is 10 digits, or 10 digits, a dash
 * and 3 digits for a branch. The seed names the route and the screen but gives it no menu entry: it
 * sits beside buyer-config, the other buying setting.
 */
export const sellerDeclaration: ResourceDeclaration = {
  name: 'sellers',
  path: 'Sellers',
  api: 'master',
  operations: { list: operation('GetsPaging'), update: operation('Update', 'POST') },
  access: { area: 'buying' },
  icon: 'Store',
  menu: { menu: 'menu.purchasing', after: 'buyer-config' },
  fields: [
    field('name', 'text', { required: true, maxLength: 255 }),
    field('taxCode', 'text', { maxLength: 14, pattern: 'taxCode', filter: true }),
  ],
  sort: { field: 'name', order: 'ASC' },
};
