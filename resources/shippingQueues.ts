/**
 * The operations' work queues and their menu icons, apart from the shipping order's declaration
 * (resources/shippingOperations.ts): the router and the menu read them from the first load, which
 * carries no declaration (tests/unit/firstLoadImports.test.ts).
 */
/** The work queues, in the menu's order: each is the list of orders waiting for one step. */
export const shippingQueues = ['receive', 'handling', 'dispatch', 'charge', 'doc', 'delivery'] as const;
export type ShippingQueue = (typeof shippingQueues)[number];

/**
 * The work-queue screens' menu icons (src/icons.ts; ones the menu already loads, so the first page
 * grows by none).
 */
export const shippingQueueIcons: Readonly<Record<ShippingQueue, string>> = {
  receive: 'MoveToInbox',
  handling: 'Inventory',
  dispatch: 'Flight',
  charge: 'Payments',
  doc: 'LibraryBooks',
  delivery: 'LocalShipping',
};

/**
 * The utilities' two tools (src/operations/Utilities.tsx), each at the route of one of the second
 * menu's leaves the seed names (`utils`, `utilities`), with its menu icon: the charge calculator and
 * the currency converter, tabs of one screen.
 */
export const utilityTools = {
  calculator: { route: 'utils', icon: 'Scale' },
  converter: { route: 'utilities', icon: 'CurrencyExchange' },
} as const;
export type UtilityTool = keyof typeof utilityTools;
