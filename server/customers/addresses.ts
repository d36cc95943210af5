import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customerAddresses } from '../db/customerTables';
import type { Database } from '../db/database';
import { notFound } from '../http/apiError';
import { catalogueTable } from './checks';
import { addressFields, CustomerFieldErrors } from './fields';
import { customerById, lockCustomer } from './records';
import { countryName } from '../../i18n/countryNames';
import { customerAddressDeclaration } from '../../resources/customers';
import { field } from '../../resources/fields';
import type { ResourceTable } from '../db/tables';
import { localeOf } from '../http/locale';
import type { ResourceRules } from '../resources/rules';
import { fieldsSchema } from '../resources/schemas';

const country = catalogueTable('country');
const province = catalogueTable('state-province');
const district = catalogueTable('district');
const ward = catalogueTable('ward');

/** An address as the address tab shows it: its place names beside their ids. */
const selectAddresses = (db: Database) =>
  db
    .select({
      addressId: customerAddresses.id,
      customerId: customerAddresses.customerId,
      name: customerAddresses.name,
      phone: customerAddresses.phone,
      countryId: customerAddresses.countryId,
      countryCode: country.code,
      countryName: country.name,
      provinceId: customerAddresses.provinceId,
      provinceName: province.name,
      districtId: customerAddresses.districtId,
      districtName: district.name,
      wardId: customerAddresses.wardId,
      wardName: ward.name,
      address: customerAddresses.address,
      postalCode: customerAddresses.postalCode,
      note: customerAddresses.note,
      isDefault: customerAddresses.isDefault,
    })
    .from(customerAddresses)
    .innerJoin(country, eq(country.id, customerAddresses.countryId))
    .innerJoin(province, eq(province.id, customerAddresses.provinceId))
    .innerJoin(district, eq(district.id, customerAddresses.districtId))
    .innerJoin(ward, eq(ward.id, customerAddresses.wardId));

/**
 * An address as answered to `request`: its country named in the caller's language, from the country's
 * code, which the answer then leaves out (the address tab's calls answer what they always did).
 */
const answered =
  (request: FastifyRequest) =>
  <Address extends { countryCode: unknown; countryName: unknown }>({ countryCode, ...address }: Address) => ({
    ...address,
    countryName: countryName(String(countryCode), String(address.countryName), localeOf(request)),
  });

const addressById = async (db: Database, addressId: number) => {
  const [address] = await selectAddresses(db).where(eq(customerAddresses.id, addressId));
  if (!address) throw notFound();
  return address;
};

interface AddressInput {
  addressId?: number;
  customerId: number;
  name: string;
  phone: string;
  countryId: number;
  provinceId: number;
  districtId: number;
  wardId: number;
  address: string;
  postalCode: string;
  note?: string | null;
  isDefault?: boolean | null;
}

/** Each level of the place must exist and lie in the one above: province in country, and so on. */
const cascade = [
  { source: 'countryId', table: country, parentSource: null, parentColumn: null },
  { source: 'provinceId', table: province, parentSource: 'countryId', parentColumn: 'countryId' },
  { source: 'districtId', table: district, parentSource: 'provinceId', parentColumn: 'stateProvinceId' },
  { source: 'wardId', table: ward, parentSource: 'districtId', parentColumn: 'districtId' },
] as const;

const checkPlace = async (db: Database, request: FastifyRequest, input: AddressInput) => {
  const errors = new CustomerFieldErrors(request);
  for (const level of cascade) {
    const id = input[level.source];
    const [row] = await db.select().from(level.table).where(eq(level.table.id, id));
    if (!row) errors.add(level.source, 'reference');
    else if (
      level.parentSource &&
      level.parentColumn &&
      row[level.parentColumn] !== input[level.parentSource]
    )
      errors.add(level.source, 'kago.customerServer.notInParent', {
        parent: errors.label(level.parentSource),
      });
  }
  errors.throwIfAny();
};

const addressValues = (input: AddressInput) => ({
  name: input.name.trim(),
  phone: input.phone.trim(),
  countryId: input.countryId,
  provinceId: input.provinceId,
  districtId: input.districtId,
  wardId: input.wardId,
  address: input.address.trim(),
  postalCode: input.postalCode.trim(),
  note: input.note?.trim() || null,
});

/** The customer's addresses other than `addressId` lose the default flag. */
const unsetOtherDefaults = (tx: Database, customerId: number, addressId: number | null) =>
  tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.customerId, customerId),
        eq(customerAddresses.isDefault, true),
        addressId === null ? undefined : ne(customerAddresses.id, addressId),
      ),
    );

const hasAddresses = async (tx: Database, customerId: number) =>
  (
    await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .limit(1)
  ).length > 0;

/**
 * Address writes lock the customer, so two writes of one customer's addresses never race on the
 * default: the first address becomes the default; setting one default unsets the others; the
 * default stays one until another takes its place; deleting it hands the flag to the oldest left.
 */
const inCustomerLock = <T>(db: Database, customerId: number, work: (tx: Database) => Promise<T>) =>
  db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockCustomer(tx, customerId);
    return work(tx);
  });

const createAddress = async (db: Database, request: FastifyRequest) => {
  const input = request.body as AddressInput;
  await customerById(db, input.customerId);
  await checkPlace(db, request, input);
  const addressId = await inCustomerLock(db, input.customerId, async (tx) => {
    const isDefault = input.isDefault === true || !(await hasAddresses(tx, input.customerId));
    if (isDefault) await unsetOtherDefaults(tx, input.customerId, null);
    const [created] = await tx
      .insert(customerAddresses)
      .values({ customerId: input.customerId, ...addressValues(input), isDefault })
      .returning({ id: customerAddresses.id });
    return created.id;
  });
  return addressById(db, addressId);
};

const updateAddress = async (db: Database, request: FastifyRequest) => {
  const input = request.body as AddressInput & { addressId: number };
  const [stored] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, input.addressId));
  if (!stored) throw notFound();
  await checkPlace(db, request, input);
  await inCustomerLock(db, stored.customerId, async (tx) => {
    // Unsetting the only default is not a way to have none: it stays until another takes its place.
    const isDefault = stored.isDefault || input.isDefault === true;
    if (isDefault) await unsetOtherDefaults(tx, stored.customerId, stored.id);
    await tx
      .update(customerAddresses)
      .set({ ...addressValues(input), isDefault, updatedAt: new Date() })
      .where(eq(customerAddresses.id, stored.id));
  });
  return addressById(db, input.addressId);
};

const deleteAddress = async (db: Database, addressId: number) => {
  const [stored] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, addressId));
  if (!stored) throw notFound();
  return inCustomerLock(db, stored.customerId, async (tx) => {
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(eq(customerAddresses.id, addressId))
      .returning();
    if (!deleted) throw notFound();
    if (deleted.isDefault) {
      const [oldest] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, stored.customerId))
        .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
        .limit(1);
      if (oldest)
        await tx
          .update(customerAddresses)
          .set({ isDefault: true })
          .where(eq(customerAddresses.id, oldest.id));
    }
    return { deleted: 1 };
  });
};

/** What an update may send back as it read it: the place names are the server's. */
const readOnlyNames = Object.fromEntries(
  ['countryName', 'provinceName', 'districtName', 'wardName'].map((source) => [source, {}]),
);

/** The key of an address (`idField`), which an update names it by. */
const addressKey = field(customerAddressDeclaration.idField, 'number', {
  integer: true,
  min: 1,
  required: true,
});

/**
 * A customer's addresses (`customerAddressDeclaration`): the seed's address calls, each its standard
 * operation's route (server/resources/routes.ts) with the area's work.
 */
export const addressRules: ResourceRules = {
  table: customerAddresses as unknown as ResourceTable,
  operations: {
    list: {
      // A whole list (`whole`): one customer's addresses, named by the customer's key.
      querystring: fieldsSchema(
        addressFields.filter((each) => each.source === 'customerId'),
        { query: true },
      ),
      handle: async (request, { db }) => {
        const { customerId } = request.query as { customerId: number };
        await customerById(db, customerId);
        const addresses = await selectAddresses(db)
          .where(eq(customerAddresses.customerId, customerId))
          .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
        return addresses.map(answered(request));
      },
    },
    read: {
      handle: async (request, { db }) =>
        answered(request)(await addressById(db, (request.query as { addressId: number }).addressId)),
    },
    create: {
      body: fieldsSchema(addressFields),
      handle: async (request, { db }) => answered(request)(await createAddress(db, request)),
    },
    update: {
      body: fieldsSchema(
        [
          addressKey,
          ...addressFields.map((each) =>
            each.source === 'customerId' ? { ...each, required: false } : each,
          ),
        ],
        {
          extra: readOnlyNames,
          required: [
            addressKey.source,
            ...addressFields
              .filter((each) => each.required && each.source !== 'customerId')
              .map((each) => each.source),
          ],
        },
      ),
      handle: async (request, { db }) => answered(request)(await updateAddress(db, request)),
    },
    deletes: {
      handle: async (request, { db }) =>
        deleteAddress(db, (request.query as { addressId: number }).addressId),
    },
  },
};
