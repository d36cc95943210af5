/** What the reference server says about package tracking writes (server/tracking/rules.ts). */
export const trackingServer = {
  cancelThroughAction: 'Cancel the package with its own action (Cancel package), not by setting its status',
  serviceNotOffered: 'This shipping method does not offer this service',
};
