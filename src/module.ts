/**
 * Indie Dice entry: registers the rule sets with the views and with Foundry, then wires hooks, nothing else.
 */
import "./rule-sets/ui";
import "./rule-sets/contest-kinds";
import "./rule-sets/foundry";
import "./systems/foundry";
import { listenAll } from "./foundry/hooks";

listenAll();
