/** The module's id in module.json; settings, flags, sockets and templates are namespaced with it. */
export const MODULE_ID = "indie-dice";
