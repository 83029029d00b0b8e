/**
 * Foundry's classes that the module's classes extend (its Roll, ApplicationV2 and the Handlebars mixin), defined
 * before any test imports src/: in Foundry, a module's scripts are evaluated after Foundry's client code, so the
 * module declares its Roll and window classes when their files load (docs/architecture.md "Layers"). Here they are
 * the double's own classes, the same ones every `installFoundryDouble` puts in place (foundry-double/install.ts).
 */
import { defineFoundryClasses } from "../../foundry-double/install";

defineFoundryClasses();
