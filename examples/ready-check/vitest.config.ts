/**
 * The example's tests, `npm test` in this folder. The built module's test builds Indie Dice and loads the Foundry
 * double from a clone of Indie Dice, outside this folder when it is a copy: Vite loads files from outside its root
 * only from the folders it is allowed.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { INDIE_DICE } from "./test/indie-dice-clone";

export default defineConfig({
  server: { fs: { allow: [dirname(fileURLToPath(import.meta.url)), INDIE_DICE] } },
});
