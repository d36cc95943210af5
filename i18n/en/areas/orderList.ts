/** Messages of the orderList area, under `kago.orderList`. */
export const orderList = {};
