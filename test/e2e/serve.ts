/**
 * Builds the playground with Vite's own API into a temporary folder and serves it with `vite preview` on a free
 * loopback port, so the end-to-end test sees exactly what `npm start` ships, without touching `.playground-dist/`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview, type InlineConfig } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServedPlayground {
  readonly url: string;
  stop(): Promise<void>;
}

export async function servePlayground(): Promise<ServedPlayground> {
  const outDir = mkdtempSync(join(tmpdir(), "indie-dice-playground-"));
  const config: InlineConfig = {
    configFile: join(root, "vite.playground.config.ts"),
    root: join(root, "playground"),
    logLevel: "silent",
    build: { outDir, emptyOutDir: true },
  };
  try {
    await build(config);
    // Port 0: the system picks a free port; strictPort keeps Vite from hunting for another one.
    const server = await preview({ ...config, preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false } });
    const address = server.httpServer.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${address.port}/`,
      async stop() {
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}
