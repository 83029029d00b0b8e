/**
 * What a card kind's code builds with (docs/rule-set-authors.md "A card kind of your own"): the card framework's
 * parts, handed to every kind as it starts (`CardKindParts.kit`, src/root/card-chunk.ts) — a module's kind
 * (`CardKindDeclaration.start`) and Indie Dice's own alike. It lives in the card chunk, not in the start-up kit
 * (src/root/rule-set-kit.ts): these parts load with the cards, which a client that never sees one never
 * downloads. Its members are the same instances the built-in kinds import. Indie Dice's id is not a member: a kind
 * names its flags and queries, and the framework keeps them under the module's scope (`moduleFlags`, `ourFlag`;
 * a query is a `CONFIG.Queries` name the kind declares). Adding a member is backward compatible; renaming or
 * removing one raises `RULE_SET_API_VERSION` (src/foundry/rule-set-package.ts).
 */
import { resolveField } from "../../core/expressions/field-expression";
import { EXTENDED_ODDS_TRUNCATION } from "../../core/limits";
import { isAtLeastAsPrivate } from "../../core/roll-audience";
import { rollPrivacy } from "../../core/roll-privacy";
import { cardChanceKind } from "../../ui/dialogs/card-chance-kind";
import { wholeNumberReason } from "../../ui/dialogs/form-reader";
import { namedField } from "../../ui/dom/elements";
import { boundedCache } from "../../ui/roll-cards/bounded-memo";
import { disabledReason } from "../../ui/roll-cards/disabled-reason";
import { pluralKey } from "../../ui/translator";
import { askGmForm, numberIn, refusalText, tableOfRows, typedNumber } from "../apps/gm-form";
import { setRollHeadline } from "../chat/roll-headlines";
import { shownRefusal } from "../errors";
import { messageModeOption } from "../foundry-version";
import { nullWhenRefused } from "../notify";
import { withCharacterNumbers } from "../character-numbers";
import { savedRollOf, savedRollsOf } from "../saved-rolls/saved-rolls-api";
import { characterOf, controlledTokens, entrantOf, nameOf, participantNames, uuidOf } from "../sides";
import { giveRollSideDieLook } from "../three-d";
import { answeredViews, cardViewKey } from "./answered-views";
import {
  createMessage,
  currentUser,
  getMessage,
  moduleFlags,
  ourFlag,
  ourFlagValue,
  postRollMessage,
  speakerFor,
  userMayRoll,
} from "./card-documents";
import { CardKind } from "./card-kind";
import { rollForCard } from "./card-roll";
import { cardMessage, cardStateOf } from "./card-state";
import { askActiveGM } from "./gm-query";
import { postCard } from "./post-card";
import {
  leastPrivateMode,
  mayUserViewRecorded,
  mayViewRecorded,
  modeOfRecorded,
  recordedRollMessage,
  refuseLessPrivate,
  viewersInMode,
  viewersNow,
} from "./roll-copies";
import { readRuleSetRoll } from "./roll-reading";
import { RollingCardKind } from "./rolling-card-kind";
import { defineDeprecatedNames } from "../../core/deprecated-names";
import { warnOncePerName } from "../deprecated-names";

/**
 * The card kit's namespaces by area (docs/rule-set-authors.md "The card kit's namespaces"), none named as one of the
 * start-up kit's (src/root/rule-set-kit.ts): `forms` and `cardDice` were `text` and `dice`, names the start-up kit
 * gives other members.
 */
const NAMESPACES = {
  /** A kind's classes, posting a card and reading its state back, a roll made for it, views answered per viewer. */
  cards: Object.freeze({
    CardKind,
    RollingCardKind,
    postCard,
    cardStateOf,
    cardMessage,
    rollForCard,
    readRuleSetRoll,
    setRollHeadline,
    answeredViews,
    cardViewKey,
    boundedCache,
    disabledReason,
  }),
  /**
   * Chat messages: made, found, a roll posted, a speaker, the module's flags a kind names (`moduleFlags`, `ourFlag`).
   */
  messages: Object.freeze({
    createMessage,
    getMessage,
    postRollMessage,
    speakerFor,
    moduleFlags,
    ourFlag,
    ourFlagValue,
    messageModeOption,
  }),
  /** The GM's client: a query to the active GM, and the GM's forms (docs/cards.md "The GM's forms never guess"). */
  gm: Object.freeze({ askActiveGM, askGmForm, numberIn, typedNumber, tableOfRows, refusalText }),
  /**
   * Who may see a roll: its privacy, a recorded roll's copies and their viewers (docs/cards.md "A card's mode rules its
   * rolls").
   */
  privacy: Object.freeze({
    rollPrivacy,
    isAtLeastAsPrivate,
    leastPrivateMode,
    mayViewRecorded,
    mayUserViewRecorded,
    modeOfRecorded,
    recordedRollMessage,
    refuseLessPrivate,
    viewersInMode,
    viewersNow,
  }),
  /** A card's sides: the user, tokens and their actors, names, entrants, and who may roll for an actor. */
  sides: Object.freeze({
    currentUser,
    userMayRoll,
    controlledTokens,
    characterOf,
    entrantOf,
    nameOf,
    participantNames,
    uuidOf,
  }),
  /** An actor's saved rolls, read with its numbers now. */
  savedRolls: Object.freeze({ savedRollsOf, savedRollOf, withCharacterNumbers, resolveField }),
  /**
   * A card's forms and dialogs: refusals shown to the user, a form's and a field's readers, plural keys, a question a
   * card's dialog answers.
   */
  forms: Object.freeze({ shownRefusal, nullWhenRefused, wholeNumberReason, namedField, pluralKey, cardChanceKind }),
  /** A card's dice: a side die's look in 3D, the truncation of long odds' tails. */
  cardDice: Object.freeze({ giveRollSideDieLook, EXTENDED_ODDS_TRUNCATION }),
};

/**
 * The namespaces renamed since 0.1.0, kept one release as deprecated names, each telling a compatibility warning once.
 */
const RENAMED_NAMESPACES = { text: "forms", dice: "cardDice" } as const;

type DeprecatedCardKitNames = {
  readonly [Old in keyof typeof RENAMED_NAMESPACES]: (typeof NAMESPACES)[(typeof RENAMED_NAMESPACES)[Old]];
};

function assembleCardKit(): typeof NAMESPACES & DeprecatedCardKitNames {
  const kit = { ...NAMESPACES };
  const renamed = Object.entries(RENAMED_NAMESPACES).map(([old, now]) => ({ old, now, member: () => NAMESPACES[now] }));
  defineDeprecatedNames<typeof kit, DeprecatedCardKitNames>(kit, renamed, warnOncePerName("parts.kit"));
  return Object.freeze(kit);
}

/** The card kit, one frozen object of frozen namespaces by area; its old names answer, unlisted, for one release. */
export const CARD_KIT = assembleCardKit();

/** The card kit's type (in indie-dice-types), what a kind's module declares its use of. */
export type CardKit = typeof CARD_KIT;
