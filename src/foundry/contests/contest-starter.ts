/**
 * Starting a contest. The card must be a GM's own message — the GM's client is its only writer, and a player's
 * card could be edited by that player — so a player's client asks the active GM's client to create it, naming the
 * sides by uuid only. The GM's client finds each side again, copies in the world's rules, and posts the card.
 * A GM's specs fix the rolls; a player's are kept as proposals (see `handleStartQuery`).
 */
import {
  startContest,
  type ContestEntrant,
  type ContestRuleSet,
  type ContestRules,
  type ContestSpec,
  type ContestState,
  type KingdomsActiveSide,
} from "../../core/contests/contests";
import { DEFAULT_FUMBLE_PENALTY } from "../../core/mechanics/kaiser";
import { parsePenaltyFormula } from "../../core/mechanics/kaiser/penalty-formula";
import { shownRefusal } from "../errors";
import { MODULE_ID } from "../module-id";
import {
  activeGM,
  contestError,
  currentUser,
  getMessage,
  refusal,
  CONTEST_FLAG,
  QUERY_TIMEOUT_MS,
  START_CONTEST_QUERY,
  type ContestMessage,
  type Refusal,
} from "./contest-documents";

/** A side as the API takes it: a Token placeable, a TokenDocument or an Actor. */
export type ContestSideInput = { readonly document?: unknown; readonly uuid?: string } | string;

export interface StartContestOptions {
  readonly ruleSet: ContestRuleSet;
  /** Default: the user's controlled tokens. */
  readonly attackers?: readonly ContestSideInput[] | null;
  /** Default: the user's single targeted token. */
  readonly defender?: ContestSideInput | null;
  /** Kaiser: an Attack that ties fails and forbids the Counter. */
  readonly attack?: boolean;
  /** K&R: which side is acting and needs a margin of 0 or more. Default: the attacker. */
  readonly kingdomsActive?: KingdomsActiveSide;
  /**
   * Rolls chosen in advance: one spec for every attacker (or one each), one for the defender. A GM's fix the rolls;
   * a player's are proposals, which the card's odds use but each side's roller may change.
   */
  readonly specs?: { readonly attackers?: ContestSpec | readonly ContestSpec[] | null; readonly defender?: ContestSpec | null } | null;
}

/** What crosses the socket to the GM: uuids and plain data only. */
export interface StartRequest {
  readonly ruleSet: ContestRuleSet;
  readonly attackers: readonly string[];
  readonly defender: string;
  readonly attack: boolean;
  readonly kingdomsActive: KingdomsActiveSide;
  readonly specs: { readonly attackers: readonly (ContestSpec | null)[]; readonly defender: ContestSpec | null };
}

export type StartAnswer = { readonly ok: true; readonly cardId: string } | Refusal;

/** `api.contests.start`: the card's ChatMessage. A refusal is shown to the user (localized) and thrown. */
export async function startContestCard(options: StartContestOptions): Promise<ContestMessage> {
  try {
    const request = startRequest(options);
    const answer = currentUser().isGM ? await createCard(request) : await askGMToStart(request);
    if (!answer.ok) throw contestError(answer.key.split(".").pop() ?? "Failed", answer.data);
    const card = getMessage(answer.cardId);
    if (!card) throw contestError("NoCard");
    return card;
  } catch (error) {
    throw shownRefusal("error", error);
  }
}

/** The sides a contest would take: the given ones, else the user's controlled tokens against their one target. */
export function chosenSides(options: Pick<StartContestOptions, "attackers" | "defender"> = {}): { attackers: ContestSideInput[]; defender: ContestSideInput } {
  const attackers = (options.attackers ?? controlledTokens()).filter((side) => uuidOf(side) !== null);
  if (attackers.length === 0) throw contestError("NoAttacker");
  const targets = options.defender ? [options.defender] : targetedTokens();
  if (targets.length !== 1) throw contestError("DefenderCount", { count: targets.length });
  if (uuidOf(targets[0]!) === null) throw contestError("DefenderCount", { count: 0 });
  return { attackers: [...attackers], defender: targets[0]! };
}

/** A side's name as this client knows it (for the start dialog; the GM's client reads it again from the uuid). */
export function nameOf(side: ContestSideInput): string {
  if (typeof side === "string") return (fromUuidSync(side as never) as { name?: string } | null)?.name ?? side;
  const document = (side?.document ?? side) as { name?: unknown } | null;
  return typeof document?.name === "string" ? document.name : "";
}

function startRequest(options: StartContestOptions): StartRequest {
  const sides = chosenSides(options);
  const attackers = sides.attackers.map((side) => uuidOf(side)!);
  const defender = uuidOf(sides.defender)!;
  const fixed = options.specs?.attackers ?? null;
  const attackerSpecs = attackers.map((_, index) => (Array.isArray(fixed) ? (fixed[index] ?? null) : (fixed as ContestSpec | null)));
  return {
    ruleSet: options.ruleSet,
    attackers,
    defender,
    attack: options.attack ?? false,
    kingdomsActive: options.kingdomsActive ?? "attacker",
    specs: { attackers: attackerSpecs, defender: options.specs?.defender ?? null },
  };
}

export function controlledTokens(): ContestSideInput[] {
  return ((canvas as unknown as { tokens?: { controlled?: ContestSideInput[] } } | null)?.tokens?.controlled ?? []).slice();
}

function targetedTokens(): ContestSideInput[] {
  return [...((game.user as unknown as { targets?: Iterable<ContestSideInput> }).targets ?? [])];
}

/** A placeable's document's uuid, or the document's own. */
export function uuidOf(side: ContestSideInput): string | null {
  if (typeof side === "string") return side;
  const document = (side?.document ?? side) as { uuid?: unknown } | null;
  return typeof document?.uuid === "string" ? document.uuid : null;
}

async function askGMToStart(request: StartRequest): Promise<StartAnswer> {
  const gm = activeGM();
  if (!gm?.query) throw contestError("NoGMToStart");
  return (await gm.query(START_CONTEST_QUERY, request, { timeout: QUERY_TIMEOUT_MS })) as StartAnswer;
}

/**
 * `CONFIG.queries["indie-dice.startContest"]` on the GM's client: the request is checked again from scratch. A
 * query does not say who sent it, so it may not fix anyone's roll: a player could otherwise force a spec on a side
 * they do not own. Its specs become proposals — the card's odds use them, and each side's owner rolls from a
 * dialog that starts from them but may change them (a GM calling the API locally still fixes them).
 */
export async function handleStartQuery(data: unknown): Promise<StartAnswer> {
  try {
    if (!currentUser().isGM) throw contestError("NotGM");
    return await createCard(data as StartRequest, "proposal");
  } catch (error) {
    const refused = refusal(error);
    console.warn(`Indie Dice | contest start refused: ${refused.message}`, error);
    return refused;
  }
}

/** How a request's specs bind: a GM's own fix the rolls, a relayed player's only propose them. */
type SpecStanding = "spec" | "proposal";

/** Posts the card as this (GM's) client's own message. */
async function createCard(request: StartRequest, standing: SpecStanding = "spec"): Promise<StartAnswer> {
  const seen = new Set<string>();
  const attackerSpecs = Array.isArray(request.specs?.attackers) ? request.specs.attackers : [];
  const attackers = (Array.isArray(request.attackers) ? request.attackers : []).map((uuid, index) =>
    entrantOf(uuid, { [standing]: attackerSpecs[index] ?? null }, seen),
  );
  const defender = entrantOf(request.defender, { [standing]: request.specs?.defender ?? null }, seen);
  const rules = { ...worldRules(), kingdomsActive: request.kingdomsActive ?? "attacker" };
  const state = startContest({ ruleSet: request.ruleSet, attackers, defenders: [defender], attack: request.attack === true, rules });
  const created = (await ChatMessage.create({
    content: placeholder(state),
    speaker: ChatMessage.getSpeaker(),
    flags: { [MODULE_ID]: { [CONTEST_FLAG]: state } },
  } as never)) as unknown as ContestMessage | undefined;
  if (!created?.id) throw contestError("NoCard");
  return { ok: true, cardId: created.id };
}

interface SideDocument {
  readonly documentName?: string;
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly actor?: { readonly uuid: string } | null;
}

/** A side found again on the GM's client from its uuid (a token, or an actor); unknown uuids are refused. */
export function entrantOf(uuid: unknown, roll: Pick<ContestEntrant, "spec" | "proposal">, seen: Set<string>): ContestEntrant {
  const document = typeof uuid === "string" ? (fromUuidSync(uuid as never) as unknown as SideDocument | null) : null;
  if (!document || (document.documentName !== "Token" && document.documentName !== "Actor")) {
    throw contestError("UnknownSide", { uuid: String(uuid) });
  }
  const actorUuid = document.documentName === "Token" ? (document.actor?.uuid ?? null) : document.uuid;
  // The same actor may stand on both sides or twice in a mob: ids stay unique on the card.
  let id = document.id;
  for (let n = 2; seen.has(id); n++) id = `${document.id}-${n}`;
  seen.add(id);
  return { id, actorUuid, name: document.name, spec: roll.spec ?? null, proposal: roll.proposal ?? null };
}

/** The world's rules now, copied onto the card so a later change of setting does not change an open contest. */
function worldRules(): Pick<ContestRules, "kaiserTieRule" | "kaiserFumblePenalty"> {
  let penalty = DEFAULT_FUMBLE_PENALTY;
  try {
    penalty = parsePenaltyFormula(game.settings.get(MODULE_ID, "kaiserFumblePenalty"));
  } catch {
    // A formula that no longer parses counts as the default 2d6, as on the roll cards.
  }
  return { kaiserTieRule: game.settings.get(MODULE_ID, "kaiserTieRule"), kaiserFumblePenalty: penalty };
}

/** What a client without the module shows: the card's sides in plain text (the hook draws the real card). */
function placeholder(state: ContestState): string {
  const names = state.participants.map((p) => foundry.utils.escapeHTML(p.name));
  return `<div class="${MODULE_ID}-contest-slot">${names.join(" · ")}</div>`;
}
