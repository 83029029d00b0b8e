/**
 * Indie Dice entry: wires hooks, nothing else. Each hook module registers itself in `listen()`.
 */
import { listen as listenInit } from "./foundry/hooks/init";

listenInit();
