/**
 * Who may count a message's dice in their fairness report (docs/versions-and-privacy.md "Privacy on every surface": who
 * may not see a roll sees nothing that depends on it). Private and blind rolls count only in a Gamemaster's report: a
 * player's report counts public messages only — not even their own whispers, so that a report shown or exported by a
 * player never carries dice the table was not shown.
 *
 * Read from what Foundry stores on every message in v13 and v14 alike: its whisper list and blind flag (a v14
 * "gm", "self" or "blind" message has a whisper list; "public" and "ic" have none).
 */

/** What the predicate reads of a message (`ChatMessage._source` has these fields). */
export interface MessageAudience {
  readonly whisper?: readonly string[] | null;
  readonly blind?: boolean | null;
}

/** Who the report is for. */
export interface ReportViewer {
  readonly id: string;
  readonly isGM: boolean;
}

/** Whether a message is private or blind: whispered to anyone, or a blind roll. */
export function isPrivateMessage(message: MessageAudience): boolean {
  return message.blind === true || (Array.isArray(message.whisper) && message.whisper.length > 0);
}

/** Whether this viewer's report may count the message's dice. */
export function countsInReport(message: MessageAudience, viewer: ReportViewer): boolean {
  return viewer.isGM || !isPrivateMessage(message);
}
