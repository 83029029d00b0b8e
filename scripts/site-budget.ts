/**
 * The odds calculator's first-load budget (README "Web odds calculator"): what a first visit loads — the HTML page
 * and every file it names (one script, one stylesheet) — gzipped file by file at zlib's default level, as a static
 * host would serve them, must stay within 150 KB (150,000 bytes). A file the page names nowhere is fetched only when
 * a tab first needs it (a lazy script, vite.site.config.ts: the Any formula tab's engine): listed with its size, it
 * is no part of the first load.
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
      return {
        path: relative(folder, path).replaceAll("\\", "/"),
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
      };
    });
}

/** The files a first visit loads: index.html and each file its `src` and `href` attributes name. */
export function firstLoadFiles(folder: string, files: readonly SiteFile[]): SiteFile[] {
  const html = readFileSync(join(folder, "index.html"), "utf8");
  const named = new Set([...html.matchAll(/\b(?:src|href)="\.\/([^"#?]+)"/g)].map((match) => match[1]!));
  return files.filter((file) => file.path === "index.html" || named.has(file.path));
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
  const first = firstLoadFiles(folder, files);
  for (const file of files) {
    const when = first.includes(file) ? "" : "  (on demand)";
    console.log(
      `${file.path.padEnd(40)} ${kb(file.bytes).padStart(10)}  gzip ${kb(file.gzipBytes).padStart(9)}${when}`,
    );
  }
  const total = gzipTotal(first);
  const verdict = total <= SITE_BUDGET_BYTES ? "within" : "OVER";
  console.log(`first load: ${kb(total)} gzip, ${verdict} the budget of ${kb(SITE_BUDGET_BYTES)}`);
  return total <= SITE_BUDGET_BYTES ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv[2] ?? fileURLToPath(new URL("../site", import.meta.url)));
}
