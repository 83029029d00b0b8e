import { defineConfig } from "vite";

/** Serves the playground: a page that rolls every mechanic with the core engine (no Foundry needed). */
export default defineConfig({
  root: "playground",
  server: { port: 5173, strictPort: false, host: "127.0.0.1" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: { outDir: "../.playground-dist", emptyOutDir: true },
});
