/** The Foundry v13 test double: install it, then use Foundry's globals as the adapter does. */
export { installFoundryDouble } from "./install";
export type { FoundryDoubleHandle, FoundryDoubleOptions } from "./install";
export { uniformForFace, createSeededUniform } from "./random";
export { SCRIPT_METHOD } from "./script";
export * as DoubleTerms from "./dice/terms/index";
export { Roll } from "./dice/roll";
export type { RollData } from "./dice/roll";
export { RollParser } from "./dice/roll-parser";
export type { ParseNode } from "./dice/roll-parser";
export { RollGrammar, RollGrammarSyntaxError } from "./dice/roll-grammar";
export { RollResolver } from "./dice/roll-resolver";
export { ChatMessage, CHAT_MESSAGE_STYLES, DICE_ROLL_MODES } from "./chat-message";
export { ChatLogDouble } from "./chat-log";
export { TextEditorDouble } from "./text-editor";
export type { HookError } from "./hooks";
export type { RecordedNotification } from "./notifications";
