/** The menu calls under `/api/`: the browser's calls and the server's routes. */
export const menuCallPaths = {
  /** Every menu, in sidebar order, as the user may use them. */
  all: 'Menu/GetAllCrmMenu',
  /** One menu (`?key=`). */
  byKey: 'Resources/GetByKey',
  /** Orders waiting for work, by order group key of the menus. */
  badges: 'Menu/GetMenuBadges',
} as const;
