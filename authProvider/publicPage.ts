let leaving = false;

/**
 * Leaves the admin for a public page (/signin, /AccessDeny) with one real page load, so the small
 * public app renders it. react-admin is told not to navigate (redirectTo: false): every failing
 * check would otherwise push the same path again, and each push cancels the page load under way
 * (seen as thousands of history entries and a sign-in page that took seconds to respond).
 */
export const loadPublicPage = (path: string) => {
  if (leaving) return;
  leaving = true;
  window.location.assign(path);
};

/** For tests: forget that the page is being left. */
export const resetPublicPageLoad = () => {
  leaving = false;
};
