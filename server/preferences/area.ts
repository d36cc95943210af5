import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  preferenceLimits,
  readPreferencesPath,
  savePreferencePath,
  type Preferences,
  type SavePreference,
} from '../../contract/preferences';
import { field } from '../../resources/fields';
import type { Database } from '../db/database';
import { userPreference } from '../db/preferenceTables';
import type { ResourceTable } from '../db/tables';
import { ApiError } from '../http/apiError';
import { callsDeclaration, pathCall } from '../resources/pathCall';
import type { ResourceRules } from '../resources/rules';
import { anyJson, fieldSchema, fieldsSchema, noData, valuesByKey } from '../resources/schemas';

const preferenceKey = field('key', 'text', { required: true, maxLength: preferenceLimits.keyMaxLength });

/**
 * The body of a save, by the builder from the declared key. The action declares it as its rules'
 * input rather than as inputs, so the registrar takes the key as sent: a key is an exact store key,
 * never trimmed.
 */
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

const readMine = pathCall(readPreferencesPath, 'GET', 'read');
const save = pathCall(savePreferencePath, 'POST', 'write');

/**
 * The signed-in user's list preferences (contract/preferences.ts) as a declaration of the one
 * registrar: reading them all and saving one key, open to every signed-in user (`signedIn`,
 * resources/access.ts); nobody reads another's. No screen or menu reads it: of its screen knobs it
 * says only what the type requires.
 */
const preferenceDeclaration = callsDeclaration('preferences', 'signedIn', 'Tune', [readMine, save]);

/** The caller's own id: every read and write is of the token's subject, never of a user named in the call. */
const userOf = (request: FastifyRequest) => request.principal!.subject;

const saveOne = async (tx: Database, request: FastifyRequest, { key, value }: SavePreference) => {
  const userId = userOf(request);
  const mine = and(eq(userPreference.userId, userId), eq(userPreference.key, key));
  if (value === null) {
    await tx.delete(userPreference).where(mine);
    return null;
  }
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > preferenceLimits.valueMaxBytes)
    throw new ApiError(400, 'kago.hardeningServer.preferenceTooLarge', {
      params: { max: Math.floor(preferenceLimits.valueMaxBytes / 1024) },
    });
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
  return null;
};

const preferenceRules: ResourceRules = {
  table: userPreference as unknown as ResourceTable,
  actions: {
    [readMine.name]: {
      summary: "The signed-in user's list preferences: columns, their order, saved queries, row density.",
      answer: valuesByKey('Values by store key.'),
      handle: async ({ tx, request }) => {
        const rows = await tx
          .select({ key: userPreference.key, value: userPreference.value })
          .from(userPreference)
          .where(eq(userPreference.userId, userOf(request)));
        return Object.fromEntries(rows.map((row) => [row.key, row.value])) satisfies Preferences;
      },
    },
    [save.name]: {
      summary: "Saves one of the signed-in user's list preferences (a null value forgets it).",
      inputSchema: saveBodySchema,
      answer: noData,
      // The value's own bound (in the handler) is the precise one; this only stops a huge body being read.
      bodyLimit: preferenceLimits.valueMaxBytes + preferenceLimits.keyMaxLength + 1024,
      handle: ({ tx, request, input }) => saveOne(tx, request, input as unknown as SavePreference),
    },
  },
};

/** What server/app.ts hands the one registrar for the preferences. */
export const preferenceArea = {
  declarations: [preferenceDeclaration],
  rules: { [preferenceDeclaration.name]: preferenceRules },
};
