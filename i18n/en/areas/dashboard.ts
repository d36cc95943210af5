/** Messages of the dashboard area, under `kago.dashboard`. */
export const dashboard = {};
