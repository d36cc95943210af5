/**
 * Whether this page has started leaving for the provider's sign-out. While it has, nothing else
 * may redirect (react-admin would otherwise send the user to the sign-in page at the same time).
 */
let leaving = false;

export const markSigningOut = () => {
  leaving = true;
};

export const isSigningOut = () => leaving;

/** For tests. */
export const resetSigningOut = () => {
  leaving = false;
};
