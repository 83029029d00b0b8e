import { CHAIN_LIMIT } from "../../core/chain-limit";
import { formatWith, type Translator } from "../translator";

/** Said on a card whose Open Roll or explosion chain stopped at the limit Foundry also puts on `x`. */
export function cappedNote(i18n: Translator, capped: boolean): string | null {
  return capped ? formatWith(i18n, "INDIE_DICE.Card.Capped", { limit: CHAIN_LIMIT }) : null;
}
