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
      const spec = this.options as Partial<OldeRollSpec>;
      const die = this.firstDie();
      if (!this._evaluated || !die || spec.count === undefined || spec.faces === undefined) return [];
      const faces = die.results.map((r) => r.result);
      const chains = spec.unlimited ? chainsFromThrowOrder(faces, spec.count, spec.faces) : faces.map((f) => [f]);
      const judged = judgeOlde({ count: spec.count, faces: spec.faces, unlimited: spec.unlimited ?? false, adjustment: spec.adjustment ?? 0 }, chains);
      const explosions = judged.dice.reduce((sum, d) => sum + d.explosions, 0);
      const lines: OutcomeLine[] = [];
      if (explosions > 0) lines.push({ label: t("INDIE_DICE.Olde.Unlimited"), value: t("INDIE_DICE.Olde.Explosions", { n: explosions }), tone: "critical" });
      if (judged.capped) lines.push({ label: t("INDIE_DICE.Chain.Capped"), value: "" });
      return lines;
    }
  }
  return OldeRoll;
}
