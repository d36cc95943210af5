import fastifyMultipart from '@fastify/multipart';
import { mailAttachmentLimits } from '../../resources/mail';
import type { FastifyInstance } from 'fastify';
import { accessHistoryRoutes } from '../accessHistory/routes';
import { registerResourceRoutes } from '../resources/routes';
import { customerDeclaration } from '../../resources/customers';
import type { Database } from '../db/database';
import { notifyRoutes } from '../notify/routes';
import { addressRoutes } from './addressRoutes';
import { biddingRoutes } from './biddingRoutes';
import { customerRoutes, customerRules } from './customerRoutes';
import { financeRoutes } from './financeRoutes';
import { geographyRoutes } from './geographyRoutes';
import { levelRoutes } from './levelRoutes';
import { registerAreaRoutes } from './routeTable';
import { supportRoutes } from './supportRoutes';

/**
 * Every call of the customer area (call catalogue 7.9): `/api/customer/`, `/api/Notify/` and
 * `/api/AccessHistory/`; the standard ones (7.11) on the generic routes. Registered as its own Fastify plugin so that its multipart parser (for
 * SendMail) stays inside it.
 */
export const customerArea = async (scope: FastifyInstance, { db }: { db: Database }) => {
  await scope.register(fastifyMultipart, {
    // An attachment over the limit is reported by name (a field error), not cut off silently.
    throwFileSizeLimit: false,
    limits: {
      fileSize: mailAttachmentLimits.maxBytes,
      files: mailAttachmentLimits.maxFiles,
      fields: 20,
      fieldSize: 1024 * 1024,
    },
  });
  registerResourceRoutes(scope, {
    db,
    // Its irregular reads (the declaration's actions) are the area's routes below.
    declarations: [{ ...customerDeclaration, actions: [] }],
    rules: { [customerDeclaration.name]: customerRules },
  });
  registerAreaRoutes(scope, [
    ...customerRoutes(db),
    ...geographyRoutes(db),
    ...levelRoutes(db),
    ...supportRoutes(db),
    ...addressRoutes(db),
    ...biddingRoutes(db),
    ...financeRoutes(db),
    ...accessHistoryRoutes(db),
    ...notifyRoutes(db),
  ]);
};
