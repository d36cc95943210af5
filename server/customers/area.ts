import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { mailAttachmentLimits } from '../../resources/mail';
import type { ResourceDeclaration } from '../../resources/index';
import type { Database } from '../db/database';
import { registerResourceRoutes } from '../resources/routes';
import type { RulesTable } from '../resources/rules';

/**
 * The customer area's declarations (call catalogue 7.9 and 7.11: `/api/customer/`, `/api/Notify/`,
 * `/api/AccessHistory/`) on the one registrar, with the area's rules (server/customers/rules.ts), in
 * a Fastify plugin of their own so that the multipart parser of SendMail stays inside it.
 */
export const customerArea = async (
  scope: FastifyInstance,
  options: { db: Database; declarations: readonly ResourceDeclaration[]; rules: RulesTable },
) => {
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
  registerResourceRoutes(scope, options);
};
