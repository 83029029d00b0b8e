import { defineConfig } from "vite";
import { foundryLook } from "./scripts/foundry-look";

/**
 * Serves the playground: a page that rolls every mechanic with the core engine (no Foundry needed), in Foundry's
 * own look when FOUNDRY_PATH names a Foundry installation (scripts/foundry-look.ts), else in an approximation.
 */
export default defineConfig({
  root: "playground",
  plugins: [foundryLook()],
  server: { port: 5173, strictPort: false, host: "127.0.0.1" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: { outDir: "../.playground-dist", emptyOutDir: true },
});
