/**
 * The module's English as Foundry reads it: lang/en.json with the rule sets' and game systems' own words merged in
 * (scripts/lang-files.mjs).
 */
import { join } from "node:path";
import { mergedLanguage } from "../scripts/lang-files.mjs";

export const english = mergedLanguage(join(import.meta.dirname, ".."), "en");
