import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import * as yearZeroPools from "../../../core/pools/year-zero-dice";
import type { StepSize } from "../../../core/pools/year-zero-dice";
import { T2K_MAX_AMMO, t2kPool, t2kPoolOdds } from "../core/t2k-odds";
import { t2kCalculatorPage } from "./calculator-page";
import { t2kLabels } from "./roll-labels";

const MODIFIER = limit("T2k4eModifier", -10, 10);
const AMMO = limit("T2k4eRateOfFire", 0, T2K_MAX_AMMO);
const SIZES: readonly StepSize[] = [6, 8, 10, 12];
const sizeOf = (text: string) => SIZES.filter((size) => String(size) === text);

/** The page's fields as the dialog's (docs/systems-t2k4e.md "In the web calculator"); the engine's module its pools. */
export const t2kCalculatorAnswer: SystemCalculatorAnswerer = {
  page: t2kCalculatorPage,
  read(reader) {
    const sizes = [...sizeOf(reader.text("attribute")), ...sizeOf(reader.text("skill"))];
    const modifier = wholeField(reader, "modifier", MODIFIER);
    const ammo = wholeField(reader, "rof", AMMO);
    const pool = t2kPool(yearZeroPools, { sizes, modifier, ammo }) ?? [];
    return { odds: () => t2kPoolOdds(yearZeroPools, pool, true), labels: t2kLabels };
  },
};
