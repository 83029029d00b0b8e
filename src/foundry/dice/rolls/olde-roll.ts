import { chainsFromThrowOrder, judgeOlde, oldeFoundryFormula, type OldeRollSpec } from "../../../core/mechanics/olde";
import { withUserErrors } from "../../errors";
import { t, type IndieRollClass, type OutcomeLine } from "./indie-roll";

/** A Dungeons of Olde roll: NdX±M, unlimited (each die explodes on its maximum, again and again) or not. */
export function createOldeRoll(IndieRoll: IndieRollClass) {
  class OldeRoll extends IndieRoll {
    static override RULE_SET = "olde" as const;

    static fromSpec(spec: OldeRollSpec): OldeRoll {
      return withUserErrors(() => new this(oldeFoundryFormula(spec), {}, { ...spec } as never));
    }

    override outcomeLines(): OutcomeLine[] {
      const read = this.wasRolled ? this.firstDieNotation() : null;
      if (!read || read.check.ours) return [];
      const { die, check } = read;
      const count = die.number ?? 0;
      const faces = die.faces ?? 0;
      const unlimited = check.steps.some((step) => step.command === "x");
      const rolled = die.results.map((r) => r.result);
      const chains = unlimited ? chainsFromThrowOrder(rolled, count, faces) : rolled.map((f) => [f]);
      const judged = judgeOlde({ count, faces, unlimited }, chains);
      const explosions = judged.dice.reduce((sum, d) => sum + d.explosions, 0);
      const lines: OutcomeLine[] = [];
      if (explosions > 0) lines.push({ label: t("INDIE_DICE.Olde.Unlimited"), value: t("INDIE_DICE.Olde.Explosions", { n: explosions }), tone: "critical" });
      if (judged.capped) lines.push({ label: t("INDIE_DICE.Chain.Capped"), value: "" });
      return lines;
    }
  }
  return OldeRoll;
}
