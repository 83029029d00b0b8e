/**
 * Builds the playground with Vite's own API into a temporary folder and serves it with `vite preview` on a free
 * loopback port, so the end-to-end test sees exactly what `npm start` ships, without touching `.playground-dist/`.
 * The run builds it once (test/e2e/global-setup.ts); a file serving another look than that build's (FOUNDRY_PATH
 * set or unset otherwise) builds its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, preview, type InlineConfig } from "vite";
import { inject } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ServedPlayground {
  readonly url: string;
  stop(): Promise<void>;
}

const configFor = (outDir: string): InlineConfig => ({
  configFile: join(root, "vite.playground.config.ts"),
  root: join(root, "playground"),
  logLevel: "silent",
  build: { outDir, emptyOutDir: true },
});

/** The playground built into a new temporary folder, in the look FOUNDRY_PATH gives now; returns the folder. */
export async function buildPlayground(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "indie-dice-playground-"));
  try {
    await build(configFor(outDir));
    return outDir;
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** The run's build when it has the look asked for now (FOUNDRY_PATH as it is), else none. */
function sharedBuild(): string | undefined {
  // Outside a vitest run (`npm run screenshots`) there is no run to share a build with, and inject would throw.
  if (process.env.VITEST === undefined) return undefined;
  const shared = inject("playgroundBuild");
  return shared && shared.foundryPath === (process.env.FOUNDRY_PATH ?? "") ? shared.outDir : undefined;
}

export async function servePlayground(): Promise<ServedPlayground> {
  const shared = sharedBuild();
  const outDir = shared ?? (await buildPlayground());
  const removeOwn = () => {
    if (!shared) rmSync(outDir, { recursive: true, force: true });
  };
  try {
    // Port 0: the system picks a free port; strictPort keeps Vite from hunting for another one.
    const server = await preview({
      ...configFor(outDir),
      preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
    });
    const address = server.httpServer.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${address.port}/`,
      async stop() {
        await server.close();
        removeOwn();
      },
    };
  } catch (error) {
    removeOwn();
    throw error;
  }
}

/**
 * The playground served in a look of its own, whatever the run's: Foundry's own with `foundryPath` naming an
 * installation, the playground's approximation with none (FOUNDRY_PATH put back as it was after).
 */
export async function servePlaygroundIn(foundryPath: string | undefined): Promise<ServedPlayground> {
  const saved = process.env.FOUNDRY_PATH;
  if (foundryPath === undefined) delete process.env.FOUNDRY_PATH;
  else process.env.FOUNDRY_PATH = foundryPath;
  try {
    return await servePlayground();
  } finally {
    if (saved === undefined) delete process.env.FOUNDRY_PATH;
    else process.env.FOUNDRY_PATH = saved;
  }
}
