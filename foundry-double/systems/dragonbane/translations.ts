/** The English words of Dragonbane (lang/en.json at 3f766cb) that the double's tests, dialog and messages show. */
export const DRAGONBANE_TRANSLATIONS = {
  DoD: {
    attributes: { str: "STR", con: "CON", agl: "AGL", int: "INT", wil: "WIL", cha: "CHA", none: "-" },
    conditions: { str: "Exhausted", con: "Sickly", agl: "Dazed", int: "Angry", wil: "Scared", cha: "Disheartened" },
    ui: {
      dialog: {
        skillRollTitle: "Skill Roll",
        skillRollLabel: "Roll",
        attributeRollTitle: "Attribute Roll",
        attributeRollLabel: "Roll",
        boons: "Boons",
        banes: "Banes",
        extra: "Extra",
        chooseAction: "Choose action",
        enchantedWeapon: "Enchanted weapon",
      },
      chat: { takeCondition: "<b>{actor}</b> becomes <b>{condition}</b>." },
    },
    roll: {
      dragon: "succeeded with a Dragon!",
      demon: "failed with a Demon!",
      success: "succeeded.",
      failure: "failed.",
      attributeRoll: "Attribute roll for <b>{attribute}</b> <b>{result}</b>",
      skillRoll: "Skill roll for <b>{skill}</b> <b>{result}</b>",
      // Its weapon as a name: the real text links it (`@UUID[{uuid}]`), which the double does not enrich.
      weaponRoll: "<b>{action}</b> with <b>{weapon}</b> <b>{result}</b>",
      pushButtonLabel: "Push roll",
      pushChoiceLabel: "Choose condition",
    },
    WARNING: { conditionAlreadyTaken: "The condition is already taken" },
    attackTypes: {
      ranged: "Ranged attack",
      rangedTooltip: "Attack with ranged weapon",
      parry: "Parry",
      parryTooltip: "Parry an attack",
      normal: "Attack",
      normalTooltip: "Perform a normal attack",
      stab: "Stab",
      stabTooltip: "Perform an attack inflicting piercing damage",
      slash: "Slash",
      slashTooltip: "Perform an attack inflicting slashing damage",
      weakpoint: "Find weak spot",
      weakpointTooltip: "Stab and try to find a gap in the enemy's armor\nThis attack adds one Bane to the roll",
      disarm: "Disarm",
      disarmTooltip: "Disarm the enemy instead of inflicting damage",
      topple: "Topple",
      toppleTooltip:
        "Topple the enemy to the ground instead of inflicting damage\nToppling weapons get a Boon to the roll",
    },
  },
};
