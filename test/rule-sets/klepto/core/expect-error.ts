/** The Kleptonomicon's error keys; the error itself is expected through the kit's `expectIndieError` (test/kit.ts). */
export { expectIndieError } from "../../../kit";

export const klepto = (name: string) => `INDIE_DICE.Error.Klepto.${name}`;
export const ranges = (name: string) => `INDIE_DICE.Error.Ranges.${name}`;
