import { asFormatData } from "./notify";
/**
 * A refusal as every query of ours answers one: a key and its data, which the asker shows in its own language, and
 * the words in the answering client's language for its console. One home for the GM's handlers
 * (src/foundry/cards/gm-query.ts) and the payload check in front of every query (src/foundry/queries/queries.ts).
 */
/** A refusal the caller of a query can show in its own language. */
export interface Refusal {
  readonly ok: false;
  readonly key: string;
  /** Numbers stay numbers, so that the asker writes them in its own language (1.000 for a German player). */
  readonly data: Record<string, string | number>;
  /** In the GM's language, for the console. */
  readonly message: string;
}

export type GMAnswer = ({ readonly ok: true } & Readonly<Record<string, unknown>>) | Refusal;

/** Any error as a refusal: a keyed one keeps its key and data, anything else is the generic failure. */
export function refusal(error: unknown): Refusal {
  const known = typeof error === "object" && error !== null ? error : {};
  const key = "key" in known && typeof known.key === "string" ? known.key : "INDIE_DICE.Contest.Error.Failed";
  const data = Object.fromEntries(
    Object.entries("data" in known && known.data ? known.data : {}).map(([k, v]) => [
      k,
      typeof v === "number" ? v : String(v),
    ]),
  );
  return { ok: false, key, data, message: game.i18n.format(key, asFormatData(data)) };
}
