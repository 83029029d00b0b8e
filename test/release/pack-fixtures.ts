/** Packs the compendium sources into a scratch folder with the Foundry CLI and reads the documents back. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";

export const ROOT = new URL("../../", import.meta.url).pathname;
export const SOURCES = join(ROOT, "packs/_source");
export const PACK_NAMES = ["macros", "manual"] as const;
export type PackName = (typeof PACK_NAMES)[number];

export interface PackedDocument {
  readonly _id: string;
  readonly _key: string;
  readonly name: string;
  readonly [field: string]: unknown;
}

export interface JournalPage extends PackedDocument {
  readonly type: string;
  readonly text: { readonly content: string; readonly format: number };
}

export interface Journal extends PackedDocument {
  readonly pages: readonly JournalPage[];
}

export interface Macro extends PackedDocument {
  readonly type: string;
  readonly command: string;
  readonly img: string;
}

/** Packs every compendium (LevelDB, as `fvtt package pack --yaml` does) into a new folder; returns its path. */
export async function packAll(): Promise<string> {
  const out = scratchFolder("indie-dice-packs-");
  for (const name of PACK_NAMES) await compilePack(join(SOURCES, name), join(out, name), { yaml: true });
  return out;
}

/** Unpacks one packed compendium to JSON files; returns each file's name and text, sorted by name. */
export async function unpack(packed: string, name: PackName): Promise<Map<string, string>> {
  const out = scratchFolder(`indie-dice-unpacked-${name}-`);
  await extractPack(join(packed, name), out);
  const files = readdirSync(out).sort();
  return new Map(files.map((file) => [file, readFileSync(join(out, file), "utf8")]));
}

/** The scratch folders made here and not yet removed. */
const scratch: string[] = [];

/**
 * Removes the scratch folders made so far: each file that packs calls it in its `afterAll` (a run used to leave
 * every pack in the system's tmp). Here, not in this module's own hook: a worker runs several files with this
 * module loaded once, and a hook registered when it loads belongs to the first of them.
 */
export function removeScratchFolders(): void {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
}

function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(folder);
  return folder;
}

export function documentsOf<T extends PackedDocument>(files: Map<string, string>): T[] {
  return [...files.values()].map((text) => JSON.parse(text) as T);
}
