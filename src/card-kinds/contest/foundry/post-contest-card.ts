/**
 * Starting a contest. The card must be a GM's own message — the GM's client is its only writer, and a player's
 * card could be edited by that player — so a player's client asks the active GM's client to create it, naming the
 * sides by uuid only. The GM's client finds each side again, copies in the world's rules, and posts the card.
 * A GM's specs fix the rolls; a player's are kept as proposals (see `handleStartQuery`).
 */
import { CONTEST_MAX_ATTACKERS, startContest } from "../core/contest-setup";
import { isContestKind } from "../core/contest-kinds";
import { type ContestKindId, type ContestSpec, type ContestState } from "../core/contest-types";
import { IndieDiceError } from "../../../core/errors";
import { shownRefusal } from "../../../foundry/errors";
import { readDialogSettings } from "../../../foundry/dialog-settings";
import { contestChoices, contestOfChoices, dialogContestRules } from "../ui/contest-choices";
import type { ContestChoices } from "../ui/rule-set-contest";
import {
  activeGM,
  currentUser,
  getMessage,
  QUERY_TIMEOUT_MS,
  STARTED_BY_FLAG,
  userMayRoll,
  worldUser,
} from "../../../foundry/cards/card-documents";
import type { CardKind } from "../../../foundry/cards/card-kind";
import { answerAsGM, requireActiveGM } from "../../../foundry/cards/gm-query";
import type { Refusal } from "../../../foundry/refusal";
import { postCard } from "../../../foundry/cards/post-card";
import {
  characterOf,
  controlledTokens,
  entrantOf,
  targetedTokens,
  uuidOf,
  type EntrantIds,
} from "../../../foundry/sides";
import type { ContestSideInput } from "../../../foundry/types/sides";
import type { StartContestOptions } from "./contests-api-types";
import { START_CONTEST_QUERY } from "./contest-card";
import { foundryContestKindOf } from "./contest-sides";
import type { ChatMessageView } from "../../../foundry/types/chat-message";
import { cardError } from "../../../core/card-errors";

/** What crosses the socket to the GM: uuids and plain data only, every rule set's choices by name. */
interface StartRequest extends ContestChoices {
  /** The user asking (a query does not say who sent it): kept on the card only where they own one of its sides. */
  readonly startedBy?: string;
  readonly ruleSet: ContestKindId;
  readonly attackers: readonly string[];
  readonly defender: string;
  readonly specs: { readonly attackers: readonly (ContestSpec | null)[]; readonly defender: ContestSpec | null };
}

type StartAnswer = { readonly ok: true; readonly cardId: string } | Refusal;

/** `api.contests.start`: the card's ChatMessage. A refusal is shown to the user (localized) and thrown. */
export async function startContestCard(
  kind: CardKind<ContestState>,
  options: StartContestOptions,
): Promise<ChatMessageView> {
  try {
    const request = startRequest(options);
    const answer: StartAnswer = currentUser().isGM
      ? { ok: true, ...(await createCard(kind, request)) }
      : await askGMToStart(request);
    // The GM's client answers with its refusal's own key (a contest's, or a query's limit: `INDIE_DICE.Query.Error.*`).
    if (!answer.ok) throw new IndieDiceError(answer.key, answer.data);
    const card = getMessage(answer.cardId);
    if (!card) throw cardError("NoCard");
    return card;
  } catch (error) {
    throw shownRefusal("error", error);
  }
}

/** The sides a contest would take: the given ones, else the user's controlled tokens against their one target. */
export function chosenSides(options: Pick<StartContestOptions, "attackers" | "defender"> = {}): {
  attackers: ContestSideInput[];
  defender: ContestSideInput;
} {
  const attackers = (options.attackers ?? controlledTokens()).filter((side) => uuidOf(side) !== null);
  if (attackers.length === 0) throw cardError("NoAttacker");
  const targets = options.defender ? [options.defender] : targetedTokens();
  if (targets.length !== 1) throw cardError("DefenderCount", { count: targets.length });
  if (uuidOf(targets[0]!) === null) throw cardError("DefenderCount", { count: 0 });
  return { attackers: [...attackers], defender: targets[0]! };
}

function startRequest(options: StartContestOptions): StartRequest {
  const sides = chosenSides(options);
  const attackers = sides.attackers.map((side) => uuidOf(side)!);
  const defender = uuidOf(sides.defender)!;
  const fixed = options.specs?.attackers ?? null;
  const attackerSpecs = attackers.map((_, index) =>
    Array.isArray(fixed) ? (fixed[index] ?? null) : (fixed as ContestSpec | null),
  );
  // A spec's fields written with `@` are read here, each with its own side's character (the GM's client checks
  // numbers). A kind nothing registered is refused by name, as the core refuses it (an API caller's typo).
  if (!isContestKind(options.ruleSet)) throw cardError("RuleSet", { value: String(options.ruleSet).slice(0, 40) });
  const { withCharacterNumbers } = foundryContestKindOf(options.ruleSet);
  return {
    startedBy: currentUser().id,
    ruleSet: options.ruleSet,
    attackers,
    defender,
    ...contestChoices(options),
    specs: {
      attackers: attackerSpecs.map((spec, index) => withCharacterNumbers(spec, characterOf(sides.attackers[index]!))),
      defender: withCharacterNumbers(options.specs?.defender ?? null, characterOf(sides.defender)),
    },
  };
}

async function askGMToStart(request: StartRequest): Promise<StartAnswer> {
  const gm = activeGM();
  if (!gm?.query) throw cardError("NoGMToStart");
  return (await gm.query(START_CONTEST_QUERY, request, { timeout: QUERY_TIMEOUT_MS })) as StartAnswer;
}

/**
 * `CONFIG.queries["indie-dice.startContest"]` on the GM's client: the request is checked again from scratch. A
 * query does not say who sent it, so it may not fix anyone's roll: a player could otherwise force a spec on a side
 * they do not own. Its specs become proposals — the card's odds use them, and each side's owner rolls from a
 * dialog that starts from them but may change them (a GM calling the API locally still fixes them).
 */
export function handleStartQuery(kind: CardKind<ContestState>, data: unknown): Promise<StartAnswer> {
  return answerAsGM("contest start", async () => {
    // Only the active GM's client posts cards: a second GM's would otherwise answer a player who queries it directly.
    requireActiveGM(() => cardError("NotGM"));
    return createCard(kind, data as StartRequest, "proposal");
  });
}

/** How a request's specs bind: a GM's own fix the rolls, a relayed player's only propose them. */
type SpecStanding = "spec" | "proposal";

/** Posts the card as this (GM's) client's own message. */
async function createCard(
  kind: CardKind<ContestState>,
  request: StartRequest,
  standing: SpecStanding = "spec",
): Promise<{ readonly cardId: string }> {
  const seen: EntrantIds = new Map();
  const attackerSpecs = Array.isArray(request.specs?.attackers) ? request.specs.attackers : [];
  const uuids = Array.isArray(request.attackers) ? request.attackers : [];
  // Refused before any side is looked up: a list past the limit costs nothing (docs/limits.md "What another client may
  // send").
  if (uuids.length > CONTEST_MAX_ATTACKERS)
    throw cardError("TooManyAttackers", { count: uuids.length, max: CONTEST_MAX_ATTACKERS });
  const attackers = uuids.map((uuid, index) => entrantOf(uuid, { [standing]: attackerSpecs[index] ?? null }, seen));
  const defender = entrantOf(request.defender, { [standing]: request.specs?.defender ?? null }, seen);
  // The world's rules now (each rule set's part of the dialogs' settings, as its contests read them), copied onto the
  // card so a later change of setting does not change an open contest; the choices' part of the rules beside them.
  // The core refuses a choice that is not one.
  const chosen = contestOfChoices(contestChoices(request));
  const rules = { ...dialogContestRules(readDialogSettings()), ...chosen.rules };
  const state = startContest({ ruleSet: request.ruleSet, attackers, defenders: [defender], rules });
  const starter = starterOf(request, state);
  const card = await postCard(kind, state, starter === null ? {} : { [STARTED_BY_FLAG]: starter });
  return { cardId: card.id! };
}

/**
 * The player who asked for the card, named on it so that their prompts read as their own (docs/prompts.md): only a
 * player who owns one of its sides — the name is the asker's word (a query does not say who sent it), and this is all
 * it may change. A GM's card names no one: a GM is never prompted.
 */
function starterOf(request: StartRequest, state: ContestState): string | null {
  const user = worldUser(request.startedBy);
  if (!user || user.isGM) return null;
  return state.participants.some((side) => userMayRoll(user, side.actorUuid)) ? user.id : null;
}
