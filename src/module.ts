/**
 * Indie Dice entry: wires hooks, nothing else.
 */
import { listenAll } from "./foundry/hooks";

listenAll();
