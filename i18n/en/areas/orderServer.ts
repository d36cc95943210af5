/** Messages of the orderServer area, under `kago.orderServer`. */
export const orderServer = {};
