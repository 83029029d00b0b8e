/**
 * The module's macro compendium (packs/_source/macros), offered in each pane as Foundry offers a compendium's macros
 * to execute: the module's own scripts (a Group Test, an Extended Test, a request…), run as the pane's user.
 */
import { MacroDouble } from "../../foundry-double/documents/macro";

interface CompendiumMacro {
  readonly id: string;
  readonly name: string;
  readonly command: string;
}

/** The few fields read from a macro's YAML source: the quoted name, and the command, the block scalar that ends it. */
function parse(source: string): CompendiumMacro {
  const field = (key: string) => source.match(new RegExp(`^${key}: (.*)$`, "m"))?.[1] ?? "";
  const name = field("name");
  const block = source.slice(source.indexOf("command: |-\n") + "command: |-\n".length);
  return {
    id: field("_id"),
    name: name.startsWith('"') ? (JSON.parse(name) as string) : name,
    command: block
      .split("\n")
      .map((line) => line.replace(/^ {2}/, ""))
      .join("\n"),
  };
}

export const COMPENDIUM_MACROS: readonly CompendiumMacro[] = Object.values(
  import.meta.glob<string>("../../packs/_source/macros/*.yml", { query: "?raw", import: "default", eager: true }),
)
  .map(parse)
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * Executes a compendium macro on the client running now (Foundry v13 runs a compendium's script macro for any user
 * who may see the pack). Its speaker, token and actor are the client's own: its controlled token, else its character.
 * Foundry compiles the command at run time, as a native async function: after its first await it is carried on no
 * client (platform-browser.ts), so it falls back on the client last used — the one that clicked.
 */
export function executeMacro(macro: CompendiumMacro, gmId: string): Promise<unknown> | undefined {
  const document = new MacroDouble({
    _id: macro.id,
    name: macro.name,
    type: "script",
    command: macro.command,
    author: gmId,
    ownership: { default: 2 },
  });
  return document.execute();
}
