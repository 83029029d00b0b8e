import { IndieDiceError, type MessageData } from "./errors";

/**
 * Every card's refusals (a contest's, a request's, a rule set's own kind's, and the framework's: a roll that is not
 * the card's, a query a client that is not the active GM answers) have a key under this prefix in lang/en.json: the
 * contest's section, where the first card kind put them.
 */
const CARD_ERROR = "INDIE_DICE.Contest.Error";

export function cardError(name: string, data: MessageData = {}): IndieDiceError {
  return new IndieDiceError(`${CARD_ERROR}.${name}`, data);
}
