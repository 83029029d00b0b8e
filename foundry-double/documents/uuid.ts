/**
 * fromUuid / fromUuidSync / parseUuid for the world documents the double holds (v13 client/utils/helpers.mjs and
 * common/utils/helpers.mjs parseUuid): `<DocumentName>.<id>` looks the id up in that document type's world
 * collection (Actor → game.actors, Scene → game.scenes, ChatMessage → game.messages, User → game.users, RollTable →
 * game.tables), then each
 * further `<EmbeddedName>.<id>` pair is resolved with getEmbeddedDocument (Scene → Token → Actor). Anything not
 * found gives null. Compendium uuids and relative uuids are not emulated and throw.
 */
import { globalOf } from "../globals";

interface CollectionLike {
  get(id: string): unknown;
}

interface EmbeddingDocument {
  getEmbeddedDocument(name: string, id: string): unknown;
}

const COLLECTIONS: Record<string, string> = {
  Actor: "actors",
  Scene: "scenes",
  ChatMessage: "messages",
  User: "users",
  RollTable: "tables",
};

export interface ParsedUuid {
  uuid: string;
  type: string;
  id: string;
  primaryType: string;
  primaryId: string;
  collection: CollectionLike | undefined;
  embedded: string[];
  documentType: string;
  documentId: string;
}

export function parseUuid(uuid: string): ParsedUuid | null {
  if (!uuid) return null;
  if (uuid.startsWith(".") || uuid.startsWith("Compendium.")) {
    throw new Error(`The Foundry double does not resolve relative or compendium uuids ("${uuid}")`);
  }
  const parts = uuid.split(".");
  if (parts.length < 2 || parts.length % 2) return null;
  const [primaryType, primaryId, ...embedded] = parts as [string, string, ...string[]];
  const game = globalOf<Record<string, unknown>>("game") ?? {};
  const key = COLLECTIONS[primaryType];
  const type = parts.at(-2) as string;
  const id = parts.at(-1) as string;
  return {
    uuid,
    type,
    id,
    primaryType,
    primaryId,
    embedded,
    documentType: type,
    documentId: id,
    collection: key ? (game[key] as CollectionLike | undefined) : undefined,
  };
}

export function fromUuidSync(uuid: string): unknown {
  const parsed = parseUuid(uuid);
  if (!parsed?.collection) return null;
  let doc = parsed.collection.get(parsed.primaryId);
  const embedded = [...parsed.embedded];
  while (doc && embedded.length > 1) {
    const [name, id] = embedded.splice(0, 2) as [string, string];
    doc = (doc as EmbeddingDocument).getEmbeddedDocument(name, id);
  }
  return doc ?? null;
}

export async function fromUuid(uuid: string): Promise<unknown> {
  return fromUuidSync(uuid);
}
