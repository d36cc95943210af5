/** What the reference server says about buyer configuration writes (server/buying/rules.ts). */
export const buyingServer = {
  oneBuyerPerDomainAndType: 'A buyer is already configured for %{domain} and this order type',
};
