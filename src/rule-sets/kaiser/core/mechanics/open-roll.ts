import { CHAIN_LIMIT } from "../../../../core/chain-limit";
import { OPEN_ROLL_FACE } from "./constants";
import type { KaiserCheckKind } from "./types";

/** Only a skill check whose kept pair is double six gains an Open Roll. */
export function opensOpenRoll(kind: KaiserCheckKind, kept: readonly number[]): boolean {
  return kind === "skill" && kept.length === 2 && kept.every((face) => face === OPEN_ROLL_FACE);
}

/**
 * Step predicate for an Open Roll already opened: given the extra dice drawn so far, is another one due?
 * The first extra die always is; after that only a six keeps the chain going, up to the chain limit.
 */
export function openRollContinues(chainSoFar: readonly number[]): boolean {
  if (chainSoFar.length === 0) return true;
  if (chainSoFar.length >= CHAIN_LIMIT) return false;
  return chainSoFar[chainSoFar.length - 1] === OPEN_ROLL_FACE;
}

/** The chain stopped only because it hit the limit, with a six still showing. */
export function openRollCapped(chain: readonly number[]): boolean {
  return chain.length >= CHAIN_LIMIT && chain[chain.length - 1] === OPEN_ROLL_FACE;
}
