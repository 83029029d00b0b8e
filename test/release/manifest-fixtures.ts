/** module.json and package.json as the release tests read them (manifest.test.ts, package.test.ts). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pack-fixtures";

export interface Manifest {
  id: string;
  title: string;
  version: string;
  compatibility: { minimum: string; verified: string; maximum?: string };
  esmodules: string[];
  styles: string[];
  languages: { lang: string; name: string; path: string }[];
  packs: {
    name: string;
    label: string;
    path: string;
    type: string;
    system?: unknown;
    ownership: Record<string, string>;
  }[];
  license: string;
  url?: string;
  manifest?: string;
  download?: string;
}

export const read = <T>(path: string): T => JSON.parse(readFileSync(join(ROOT, path), "utf8")) as T;
export const pkg = read<{ version: string; repository: { url: string } }>("package.json");
export const source = read<Manifest>("module.json");
export const REPO = pkg.repository.url.replace(/^git\+/, "").replace(/\.git$/, "");
