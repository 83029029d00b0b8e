import type { FoundryChatMessage } from "../../../foundry-double/documents/world";
import { must, record } from "../../kit";

/**
 * A system roll's message whose kept question (`flags["indie-dice"].systemRoll.kept`, docs/systems.md "No dialog")
 * its author rewrites: one member set to another value, through an ordinary update.
 */
export async function rewriteKept(message: FoundryChatMessage, key: string, value: unknown): Promise<void> {
  const flag = structuredClone(record(must(message.flags["indie-dice"]).systemRoll));
  record(flag.kept)[key] = value;
  await message.update({ flags: { "indie-dice": { systemRoll: flag } } });
}
