/**
 * Our queries' contract: their names (each card kind declares its own in `CONFIG.Queries`, beside its declaration) and
 * handlers. Types only.
 */

/** A `CONFIG.queries` handler (v13): the query's data and options; what it returns is sent back to the asker. */
export type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

/** The name of one of our queries: `indie-dice.startContest`, `indie-dice.recordContestRoll`, … */
export type IndieQueryName = Extract<keyof CONFIG.Queries, `indie-dice.${string}`>;
