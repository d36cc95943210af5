import { count, eq } from 'drizzle-orm';
import { auctionStatuses, bargainStatuses, bidTrackingDeclarations } from '../../resources/bidTracking';
import { productPicturePath } from '../cdn/productPictures';
import { customers } from '../db/customerTables';
import type { Database } from '../db/database';
import { orders } from '../db/orderTables';
import { tableName, tableOf } from '../db/tables';
import { generator } from './generator';
import { advanceIdentity, insertAll } from './insertRows';
import { bidAccounts, products } from './orderNames';
import type { SeedSize } from './size';

const minute = 60_000;
const auctionAccounts = bidAccounts.filter((account) => account.startsWith('yahoo'));

/**
 * Auction bid tracking (resources/bidTracking.ts): a quarter as many tracked auction items as the
 * seed has orders (5,000 in the app), ending from a week ago to a week after `calendarEnd`; each auction
 * order becomes a won auction linked to its order and customer; a bargain for one item in five.
 */
export const seedAuctions = async (
  db: Database,
  size: SeedSize,
  calendarEnd: number,
): Promise<Record<string, number> | null> => {
  const [tracked, won, bargains] = bidTrackingDeclarations.map(tableOf);
  const [{ existing }] = await db.select({ existing: count() }).from(tracked);
  if (existing > 0) return null;
  const random = generator(2905);
  const people = await db
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .orderBy(customers.id);
  const byCode = new Map(people.map((person) => [person.code, person]));
  const customerOf = (code: string | null) => (code ? byCode.get(code) : undefined) ?? random.pick(people);
  const auction = () => {
    const [title] = random.pick(products);
    const currentPrice = random.int(5, 2_000) * 100;
    const endTime = new Date(calendarEnd + random.int(-7 * 24 * 60, 7 * 24 * 60) * minute);
    const customer = random.pick(people);
    return {
      productId: `${random.pick(['x', 'w', 'v', 'k'])}${random.int(100_000_000, 999_999_999)}`,
      title,
      image: productPicturePath(title),
      currentPrice,
      endTime,
      bidTime: new Date(Math.min(endTime.getTime(), calendarEnd) - random.int(1, 3 * 24 * 60) * minute),
      account: random.pick(auctionAccounts),
      customerId: customer?.id ?? null,
      customerCode: customer?.code ?? null,
      bidPrice: currentPrice + random.int(0, 50) * 100,
      shippingFeeJp: random.pick([0, 600, 800, 1_000, 1_500]),
      tax: random.pick([0, 8, 10]),
      rate: 170 + random.int(0, 150) / 10,
    };
  };
  const itemCount = Math.round(size.orders / 4);
  const items = Array.from({ length: itemCount }, (_, index) => {
    const item = auction();
    const ended = item.endTime.getTime() <= calendarEnd;
    const status = ended
      ? random.pick(['won', 'lost', 'lost', 'cancelled'] as const)
      : random.pick(['bidding', 'highest', 'highest', 'outbid'] as const);
    return { id: index + 1, ...item, status: status satisfies (typeof auctionStatuses)[number] };
  });
  await insertAll(db, tracked, items);
  await advanceIdentity(db, tableName(bidTrackingDeclarations[0]));

  const auctionOrders = await db
    .select({
      id: orders.id,
      code: orders.code,
      title: orders.title,
      image: orders.image,
      customerCode: orders.customerCode,
      orderDate: orders.orderDate,
    })
    .from(orders)
    .where(eq(orders.source, 'auction'))
    .orderBy(orders.id);
  const wins = auctionOrders.map((order, index) => {
    const customer = customerOf(order.customerCode);
    const item = auction();
    const endTime = new Date(new Date(order.orderDate).getTime() - random.int(10, 600) * minute);
    return {
      ...item,
      id: index + 1,
      title: order.title,
      // The order's own picture: its title names the colour too, and no picture is drawn for that.
      image: order.image,
      endTime,
      bidTime: new Date(endTime.getTime() - random.int(1, 120) * minute),
      customerId: customer?.id ?? null,
      customerCode: customer?.code ?? order.customerCode,
      orderId: order.id,
      orderCode: order.code,
      bidPrice: item.currentPrice,
      note: null,
    };
  });
  await insertAll(db, won, wins);
  await advanceIdentity(db, tableName(bidTrackingDeclarations[1]));

  const offers = items
    .filter((_, index) => index % 5 === 0)
    .map((item, index) => ({
      id: index + 1,
      productId: item.productId,
      title: item.title,
      image: item.image,
      currentPrice: item.currentPrice,
      offerPrice: Math.round((item.currentPrice * random.int(60, 95)) / 100),
      status: random.pick(bargainStatuses),
      account: item.account,
      customerId: item.customerId,
      customerCode: item.customerCode,
      requestDate: new Date(calendarEnd - random.int(0, 30 * 24 * 60) * minute),
    }));
  await insertAll(db, bargains, offers);
  await advanceIdentity(db, tableName(bidTrackingDeclarations[2]));
  return { auctionItems: items.length, successfulBids: wins.length, auctionBargains: offers.length };
};
