/**
 * Indie Dice entry: registers the rule sets (one package each, every layer) and the shared card kinds, then wires
 * hooks, nothing else.
 */
import "./rule-sets/built-in";
import "./rule-sets/contest-kinds";
import "./card-kinds/shared";
import "./systems/foundry";
import { listenAll } from "./root";

listenAll();
