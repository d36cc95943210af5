import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  preferenceLimits,
  readPreferencesPath,
  savePreferencePath,
  type Preferences,
  type SavePreference,
} from '../../contract/preferences';
import { requireRight } from '../auth/index';
import type { Database } from '../db/database';
import { userPreference } from '../db/preferenceTables';
import { ApiError } from '../http/apiError';
import { field } from '../../resources/fields';
import { envelopeSchema, ok } from '../http/envelope';
import { anyJson, fieldSchema, fieldsSchema, noData, valuesByKey } from '../resources/schemas';

const preferenceKey = field('key', 'text', { required: true, maxLength: preferenceLimits.keyMaxLength });
const saveBodySchema = fieldsSchema([preferenceKey], {
  extra: {
    key: {
      ...fieldSchema(preferenceKey),
      pattern: preferenceLimits.keyPattern,
      examples: ['preferences.search-orders.datagrid.columns'],
    },
    // What react-admin keeps for a list: column lists, saved queries (objects), a density name.
    value: anyJson(`A JSON value of at most ${preferenceLimits.valueMaxBytes} bytes; null forgets the key.`),
  },
  required: ['key', 'value'],
});

/** The caller's own id: every read and write is of the token's subject, never of a user named in the call. */
const userOf = (request: FastifyRequest) => request.principal!.subject;

/**
 * The signed-in user's list preferences (contract/preferences.ts): read them all, save one key.
 * Any signed-in user with some access keeps their own; nobody reads another's.
 */
export const registerPreferenceRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const common = { tags: ['preferences'], security: [{ bearer: [] }] };

  app.get(
    `/api/${readPreferencesPath}`,
    {
      schema: {
        ...common,
        summary: "The signed-in user's list preferences: columns, their order, saved queries, row density.",
        response: {
          200: envelopeSchema(valuesByKey('Values by store key.')),
        },
      },
      preValidation: requireRight('read'),
    },
    async (request) => {
      const rows = await db
        .select({ key: userPreference.key, value: userPreference.value })
        .from(userPreference)
        .where(eq(userPreference.userId, userOf(request)));
      return ok<Preferences>(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    },
  );

  app.post(
    `/api/${savePreferencePath}`,
    {
      schema: {
        ...common,
        summary: "Saves one of the signed-in user's list preferences (a null value forgets it).",
        body: saveBodySchema,
        response: { 200: envelopeSchema(noData) },
      },
      // The value's own bound below is the precise one; this only stops a huge body being read.
      bodyLimit: preferenceLimits.valueMaxBytes + preferenceLimits.keyMaxLength + 1024,
      preValidation: requireRight('read'),
    },
    async (request) => {
      const { key, value } = request.body as SavePreference;
      const userId = userOf(request);
      const mine = and(eq(userPreference.userId, userId), eq(userPreference.key, key));
      if (value === null) {
        await db.delete(userPreference).where(mine);
        return ok(null);
      }
      const bytes = Buffer.byteLength(JSON.stringify(value));
      if (bytes > preferenceLimits.valueMaxBytes)
        throw new ApiError(400, 'kago.hardeningServer.preferenceTooLarge', {
          params: { max: Math.floor(preferenceLimits.valueMaxBytes / 1024) },
        });
      await db.transaction(async (tx) => {
        // One user's saves in turn, so two new keys at once cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_preference:${userId}`}))`);
        const [kept] = await tx
          .select({ keys: count() })
          .from(userPreference)
          .where(eq(userPreference.userId, userId));
        const [existing] = await tx.select({ key: userPreference.key }).from(userPreference).where(mine);
        if (!existing && kept.keys >= preferenceLimits.maxKeys)
          throw new ApiError(400, 'kago.hardeningServer.tooManyPreferences', {
            params: { max: preferenceLimits.maxKeys },
          });
        await tx
          .insert(userPreference)
          .values({ userId, key, value })
          .onConflictDoUpdate({
            target: [userPreference.userId, userPreference.key],
            set: { value, updatedAt: new Date() },
          });
      });
      return ok(null);
    },
  );
};
