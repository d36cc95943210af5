/**
 * Whether an error is a lazily imported chunk that could not be downloaded. Browsers word it
 * differently: Chrome "Failed to fetch dynamically imported module", Firefox "error loading
 * dynamically imported module", Safari "Importing a module script failed"; Vite's preload helper
 * "Unable to preload CSS".
 */
const chunkLoadMessages = [
  /dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && chunkLoadMessages.some((pattern) => pattern.test(error.message));
