import { existsSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const named = resolve(process.env.INDIE_DICE ?? join(dirname(fileURLToPath(import.meta.url)), "../../.."));

/**
 * The clone of Indie Dice whose module and Foundry double the built module's test runs the example beside:
 * INDIE_DICE, or the repository this folder sits in (README "Build it from a copy"). Its real path: Vite allows
 * files by theirs (vitest.config.ts).
 */
export const INDIE_DICE = existsSync(named) ? realpathSync(named) : named;
