/**
 * The cards several users act on — contests and requests, and the rule sets' own kinds (the Kleptonomicon's group
 * tests, K&R's extended tests, `FoundryRuleSet.cardKinds`, whose code src/rule-sets/cards.ts lists) — as one chunk
 * that the entry loads when a table first needs it (src/foundry/cards/card-chunk-loader.ts, handed its import by the
 * composition root, src/root/index.ts): a client that never sees a card downloads the card code only then. Here in
 * the root, above the framework and the kinds it assembles, so that the framework imports no kind. Each kind is a
 * `CardKind` instance; one writer, renderer and set of queries serve them all. The chunk registers no hook: the hook
 * modules (src/foundry/hooks) reach its listeners through the loader.
 */
import type { DialogsApi } from "../foundry/types/dialogs";
import type { CardApis, SharedCardApis } from "../foundry/types/indie-dice-api";
import type { RegisteredDice } from "../foundry/dice/register-dice";
import type { AnyCardKind } from "../foundry/cards/card-kind";
import { cardMenu } from "../foundry/cards/card-menu";
import { cardMessageFlags, linkToCard } from "../foundry/cards/card-links";
import { renderCard } from "../foundry/cards/card-renderer";
import { CardWriter } from "../foundry/cards/card-writer";
import { cardPrompts } from "../foundry/cards/card-prompts";
import { followCard } from "../foundry/cards/card-roll-windows";
import { startContests } from "../card-kinds/contest/foundry/contests-start";
import { TIE_BREAK_DIE_FLAG } from "../card-kinds/contest/foundry/tie-break-rolls";
import { startRequests } from "../card-kinds/request/foundry/requests-start";
import { sharedCardKinds } from "../foundry/cards/shared-card-kinds";
import type { StartedCards } from "../foundry/composition";
import { RULE_SET_CARD_CODE } from "../rule-sets/cards";
import { ruleSetCardKinds } from "../foundry/rule-sets";
import type { AnyRuleSetCardKind, CardKindParts, StartedCardKind, StartedOwnKind } from "../foundry/types/card-kinds";
import { CARD_KIT, type CardKit } from "../foundry/cards/card-kit";

declare module "../foundry/types/card-kinds" {
  /** What every kind is made with: the dice, the dialogs, the one writer of cards and the card kit. */
  interface CardKindParts {
    readonly dice: RegisteredDice;
    readonly dialogs: DialogsApi;
    readonly writer: CardWriter;
    /** The card framework's building blocks (src/foundry/cards/card-kit.ts). */
    readonly kit: CardKit;
  }
  /** A kind, started: the writer, renderer and menu serve it as any. */
  interface StartedOwnKind {
    readonly kind: AnyCardKind;
    /** Kinds drawn from this one's cards (the contest's verdict), served beside it. */
    readonly companions?: readonly AnyCardKind[];
  }
}

/**
 * The code of each shared card kind (its folder src/card-kinds/<kind>/, its declaration registered by
 * src/card-kinds/shared.ts), one line each: the compiler checks the list against `SharedCardApis`.
 */
const SHARED_CARD_CODE: { readonly [Api in keyof SharedCardApis]: (parts: CardKindParts) => StartedCardKind<Api> } = {
  contests: startContests,
  requests: startRequests,
};

export function startCards(dice: RegisteredDice, dialogs: DialogsApi): StartedCards {
  const writer = new CardWriter();
  const parts: CardKindParts = { dice, dialogs, writer, kit: CARD_KIT };
  // The shared kinds, then each rule set's own (`FoundryRuleSet.cardKinds`), started from its code: a built-in one's
  // listed in src/rule-sets/cards.ts, a module's given by its declaration (`start`).
  const shared: StartedOwnKind[] = sharedCardKinds().map(({ api }) => ({
    ...SHARED_CARD_CODE[api](parts),
    member: api,
  }));
  const own: StartedOwnKind[] = ruleSetCardKinds().flatMap((kind) => startOwnKind(kind, parts));
  const started = [...shared, ...own];
  const kinds: AnyCardKind[] = started.flatMap((kind) => [kind.kind, ...(kind.companions ?? [])]);
  const linked = cardMessageFlags(kinds, [TIE_BREAK_DIE_FLAG, ...started.flatMap((kind) => kind.linkedFlags ?? [])]);
  for (const kind of kinds) writer.add(kind);
  const prompts = cardPrompts(kinds);
  // Loaded after `ready` (as it usually is), the chunk looks at once for what waits to be recorded, and for the
  // rolls the cards ask of this client's user.
  if (game.ready) {
    writer.sweep();
    prompts.sweep();
  }
  return {
    // Each kind gives its member (`contests`, `groupTests` …): together, every member of CardApis.
    apis: Object.assign({}, ...started.map((kind) => ({ [kind.member]: kind.api }))),
    listeners: {
      messageCreated: (message) => {
        writer.pickUp(message);
        prompts.pickUp(message);
      },
      messageUpdated: (message) => {
        prompts.pickUp(message);
        followCard(message);
      },
      messageRendered: (message, html) => {
        renderCard(kinds, message, html);
        linkToCard(linked, message, html);
      },
      ready: () => {
        writer.sweep();
        prompts.sweep();
      },
    },
    menu: cardMenu(kinds, writer),
  };
}

/**
 * A rule set's own kind, started: a built-in one from its listed code; a module's from its declaration's `start`,
 * which no error of the module's may carry into the chunk (every other card still works; the kind's API members
 * then say the chunk has none). The hook's registry refused a module's kind without code (card-kind-refusal.ts).
 */
function startOwnKind(kind: AnyRuleSetCardKind, parts: CardKindParts): StartedOwnKind[] {
  if (!kind.start)
    return Object.hasOwn(RULE_SET_CARD_CODE, kind.api)
      ? [{ ...RULE_SET_CARD_CODE[kind.api](parts), member: kind.api }]
      : [];
  try {
    return [{ ...kind.start(parts), member: kind.api }];
  } catch (error) {
    console.error(`Indie Dice | the card kind api.${kind.api} could not start`, error);
    return [];
  }
}

/**
 * The "Start contest" tool: asks the rule set and each side's roll, then starts (closing the dialog starts nothing).
 */
export function startContestFromTool(apis: CardApis): Promise<unknown> {
  return apis.contests.startWithDialog();
}
