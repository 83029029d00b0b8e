/**
 * A card's view kept while nothing it was built from changed (docs/cards.md "What a card costs"). A view is built
 * from the card's state for one viewer, and from live answers about that viewer: may they act for a side (who owns
 * an actor can change), may they see a recorded roll (a GM can reveal one). The view is kept by a key that holds
 * everything else it reads — the card, the viewer, the state, the reading of the rules — with the questions it asked
 * and the answers it got; it is given back only while every one of those questions gets the same answer again, so
 * no viewer is ever shown what another viewer saw, nor what the viewer saw before a change.
 */
import { judgementSettingsKey } from "../judged-card-memo";
import { recordedRollMessage, type RecordedRollEntry } from "./roll-copies";

interface Answered<V> {
  readonly view: V;
  readonly questions: readonly (() => boolean)[];
  readonly answers: readonly boolean[];
}

/** Keeps the last `limit` views by key; `build` asks its live questions through `ask`. */
export function answeredViews<V>(limit: number) {
  const entries = new Map<string, Answered<V>>();
  return (key: string, build: (ask: (question: () => boolean) => boolean) => V): V => {
    const known = entries.get(key);
    if (known && known.questions.every((question, index) => question() === known.answers[index])) {
      entries.delete(key);
      entries.set(key, known);
      return known.view;
    }
    const questions: (() => boolean)[] = [];
    const answers: boolean[] = [];
    const view = build((question) => {
      const answer = question();
      questions.push(question);
      answers.push(answer);
      return answer;
    });
    entries.delete(key);
    entries.set(key, { view, questions, answers });
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return view;
  };
}

/** What a card's view is kept by, besides its live answers: the card and viewer it was drawn for, and what it read. */
interface CardViewReading {
  readonly card: { readonly id: string | null };
  readonly user: { readonly id: string | null; readonly isGM: boolean };
  /** Whether the view draws the folded details open (absent for a card whose view does not depend on it). */
  readonly detailsOpen?: boolean;
}

/**
 * The key of a card's kept view: the card, the viewer, its open details, the reading of the rules, the state, and
 * the rolls it had to read from their messages (`recorded` entries kept before cards kept copies of their rolls).
 */
export function cardViewKey(reading: CardViewReading, state: unknown, recorded: readonly RecordedRollEntry[]): string {
  const readFromMessages = recorded
    .filter((entry) => entry.messageId && entry.rollCopy === undefined)
    .map((entry) => recordedRollMessage(entry)?._source.rolls ?? null);
  return JSON.stringify([
    reading.card.id,
    reading.user.id,
    reading.user.isGM,
    reading.detailsOpen ?? null,
    judgementSettingsKey(),
    readFromMessages,
    state,
  ]);
}
