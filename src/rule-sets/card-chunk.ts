/**
 * The cards several users act on — contests and requests, and the rule sets' own kinds (the Kleptonomicon's group
 * tests, K&R's extended tests, `FoundryRuleSet.cardKinds`, whose code src/rule-sets/cards.ts lists) — as one chunk that the entry loads when a table first needs it (card-chunk-loader.ts): a client that never
 * sees a card downloads the card code only then. Each kind is a descriptor; one writer, renderer and set of queries
 * serve them all. The chunk registers no hook: the hook modules (src/foundry/hooks) reach its listeners through the
 * loader.
 */
import type { DialogsApi } from "../foundry/types/dialogs";
import type { CardApis } from "../foundry/types/indie-dice-api";
import type { RegisteredDice } from "../foundry/dice/register-dice";
import { registerQuery } from "../foundry/queries/queries";
import type { AnyCardKind } from "../foundry/cards/card-kind";
import type { CardMenu } from "../foundry/types/card-menu";
import { cardMenu } from "../foundry/cards/card-menu";
import { cardMessageFlags, linkToCard } from "../foundry/cards/card-links";
import { renderCard } from "../foundry/cards/card-renderer";
import { CardWriter } from "../foundry/cards/card-writer";
import { cardPrompts } from "../foundry/cards/card-prompts";
import { followCard } from "../foundry/cards/card-roll-windows";
import { contestKind } from "../foundry/cards/contest/contest-kind";
import { handleStartQuery } from "../foundry/cards/contest/contest-starter";
import { START_CONTEST_QUERY } from "../foundry/cards/contest/contest-card";
import { contestVerdictKind } from "../foundry/cards/contest/contest-verdict-kind";
import { contestsApi } from "../foundry/cards/contest/contests-api";
import { postCard } from "../foundry/cards/post-card";
import { TIE_BREAK_DIE_FLAG } from "../foundry/cards/tie-break-rolls";
import { requestKind } from "../foundry/cards/request/request-kind";
import { requestsApi } from "../foundry/cards/request/requests-api";
import type { ChatMessageView } from "../foundry/types/chat-message";
import { RULE_SET_CARD_CODE } from "./cards";
import { ruleSetCardKinds } from "../foundry/rule-sets";
import type { StartedOwnKind } from "../foundry/types/card-kinds";

declare module "../foundry/types/card-kinds" {
  /** What every kind is made with: the dice, the dialogs and the one writer of cards. */
  interface CardKindParts {
    readonly dice: RegisteredDice;
    readonly dialogs: DialogsApi;
    readonly writer: CardWriter;
  }
  /** A rule set's kind, started: the writer, renderer and menu serve it as any. */
  interface StartedOwnKind {
    readonly kind: AnyCardKind;
  }
}

/** What the chunk does when Foundry announces a chat message, or that the world is ready. */
export interface CardChunkListeners {
  /** `createChatMessage`: the active GM's client records a card's roll or request. */
  messageCreated(message: ChatMessageView): void;
  /** `updateChatMessage`: a card changed; its prompts and open roll dialogs follow (docs/prompts.md). */
  messageUpdated(message: ChatMessageView): void;
  /** `renderChatMessageHTML`: draws a card, or a roll's link back to its card. */
  messageRendered(message: ChatMessageView, html: HTMLElement): void;
  /** `ready`: the active GM's client records what was posted while no GM was there; a player's prompts still asked open. */
  ready(): void;
}

/** The card APIs and the chunk's listeners, once the chunk is loaded and started. */
export interface StartedCards {
  readonly apis: CardApis;
  readonly listeners: CardChunkListeners;
  /** What the chat messages' context menu asks of the cards. */
  readonly menu: CardMenu;
}

export function startCards(dice: RegisteredDice, dialogs: DialogsApi): StartedCards {
  const writer = new CardWriter();
  const parts = { dice, dialogs, writer };
  // A resolved contest posts its verdict, a kind of its own drawn from the contest card's state.
  const contest = contestKind({ ...parts, announce: (card) => postCard(verdict, { version: 1, cardId: card.id ?? "" }) });
  const verdict = contestVerdictKind(contest);
  // Each rule set's own kind (`FoundryRuleSet.cardKinds`), started from its code (src/rule-sets/cards.ts).
  const own: StartedOwnKind[] = ruleSetCardKinds().map(({ api }) => ({ ...RULE_SET_CARD_CODE[api](parts), member: api }));
  const request = requestKind(parts);
  const kinds: AnyCardKind[] = [contest, verdict, ...own.map((started) => started.kind), request];
  const linked = cardMessageFlags(kinds, [TIE_BREAK_DIE_FLAG, ...own.flatMap((started) => started.linkedFlags ?? [])]);
  for (const kind of kinds) writer.add(kind);
  registerQuery(START_CONTEST_QUERY, (data) => handleStartQuery(contest, data));
  const prompts = cardPrompts(kinds);
  // Loaded after `ready` (as it usually is), the chunk looks at once for what waits to be recorded, and for the
  // rolls the cards ask of this client's user.
  if (game.ready) {
    writer.sweep();
    prompts.sweep();
  }
  return {
    // Each rule set's own kind gives its member (`groupTests`, `extendedTests`): together, every member of CardApis.
    apis: Object.assign({ contests: contestsApi(contest), requests: requestsApi(request) }, ...own.map((started) => ({ [started.member]: started.api }))),
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

/** The "Start contest" tool: asks the rule set and each side's roll, then starts (closing the dialog starts nothing). */
export function startContestFromTool(apis: CardApis): Promise<unknown> {
  return apis.contests.startWithDialog();
}
