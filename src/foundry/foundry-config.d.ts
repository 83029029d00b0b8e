/**
 * fvtt-types configuration for this module (declaration merging, no casts): the game object is typed as ready (our
 * code touches `game` only inside hooks that run after `init`), our API on the module, our flags on chat messages,
 * and the hooks that fvtt-types cannot know — our own (`indie-dice.*`), Dice So Nice's, and v13's record-shaped
 * `getSceneControlButtons` and `getChatMessageContextOptions`, which fvtt-types 13.345 lacks. Our queries' names are
 * declared beside each card kind's declaration (`CONFIG.Queries`, e.g. src/card-kinds/contest/foundry/contest-card.ts).
 */
import type { ContestOutcome } from "../card-kinds/contest/core/contest-types";
import type { RuleSetId } from "../core/rule-set-types";
import type { RequestState } from "../card-kinds/request/core/request-types";
import type { RollSpecs } from "../ui/dialogs/dialog-types";
import type { ChatMessageView } from "./types/chat-message";
import type { DiceSoNice, DiceSoNiceRollStart, SceneControlsV13 } from "./types/foundry-hooks";
import type { IndieDiceApi } from "./types/indie-dice-api";
import type { RollMessageOptions } from "./types/dialogs";
import type { UnrolledRoll } from "./types/rolls";
import type { RuleSetRegistry } from "./rule-set-hook";
import type { SystemRegistry } from "./systems/system-package";

declare global {
  interface AssumeHookRan {
    ready: never;
  }

  interface ModuleConfig {
    "indie-dice": { api: IndieDiceApi };
  }

  interface FlagConfig {
    ChatMessage: { "indie-dice": Record<string, unknown> };
  }
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /**
       * Before a roll is made: false cancels it; a listener may change `request` in place (docs/architecture.md "A
       * roll's path").
       */
      /**
       * In `init`, before the dice and settings are built: modules register their rule sets (docs/rule-set-authors.md).
       */
      "indie-dice.registerRuleSets": (registry: RuleSetRegistry) => void;
      /** In `init`, after the rule sets: modules register their game systems' adapters (docs/systems.md). */
      "indie-dice.registerSystems": (registry: SystemRegistry) => void;
      "indie-dice.preRoll": (
        ruleSet: RuleSetId,
        request: RollSpecs[RuleSetId],
        message: RollMessageOptions,
      ) => boolean | void;
      /** Once a roll's message is posted. */
      "indie-dice.roll": (
        ruleSet: RuleSetId,
        request: RollSpecs[RuleSetId],
        roll: UnrolledRoll,
        message: ChatMessage.Implementation | undefined,
      ) => void;
      /** Once per contest, on the active GM's client, when its card resolves. */
      "indie-dice.contestResolved": (card: ChatMessageView, outcome: ContestOutcome | null) => void;
      /** Once per request, on the active GM's client, when its card settles. */
      "indie-dice.requestResolved": (
        card: ChatMessageView,
        result: { readonly question: RequestState["question"]; readonly verdict: "passed" | "failed" | null },
      ) => void;
      diceSoNiceReady: (dice3d: DiceSoNice) => void;
      /** Dice Tray's keymap classes by system id, at `i18nInit` (its copy: a listener replaces entries in place). */
      "dice-calculator.keymaps": (maps: Record<string, unknown>, template: unknown) => void;
      diceSoNiceRollStart: (
        messageId: string | null | undefined,
        context: DiceSoNiceRollStart | null | undefined,
      ) => void;
      getSceneControlButtons: (controls: SceneControlsV13) => void;
      getChatMessageContextOptions: (log: unknown, entries: unknown[]) => void;
      /** v14: a browser window Foundry detached a window into is open (src/foundry/pages.ts). */
      openDetachedWindow: (id: string, opened: Window) => void;
    }
  }
}
