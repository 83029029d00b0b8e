/**
 * The dice fairness report in Foundry: the world's chat messages, read in chunks by the pure tally
 * (src/core/fairness) with progress and a way to stop, for a GM only — private and blind rolls count only in a
 * GM's report, and a player's would say nothing the GM's does not. It reports p-values and sample sizes; it never
 * names anyone unfair.
 */
import { fairnessCsv } from "../../core/fairness/fairness-csv";
import { runFairnessReport } from "../../core/fairness/fairness-run";
import { type FairnessMessage } from "../../core/fairness/fairness-tally";
import { type FairnessReport } from "../../core/fairness/fairness-report";
import { IndieDiceError } from "../../core/errors";
import { shownRefusal } from "../errors";
import { allMessages, currentUser } from "../cards/card-documents";
import type { FairnessReportOptions } from "../types/fairness-api";
import type { ChatMessageView } from "../types/chat-message";

/** What the tally reads of a chat message: its stored data, as the server keeps it. */
function asFairnessMessage(message: ChatMessageView): FairnessMessage {
  return message._source;
}

/** The interactive fulfillment methods (dice entered by hand or from physical dice), counted apart. */
function interactiveMethods(): string[] {
  const methods: Record<string, { interactive?: boolean | null }> = CONFIG.Dice.fulfillment?.methods ?? {};
  return Object.entries(methods)
    .filter(([, method]) => method.interactive)
    .map(([key]) => key);
}

/** `api.fairness.report`: the report of every message in the world, or null when stopped. A player is refused. */
export async function fairnessReport(options: FairnessReportOptions = {}): Promise<FairnessReport | null> {
  const user = currentUser();
  if (!user.isGM) throw shownRefusal("warning", new IndieDiceError("INDIE_DICE.Fairness.GMOnly"));
  return runFairnessReport(allMessages().map(asFairnessMessage), {
    viewer: { id: user.id, isGM: true },
    interactiveMethods: interactiveMethods(),
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/** The report as CSV, names as this world knows them. */
export function fairnessReportCsv(report: FairnessReport): string {
  return fairnessCsv(report, {
    user: (id) => game.users?.get(id)?.name ?? game.i18n.localize("INDIE_DICE.Fairness.Group.UnknownUser"),
    everyone: game.i18n.localize("INDIE_DICE.Fairness.Group.Everyone"),
  });
}
