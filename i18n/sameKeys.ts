/**
 * The shape of a message table with its texts erased: a translation typed `SameKeys<typeof english>`
 * must carry every key of the English table and no other, or the build fails.
 */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
