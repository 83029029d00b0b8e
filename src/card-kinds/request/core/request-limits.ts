/** At most this many rows on one request (so "at least N" names at most that many), and this long a row's name. */
export const REQUEST_LIMITS = { rows: 50, nameLength: 100 } as const;
