import type { FastifyInstance } from 'fastify';
import { requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { field } from '../../resources/fields';
import { envelopeSchema, ok } from '../http/envelope';
import { answerSchema, fieldsSchema } from '../resources/schemas';
import { unlockUser } from './loginThrottle';

/** The path of the administrator's call that lifts a user's sign-in refusals (README, "Sign-in throttling"). */
export const unlockSignInPath = '/api/signInThrottle/unlock';

/**
 * Lifts a user name's sign-in refusals and failure counts, from every address: for the person who
 * was refused on their own address (a shared office address, a colleague's typing). Administrators
 * only: the right to write settings, which only they have (resources/access.ts).
 */
export const registerLoginLockRoutes = (app: FastifyInstance, db: Database) => {
  app.post(
    unlockSignInPath,
    {
      schema: {
        tags: ['Sign-in'],
        summary:
          "Ours (not in the call catalogue): lifts a user name's sign-in refusals and failure counts from every address; administrators only. Answers how many refusals were in force.",
        body: fieldsSchema([field('username', 'text', { required: true, maxLength: 200 })]),
        response: {
          200: envelopeSchema(answerSchema([field('lifted', 'number', { integer: true, required: true })])),
        },
      },
      preValidation: requireRight('write', 'setting'),
    },
    async (request) => {
      const { username } = request.body as { username: string };
      return ok({ lifted: await unlockUser(db, username) });
    },
  );
};
