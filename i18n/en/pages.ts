/**
 * The pages shown before (or instead of) the app: the start-up spinner, a failed chunk, not found.
 * A module of its own: the start-up bundle holds these texts of every language, not the whole tables.
 */
export const pages = {
  notFound: 'Page not found',
  notFoundText: 'The page you asked for does not exist or has moved.',
  serverError: 'Server error',
  serverErrorText: 'Something went wrong on the server. Please try again in a moment.',
  loading: 'Loading...',
  loadingFailed: 'Loading failed! Please reload.',
  reload: 'Reload',
  home: 'Home',
};
