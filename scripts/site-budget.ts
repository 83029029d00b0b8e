/**
 * The odds calculator's first-load budget (README "Web odds calculator"): everything the built site holds, gzipped
 * file by file, must stay within 150 KB (150,000 bytes). Every file counts — the page loads all of them on its
 * first visit (one HTML page, one script, one stylesheet; nothing is fetched later) — gzipped at zlib's default
 * level, as a static host would serve them.
 *
 * `node --import tsx scripts/site-budget.ts [folder]` (folder: site/) prints each file's size and fails above the
 * budget; `npm run build:site` runs it after the build, and the calculator's e2e test checks the same sum.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const SITE_BUDGET_BYTES = 150_000;

export interface SiteFile {
  readonly path: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Every file under `folder`, with its size as written and gzipped. */
export function siteFiles(folder: string): SiteFile[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .sort()
    .map((path) => {
      const content = readFileSync(path);
      return { path: relative(folder, path).replaceAll("\\", "/"), bytes: content.length, gzipBytes: gzipSync(content).length };
    });
}

export function gzipTotal(files: readonly SiteFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}

function main(folder: string): number {
  const files = siteFiles(folder);
  if (files.length === 0) {
    console.error(`site budget: ${folder} is empty; run npm run build:site first`);
    return 1;
  }
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const file of files) console.log(`${file.path.padEnd(40)} ${kb(file.bytes).padStart(10)}  gzip ${kb(file.gzipBytes).padStart(9)}`);
  const total = gzipTotal(files);
  const verdict = total <= SITE_BUDGET_BYTES ? "within" : "OVER";
  console.log(`first load: ${kb(total)} gzip, ${verdict} the budget of ${kb(SITE_BUDGET_BYTES)}`);
  return total <= SITE_BUDGET_BYTES ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv[2] ?? fileURLToPath(new URL("../site", import.meta.url)));
}
