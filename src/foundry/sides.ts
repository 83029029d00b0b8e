/**
 * Who takes part in a card: tokens or actors, as the API and the tools name them, found again on the GM's client
 * from their uuids (a player's client names sides by uuid only).
 */
import { documentFromUuidSync } from "./foundry-documents";
import type { ContestSideInput } from "./types/sides";
import { cardError } from "../core/card-errors";

interface SideDocument {
  readonly documentName?: string;
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  readonly actor?: { readonly uuid: string } | null;
}

export function controlledTokens(): ContestSideInput[] {
  const controlled: readonly ContestSideInput[] = canvas?.tokens?.controlled ?? [];
  return controlled.slice();
}

/** The viewed scene's tokens whose actor some player owns (its player characters). */
export function playerCharacterTokens(): ContestSideInput[] {
  const placeables = canvas?.tokens?.placeables ?? [];
  return placeables.filter((token) => token.document?.actor?.hasPlayerOwner === true);
}

export function targetedTokens(): ContestSideInput[] {
  const targets: Iterable<ContestSideInput> = game.user.targets ?? [];
  return [...targets];
}

/** A placeable's document's uuid, or the document's own. */
export function uuidOf(side: ContestSideInput): string | null {
  if (typeof side === "string") return side;
  const document: unknown = side?.document ?? side;
  return typeof document === "object" && document !== null && "uuid" in document && typeof document.uuid === "string"
    ? document.uuid
    : null;
}

function documentOf(uuid: unknown): SideDocument | null {
  return typeof uuid === "string" ? documentFromUuidSync<SideDocument>(uuid) : null;
}

/** A side's name as this client knows it (the GM's client reads it again from the uuid). */
export function nameOf(side: ContestSideInput): string {
  if (typeof side === "string") return documentOf(side)?.name ?? side;
  const document: unknown = side?.document ?? side;
  return typeof document === "object" && document !== null && "name" in document && typeof document.name === "string"
    ? document.name
    : "";
}

/**
 * The ids a card's participants got so far, each with the next number to try for a repeat of it: the same actor
 * may stand on both sides or twice in a mob, and its copies get `<id>-2`, `<id>-3`, … Keeping the next number makes
 * each repeat one step instead of one per earlier copy (docs/limits.md "What another client may send").
 */
export type EntrantIds = Map<string, number>;

function uniqueId(base: string, seen: EntrantIds): string {
  let n = seen.get(base) ?? 1;
  let id = n === 1 ? base : `${base}-${n}`;
  // Only an id some other document already took as its own makes this loop go round (Foundry's ids have no "-").
  while (seen.has(id)) id = `${base}-${++n}`;
  seen.set(base, n + 1);
  if (id !== base) seen.set(id, 2);
  return id;
}

/** A side of a card as found on the GM's client, with the roll fixed or suggested for it, if any (each kind's spec). */
interface FoundEntrant<Spec> {
  readonly id: string;
  readonly actorUuid: string | null;
  readonly name: string;
  readonly spec: Spec | null;
  readonly proposal: Spec | null;
}

/** A side found again on the GM's client from its uuid (a token, or an actor); unknown uuids are refused. */
export function entrantOf<Spec = never>(
  uuid: unknown,
  roll: { readonly spec?: Spec | null; readonly proposal?: Spec | null },
  seen: EntrantIds,
): FoundEntrant<Spec> {
  const document = documentOf(uuid);
  if (!document || (document.documentName !== "Token" && document.documentName !== "Actor")) {
    throw cardError("UnknownSide", { uuid: String(uuid) });
  }
  const actorUuid = document.documentName === "Token" ? (document.actor?.uuid ?? null) : document.uuid;
  const id = uniqueId(document.id, seen);
  return { id, actorUuid, name: document.name, spec: roll.spec ?? null, proposal: roll.proposal ?? null };
}

/** A card's participants by name: what a client without the module shows in its place. */
export function participantNames(state: { readonly participants: readonly { readonly name: string }[] }): string[] {
  return state.participants.map((participant) => participant.name);
}

/** The character a side stands for: a token's actor (an unlinked token's own), or the actor itself; null when none. */
export function characterOf(side: ContestSideInput): Actor.Implementation | null {
  const uuid = uuidOf(side);
  const document = uuid
    ? documentFromUuidSync<{ documentName?: string; actor?: Actor.Implementation | null }>(uuid)
    : null;
  // The same document, read as the Actor it is.
  if (uuid && document?.documentName === "Actor") return documentFromUuidSync<Actor.Implementation>(uuid);
  return document?.actor ?? null;
}
