/**
 * "Contains" keyword searches, as every list runs them: `ilike` with the keyword as a literal
 * pattern, served by the trigram (pg_trgm) indexes of the searched columns.
 */

/** `%` and `_` in a keyword are literal characters, not wildcards. */
export const containsPattern = (keyword: string) =>
  `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Whether a keyword is too short for the trigram indexes: pg_trgm narrows a pattern by the
 * three-character groups it contains, and a keyword of one or two characters has none, so it is
 * tested against every row's searched text. Finding a page of its matches stops at the page, but
 * counting them reads the whole table: on the seeded 20,000 orders, "Do" (a common surname, 6,538
 * matches) took 45 ms to count against 5 ms for its page. Such a list counts only a short way past
 * its page, and answers an estimate beyond (server/db/listTotal.ts).
 */
export const keywordTooShortForIndexes = (keyword: string | undefined) => {
  const trimmed = keyword?.trim();
  return trimmed !== undefined && trimmed.length > 0 && [...trimmed].length < 3;
};
