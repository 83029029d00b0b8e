/**
 * Roll#_prepareChatRenderContext and Roll#toMessage (v13 roll.mjs), kept apart from the Roll class body.
 */
import { deprecated, isV14, legacyOf, mapLegacyRollMode } from "../profile";
import { CONFIG, foundryNs, game } from "../globals";
import { mergeObject } from "../utils";
import type { Roll } from "./roll";

export interface ChatRenderOptions {
  flavor?: string;
  template?: string;
  isPrivate?: boolean;
  [key: string]: unknown;
}

/** The chat template's data: private rolls hide the formula ("???"), tooltip and total ("?"). */
export async function prepareChatContext(
  roll: Roll,
  { flavor, isPrivate = false }: ChatRenderOptions = {},
): Promise<Record<string, unknown>> {
  return {
    formula: isPrivate ? "???" : roll._formula,
    flavor: isPrivate ? null : (flavor ?? roll.options.flavor),
    user: game().user.id,
    tooltip: isPrivate ? "" : await roll.getTooltip(),
    total: isPrivate ? "?" : Math.round(roll.total * 100) / 100,
  };
}

interface MessageDocument {
  applyRollMode(mode: string): void;
  toObject(): object;
}

interface MessageClass {
  new (data: object): MessageDocument;
  create(data: MessageDocument | object): Promise<unknown>;
}

/** Evaluate if needed (blind rolls are not interactive), then create or return the chat message data. */
export async function rollToMessage(
  roll: Roll,
  messageData: Record<string, unknown> = {},
  { rollMode, messageMode, create = true }: { rollMode?: string; messageMode?: string; create?: boolean } = {},
): Promise<unknown> {
  if (isV14()) {
    // v14: messageMode, or the deprecated rollMode mapped by Roll._mapLegacyRollMode; falsy means core.messageMode.
    if (rollMode) deprecated("Roll#toMessage rollMode option");
    rollMode = legacyOf(messageMode || mapLegacyRollMode(rollMode || "roll"));
  } else {
    if (rollMode === "roll") rollMode = undefined;
    rollMode ||= game().settings.get("core", "rollMode") as string;
  }
  if (!roll._evaluated) await roll.evaluate({ allowInteractive: rollMode !== "blindroll" });
  const data: Record<string, unknown> = mergeObject(
    {
      author: game().user.id,
      content: String(roll.total),
      sound: CONFIG().sounds.dice,
    },
    messageData,
  );
  data.rolls = [roll];
  const cls = foundryNs().utils.getDocumentClass("ChatMessage") as MessageClass;
  const message = new cls(data);
  message.applyRollMode(rollMode);
  if (create) return cls.create(message);
  return message.toObject();
}
