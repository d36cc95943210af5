/** Messages of moving around the app (list paging, the sidebar, the order lookup), under `kago.navigation`. */
export const navigation = {
  pagination: {
    jumpLabel: 'Go to page',
    /** The jump field's hint: the pages the total offers ("about" when it is an estimate). */
    jumpHint: '1-%{last}',
    go: 'Go to the page',
  },
  menu: {
    /** The sidebar's name, for a screen reader (on a phone it opens over the page). */
    label: 'Menu',
    searchLabel: 'Find a screen',
    searchHint: 'Type to filter the menu, Enter opens the first match',
    noMatch: 'No screen matches "%{query}"',
    matches: '%{smart_count} screen matches |||| %{smart_count} screens match',
    expand: 'Open the group %{group}',
    collapse: 'Close the group %{group}',
    /** A count badge on an order group: how many orders wait in it. */
    badge: '%{smart_count} order waiting |||| %{smart_count} orders waiting',
  },
  orderLookup: {
    title: 'Find an order',
    codeLabel: 'Order code',
    hint: 'Type or scan a code, then press Enter',
    open: 'Open the order',
    notFound: 'No order has the code %{code}.',
    failed: 'The order could not be looked up. Please try again.',
    searchList: 'Search the order list instead',
  },
  customerLinks: {
    customer: 'Open the customer %{customer}',
    orders: 'Orders of this customer',
  },
};
