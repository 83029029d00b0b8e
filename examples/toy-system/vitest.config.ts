/**
 * The example's tests, `npm test` in this folder. Indie Dice comes from the package indie-dice-types, which npm
 * installs from a `file:` dependency as a link: its path is kept as the link's (inside this folder's node_modules),
 * not followed to where the package lies, outside the folders Vite loads files from — as tsconfig.json keeps it.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({ resolve: { preserveSymlinks: true } });
