/**
 * Server validation errors as react-hook-form wants them: one string per field. The wire carries a
 * list per field (`{ field: [msg, ...] }`); nested objects (such as `root.serverError`) pass through.
 */
export const flattenServerErrors = (errors: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value.join(' ') : value]),
  );
