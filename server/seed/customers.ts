import { asc, count, inArray, sql } from 'drizzle-orm';
import {
  accountIdBase,
  customerCodeOf,
  defaultStandardFees,
  deviceTypes,
  marketplaces,
  transactionEffects,
  vipHoldAmount,
  type DeviceType,
  type NotificationStatus,
  type NotificationChannel,
  type TransactionType,
} from '../../contract/customers';
import { genders } from '../../resources/customers';
import {
  accessHistory,
  customerAddresses,
  customerLevelHistory,
  customerLevels,
  customers,
  customerSchema,
  customerStandardFees,
  customerSupportHistory,
  customerTransactions,
  employees,
  notificationAttachments,
  notifications,
} from '../db/customerTables';
import type { Database } from '../db/database';
import { resourceTables } from '../db/tables';
import { insertSeedRows, type Insert, type SeedRows } from './insertRows';
import { calendarEndOf, day, familyNames, generator, givenNames } from './orders';
import { fullSeed } from './size';
import { systemNote } from '../customers/transactionNotes';

/** Drops a random draw the seed no longer uses, kept in its place so later draws are unchanged. */
const unusedDraw = (_draw: number): null => null;

/**
 * Customers with everything that hangs off them: levels, supporters, addresses in real catalogue
 * geography, standard fees, level and support histories, money moves whose sums are the balances,
 * notifications in every channel and status, and sign-in history on every kind of device.
 * Deterministic (seeded generator, the order seed's calendar, ids assigned here) and bulk-inserted.
 * Nothing is dated after the calendar's end: the seed never writes a future.
 */

// The level table's names are the business's own words, in the three interface languages (issue 31:
// the vi and ja screens showed "Member", "Gold"); the codes stay the seed's.
const levelRows: Insert<typeof customerLevels>[] = (
  [
    ['MEMBER', 'Thành viên', 'Member', '一般会員', 0, 0],
    ['SILVER', 'Bạc', 'Silver', 'シルバー', 50_000_000, 1],
    ['GOLD', 'Vàng', 'Gold', 'ゴールド', 200_000_000, 2],
    ['PLATINUM', 'Bạch kim', 'Platinum', 'プラチナ', 500_000_000, 3],
    ['DIAMOND', 'Kim cương', 'Diamond', 'ダイヤモンド', 1_000_000_000, 5],
  ] as const
).map(([code, name, nameEn, nameJa, minSpend, discountPercent], index) => ({
  id: index + 1,
  code,
  name,
  nameEn,
  nameJa,
  minSpend,
  discountPercent,
  displayOrder: (index + 1) * 10,
}));
/** Most customers are members; a few reach the top. */
const levelWeights = [55, 22, 13, 7, 3];

const employeeNames = [
  'Nguyen Thu Ha',
  'Tran Minh Duc',
  'Le Thi Mai',
  'Pham Quoc Tuan',
  'Hoang Lan Anh',
  'Vu Thanh Son',
  'Dang Bao Ngoc',
  'Bui Van Long',
  'Do Thi Hoa',
  'Ngo Gia Huy',
  'Sato Yuki',
  'Tanaka Hiroshi',
  'Nguyen Van Khoa',
  'Tran Thi Thu',
  'Le Hoang Nam',
  'Pham Thi Linh',
  'Hoang Duc Anh',
  'Vu Thi Yen',
  'Dang Quang Vinh',
  'Bui Thi Phuong',
];
/** The first eight answer customers (supporters); everyone may take care of one. */
const supporterCount = 8;
const employeeRows: Insert<typeof employees>[] = employeeNames.map((name, index) => ({
  id: index + 1,
  code: `E${String(index + 1).padStart(3, '0')}`,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@kago.example`,
  phone: `024${String(3_800_000 + index * 17)}`,
  isSupporter: index < supporterCount,
  active: index !== employeeNames.length - 1,
}));

const streets = ['Le Loi', 'Tran Hung Dao', 'Nguyen Trai', 'Hai Ba Trung', 'Ly Thuong Kiet', 'Pho Hue'];
const idPlaces = ['Cuc Canh sat QLHC ve TTXH', 'Cong an TP Ha Noi', 'Cong an TP Ho Chi Minh'];
const groups = ['retail', 'wholesale', 'reseller', null];
// What the customers were sent: written in their language, Vietnamese.
const webTitles = [
  ['Đơn hàng của bạn đã về kho', '/orders'],
  ['Đã nhận tiền nạp', '/wallet'],
  ['Bạn đã thắng đấu giá', '/auctions'],
  ['Khuyến mãi mới cho thành viên Vàng', '/promotions'],
] as const;
const emailSubjects = [
  'Nhắc thanh toán',
  'Kiện hàng của bạn đang trên đường giao',
  'Hóa đơn cho đơn hàng của bạn',
  'Chào mừng bạn đến với Kago',
];
const userAgents: Record<DeviceType, string[]> = {
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ],
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ],
  tablet: [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ],
  app: ['KagoApp/3.4.1 (Android 14)', 'KagoApp/3.4.1 (iOS 17.5)'],
};

const accessPerCustomer = 10;

/** The customer tables, in the order they are written (server/seed/insertRows.ts). */
const customerSeedTables = {
  levels: customerLevels,
  employees,
  customers,
  standardFees: customerStandardFees,
  levelHistory: customerLevelHistory,
  supportHistory: customerSupportHistory,
  addresses: customerAddresses,
  transactions: customerTransactions,
  notifications,
  attachments: notificationAttachments,
  access: accessHistory,
};

export type SeededCustomers = SeedRows<typeof customerSeedTables>;

/** A ward of the seeded geography with its parents, as an address needs them. */
export interface SeedWard {
  id: number;
  districtId: number;
  provinceId: number;
  countryId: number;
}

const ascii = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A moment of a customer's history, `at`, drawn within `span` after `start` (their creation). When
 * that span runs past the calendar's end (a customer created lately), the whole span is squeezed,
 * in order, into the time there was, so the history stays in the past and keeps its shape; an
 * older customer's moments are left exactly as drawn.
 */
const pastOf = (end: number) => (start: number, at: number, span: number) =>
  start + span < end ? at : start + Math.floor(((at - start) * Math.max(0, end - 1 - start)) / span);

/**
 * The seeded records, built in memory. `orderNames` gives, per customer code, the name the order
 * seed used for it, so a customer and their orders agree; `wards` is the geography to live in.
 */
export const customerSeedRows = (
  wards: readonly SeedWard[],
  orderNames: ReadonlyMap<string, string> = new Map(),
  customerCount = fullSeed.customers,
  calendarEnd = calendarEndOf(),
): SeededCustomers => {
  if (wards.length === 0) throw new Error('Seed customers: the ward catalogue is empty');
  const past = pastOf(calendarEnd);
  const random = generator(20_250_105);
  const rows: SeededCustomers = {
    levels: levelRows,
    employees: employeeRows,
    customers: [],
    standardFees: [],
    levelHistory: [],
    supportHistory: [],
    addresses: [],
    transactions: [],
    notifications: [],
    attachments: [],
    access: [],
  };
  const weighted = (weights: readonly number[]) => {
    let remaining = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let index = 0; index < weights.length; index += 1) {
      remaining -= weights[index];
      if (remaining < 0) return index;
    }
    return weights.length - 1;
  };
  let transactionId = 0;
  let notificationId = 0;

  for (let index = 0; index < customerCount; index += 1) {
    const id = index + 1;
    const code = customerCodeOf(id);
    const fullname = orderNames.get(code) ?? `${random.pick(familyNames)} ${random.pick(givenNames)}`;
    const username = `${ascii(fullname)}${id}`;
    // Spread over the three years before the calendar's end; code assigned the same day or soon after.
    const created = calendarEnd - (customerCount - index) * ((3 * 365 * day) / customerCount);
    const levelIndex = weighted(levelWeights);
    const supporterId = random.int(0, 9) === 0 ? null : random.int(1, supporterCount);
    const careById = random.int(0, 3) === 0 ? null : random.int(1, employeeRows.length);
    const country = random.int(0, 19) < 18 ? 'VN' : random.pick(['JP', 'US']);
    const birthYear = random.int(1965, 2004);
    const hasIdentity = random.int(0, 2) > 0;

    // Money: deposits, then payments and the odd refund or withdrawal, then VIP holds.
    let available = 0;
    let frozen = 0;
    let at = created + day;
    // The customer's moves and when each was drawn; dated once the last is known (see `pastOf`).
    const moves: { row: Insert<typeof customerTransactions>; at: number }[] = [];
    const move = (
      type: TransactionType,
      amount: number,
      note: ReturnType<typeof systemNote>,
      createdBy: string,
    ) => {
      available += transactionEffects[type].available * amount;
      frozen += transactionEffects[type].frozen * amount;
      transactionId += 1;
      const row: Insert<typeof customerTransactions> = {
        id: transactionId,
        customerId: id,
        type,
        status: 'success',
        amount,
        availableAfter: available,
        frozenAfter: frozen,
        ...note,
        createdBy,
      };
      rows.transactions.push(row);
      moves.push({ row, at });
      at += random.int(1, 20) * day;
    };
    for (let deposit = random.int(0, 3); deposit > 0; deposit -= 1) {
      move('deposit', random.int(1, 40) * 500_000, systemNote('bankDeposit'), 'accountant');
      if (random.int(0, 2) > 0 && available > 0) {
        const payment = Math.round((available * random.int(10, 80)) / 100);
        const orderCode = `KG${String(random.int(1, 20_000)).padStart(7, '0')}`;
        move('payment', payment, systemNote('orderPayment', orderCode), 'system');
        if (random.int(0, 9) === 0)
          move('refund', Math.round(payment / 2), systemNote('orderRefund', orderCode), 'accountant');
      }
    }
    if (available > 1_000_000 && random.int(0, 14) === 0)
      move('withdrawal', Math.round((available * 30) / 100), systemNote('bankWithdrawal'), 'accountant');
    const vipRoll = random.int(0, 99);
    if (available >= vipHoldAmount && vipRoll < 25) {
      move('vipHold', vipHoldAmount, systemNote('vipHold'), 'admin');
      // Some tried VIP bidding and gave it up.
      if (vipRoll < 8) move('vipRelease', vipHoldAmount, systemNote('vipRelease'), 'admin');
    }
    // Some customers asked for a withdrawal that the accountant has not sent yet, or that was
    // canceled: neither moved the cash (resources/transactions.ts). Chosen by id, not drawn, so every
    // other seeded value stays as it was.
    if (available > 1_000_000 && id % 40 === 0) {
      transactionId += 1;
      const row: Insert<typeof customerTransactions> = {
        id: transactionId,
        customerId: id,
        type: 'withdrawal',
        status: id % 80 === 0 ? 'canceled' : 'new',
        amount: Math.round((available * 20) / 100),
        availableAfter: available,
        frozenAfter: frozen,
        note: 'Withdrawal to bank',
        createdBy: 'accountant',
      };
      rows.transactions.push(row);
      moves.push({ row, at });
      at += day;
    }
    const lastMove = moves.at(-1)?.at ?? created;
    for (const drawn of moves) drawn.row.createdAt = new Date(past(created, drawn.at, lastMove - created));
    const bidActive = frozen >= vipHoldAmount;
    rows.customers.push({
      id,
      customerCode: code,
      accountId: accountIdBase + id,
      username,
      fullname,
      idName: hasIdentity ? fullname.toUpperCase() : null,
      email: random.int(0, 19) === 0 ? null : `${username}@example.com`,
      phone: random.int(0, 24) === 0 ? null : `09${String(random.int(10_000_000, 99_999_999))}`,
      gender: genders[weighted([45, 45, 10])],
      // The seed has no pictures of people (no avatar file is served): customers show their
      // initials (src/customers/CustomerAvatar.tsx). The draw stays where it was, so every later
      // value keeps the seed it always had.
      avatar: unusedDraw(random.int(0, 2)),
      birthday: `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      transportCode: random.int(0, 1) === 0 ? `TR${String(id * 37).padStart(6, '0')}` : null,
      group: random.pick(groups),
      idNumber: hasIdentity ? `0${String(random.int(10_000_000_000, 99_999_999_999))}` : null,
      idAddress: hasIdentity ? `${random.int(1, 200)} ${random.pick(streets)}` : null,
      permanentAddress: hasIdentity ? `${random.int(1, 200)} ${random.pick(streets)}` : null,
      idBirthday: hasIdentity ? `${birthYear}-01-01` : null,
      idIssuedDate: hasIdentity ? isoDay(created - random.int(100, 3000) * day) : null,
      idIssuedPlace: hasIdentity ? random.pick(idPlaces) : null,
      countryCode: country,
      levelId: levelIndex + 1,
      supporterId,
      careById,
      bidActive,
      tranActive: random.int(0, 19) > 0,
      bidStatus: random.int(0, 29) === 0 ? 'blocked' : 'allowed',
      aucMaxBidLink: random.int(0, 4) * 5,
      notifyWeb: random.int(0, 19) > 0,
      notifyEmail: random.int(0, 9) > 0,
      notifyApp: random.int(0, 2) > 0,
      cashAvailable: available,
      cashFrozen: frozen,
      createdDate: new Date(created),
      codeCreatedDate: new Date(past(created, created + random.int(0, 2) * day, 2 * day)),
      version: 1,
      updatedAt: new Date(created),
    });

    for (const marketplace of marketplaces) {
      const fees = defaultStandardFees[marketplace];
      // Bigger customers negotiated lower service fees.
      rows.standardFees.push({
        customerId: id,
        marketplace,
        paymentFee: fees.paymentFee,
        serviceFee: Math.max(0, fees.serviceFee - levelIndex * 0.5),
      });
    }

    for (let level = 1; level <= levelIndex; level += 1) {
      rows.levelHistory.push({
        customerId: id,
        fromLevelId: level,
        toLevelId: level + 1,
        note: 'Spending reached the next level',
        changedBy: 'system',
        changedAt: new Date(past(created, created + level * 60 * day, levelIndex * 60 * day)),
      });
    }

    if (supporterId !== null)
      rows.supportHistory.push({
        customerId: id,
        role: 'supporter',
        fromEmployeeId: null,
        toEmployeeId: supporterId,
        changedBy: 'admin',
        changedAt: new Date(created),
      });
    if (careById !== null) {
      const previous = random.int(0, 3) === 0 ? (careById % employeeRows.length) + 1 : null;
      if (previous !== null)
        rows.supportHistory.push({
          customerId: id,
          role: 'careBy',
          fromEmployeeId: null,
          toEmployeeId: previous,
          changedBy: 'admin',
          changedAt: new Date(created),
        });
      rows.supportHistory.push({
        customerId: id,
        role: 'careBy',
        fromEmployeeId: previous,
        toEmployeeId: careById,
        changedBy: 'admin',
        changedAt: new Date(past(created, created + 30 * day, 30 * day)),
      });
    }

    // A few customers have not given an address yet (the list flags them).
    const addressCount = random.int(0, 32) === 0 ? 0 : random.int(1, 3);
    for (let each = 0; each < addressCount; each += 1) {
      const ward = random.pick(wards);
      rows.addresses.push({
        customerId: id,
        name: each === 0 ? fullname : `${random.pick(familyNames)} ${random.pick(givenNames)}`,
        phone: `09${String(random.int(10_000_000, 99_999_999))}`,
        countryId: ward.countryId,
        provinceId: ward.provinceId,
        districtId: ward.districtId,
        wardId: ward.id,
        address: `${random.int(1, 300)} ${random.pick(streets)}`,
        postalCode: String(random.int(100, 999) * 1000),
        note: each === 1 ? 'Office, weekdays only' : null,
        isDefault: each === 0,
        createdAt: new Date(past(created, created + each * 7 * day, 14 * day)),
        updatedAt: new Date(past(created, created + each * 7 * day, 14 * day)),
      });
    }

    // Web and app notifications are read or not; e-mails went out, are queued, failed or were refused.
    for (let each = random.int(1, 4); each > 0; each -= 1) {
      const type: NotificationChannel = (['web', 'email', 'web', 'app'] as const)[(id + each) % 4];
      const when = new Date(past(created, created + random.int(1, 500) * day, 500 * day));
      const order = `KG${String(random.int(1, 20_000)).padStart(7, '0')}`;
      notificationId += 1;
      if (type === 'email') {
        const status: NotificationStatus = random.pick([
          'sent',
          'sent',
          'sent',
          'unsent',
          'sendFailed',
          'denied',
        ]);
        rows.notifications.push({
          id: notificationId,
          customerId: id,
          type,
          subject: `${random.pick(emailSubjects)} ${order}`,
          cc: random.int(0, 4) === 0 ? 'sales@kago.example' : null,
          bcc: null,
          body: `<p>Dear ${fullname},</p><p>About your order ${order}.</p>`,
          status,
          refCode: order,
          createdBy: random.pick(['admin', 'accountant', 'system']),
          createdAt: when,
        });
        if (notificationId % 40 === 0) {
          const content = Buffer.from(`Invoice ${order} for ${fullname}\n`);
          rows.attachments.push({
            notificationId,
            name: `invoice-${order}.txt`,
            contentType: 'text/plain',
            size: content.length,
            content,
          });
        }
      } else {
        const [title, link] = random.pick(webTitles);
        rows.notifications.push({
          id: notificationId,
          customerId: id,
          type,
          title,
          link,
          body: `${title}: ${order}`,
          status: random.int(0, 1) === 0 ? 'read' : 'unread',
          refCode: order,
          createdBy: 'system',
          createdAt: when,
        });
      }
    }

    for (let each = 0; each < accessPerCustomer; each += 1) {
      const deviceType = deviceTypes[(id + each) % deviceTypes.length];
      rows.access.push({
        customerId: id,
        deviceType,
        ip: `${random.int(1, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        userAgent: random.pick(userAgents[deviceType]),
        at: new Date(
          past(created, created + each * 11 * day + random.int(0, day - 1), accessPerCustomer * 11 * day),
        ),
      });
    }
  }
  return rows;
};

/**
 * Where the seeded customers live: the three cities most of the business's customers are in (the
 * only wards the geography had at first, so the seeded customers stay who they were now that every
 * province and prefecture has its wards).
 */
const customerCities = ['VN01', 'VN79', 'VN48'];

/** The geography addresses are drawn from: every ward of those cities, with its parents. */
const seededWards = async (db: Database): Promise<SeedWard[]> => {
  const ward = resourceTables.get('ward');
  const province = resourceTables.get('state-province');
  if (!ward || !province) throw new Error('No ward catalogue');
  const cities = db.select({ id: province.id }).from(province).where(inArray(province.code, customerCities));
  return (await db
    .select({
      id: ward.id,
      districtId: ward.districtId,
      provinceId: ward.stateProvinceId,
      countryId: ward.countryId,
    })
    .from(ward)
    .where(inArray(ward.stateProvinceId, cities))
    .orderBy(asc(ward.id))) as SeedWard[];
};

/**
 * The name the order seed gave each customer code (the latest order's, where the generator gave a
 * code several names), so that the customer list and the orders show the same person.
 */
const orderCustomerNames = async (db: Database) => {
  const result = (await db.execute(
    sql`select distinct on (customer_code) customer_code as code, customer_name as name
        from orders where customer_code is not null and customer_name is not null
        order by customer_code, order_date desc, id desc`,
  )) as unknown as { rows: { code: string; name: string }[] };
  return new Map(result.rows.map((row) => [row.code, row.name]));
};

/**
 * Fills the customer tables when they are empty, in one transaction, after the catalogues (for the
 * geography) and the orders (for the names). Returns how many rows each received, or null.
 */
export const seedCustomers = async (
  db: Database,
  customerCount = fullSeed.customers,
  calendarEnd = calendarEndOf(),
): Promise<Record<string, number> | null> => {
  const [{ existing }] = await db.select({ existing: count() }).from(customers);
  if (existing > 0) return null;
  const rows = customerSeedRows(
    await seededWards(db),
    await orderCustomerNames(db),
    customerCount,
    calendarEnd,
  );
  const counts = await db.transaction((tx) =>
    insertSeedRows(tx as unknown as Database, customerSeedTables, rows),
  );
  // The embedded engine has no autovacuum: without statistics the planner misjudges list totals.
  await db.execute(sql.raw(`analyze ${Object.keys(customerSchema).join(', ')}`));
  return counts;
};
