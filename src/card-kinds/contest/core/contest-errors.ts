import { IndieDiceError, type MessageData } from "../../../core/errors";

/** Every refusal of a contest card has a key under this prefix in lang/en.json. */
const CONTEST_ERROR = "INDIE_DICE.Contest.Error";

export function contestError(name: string, data: MessageData = {}): IndieDiceError {
  return new IndieDiceError(`${CONTEST_ERROR}.${name}`, data);
}
