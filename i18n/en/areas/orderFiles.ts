/** Messages of the orderFiles area, under `kago.orderFiles`. */
export const orderFiles = {};
