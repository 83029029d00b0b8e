/**
 * The wrapping seam (docs/systems.md "Wrapping a system's method"): where a system hands no object a render hook
 * reaches — a plain `DialogV2` opened from a method that holds the roll — an adapter observes that method. Through
 * libWrapper when the world has it (its `WRAPPER` kind, under Indie Dice's id, so its conflict list names us), else by
 * the same semantics done here: the method is replaced on the object its path names, and calls the method it replaced.
 * Either way the adapter only observes: the system's method always runs with its own arguments and its own result
 * returned, and what an adapter's observer throws is logged, never stops a roll.
 */
import { MODULE_ID } from "../module-id";
import type { SystemWrap } from "./system-adapter";

type Method = (this: unknown, ...args: unknown[]) => unknown;

/** libWrapper's `register`, as its API documents it: a package id, a target path, the wrapper and its kind. */
interface LibWrapper {
  register(
    packageId: string,
    target: string,
    fn: (this: unknown, wrapped: Method, ...args: unknown[]) => unknown,
    type: "WRAPPER",
  ): unknown;
}

/** An object or a function: what a path may walk through. */
function isObjectLike(value: unknown): value is Record<string, unknown> {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

function isLibWrapper(value: unknown): value is LibWrapper {
  return isObjectLike(value) && typeof value.register === "function";
}

function isMethod(value: unknown): value is Method {
  return typeof value === "function";
}

function libWrapperOfWorld(): LibWrapper | null {
  const candidate: unknown = Reflect.get(globalThis, "libWrapper");
  return isLibWrapper(candidate) ? candidate : null;
}

function warn(wrap: SystemWrap, error: unknown): void {
  console.warn(`Indie Dice | observing ${wrap.target}:`, error);
}

/** Calls an observer; what it throws is logged. */
function observe(wrap: SystemWrap, call: () => void): void {
  try {
    call();
  } catch (error) {
    warn(wrap, error);
  }
}

/** The wrapper both paths install: observers around the system's own call, which always happens. */
function wrapperOf(wrap: SystemWrap) {
  return function (this: unknown, wrapped: Method, ...args: unknown[]): unknown {
    const { before, after } = wrap;
    if (before) observe(wrap, () => before(this, args));
    let result: unknown;
    try {
      result = wrapped.apply(this, args);
    } catch (error) {
      // A call that threw has ended all the same: its observer hears it, with nothing returned, so that what it holds
      // for the call (an opener's claim on the next dialog) goes with it; the error goes on to the caller.
      if (after) observe(wrap, () => after(this, args, undefined));
      throw error;
    }
    if (after) observe(wrap, () => after(this, args, result));
    return result;
  };
}

/** The object holding the method and the method's own key, from a path walked from `globalThis`, or null. */
function ownerOf(target: string): { owner: Record<string, unknown>; key: string } | null {
  const keys = target.split(".");
  const key = keys.pop();
  let owner: unknown = globalThis;
  for (const part of keys) {
    if (!isObjectLike(owner)) return null;
    owner = owner[part];
  }
  return key !== undefined && isObjectLike(owner) ? { owner, key } : null;
}

/** Without libWrapper: the method replaced on the object the path names (its own key, an inherited one included). */
function wrapInPlace(wrap: SystemWrap): boolean {
  const found = ownerOf(wrap.target);
  const original = found?.owner[found.key];
  if (!found || !isMethod(original)) return false;
  const wrapper = wrapperOf(wrap);
  found.owner[found.key] = function (this: unknown, ...args: unknown[]) {
    return wrapper.call(this, (...passed: unknown[]) => original.apply(this, passed), ...args);
  };
  return true;
}

/**
 * Installs an adapter's wraps, once, at `setup` (every package's `init` has run: the system's classes are in place).
 * A path that names no method (another version of the system) is logged and skipped: its figures are then missing,
 * never wrong.
 */
export function installSystemWraps(wraps: readonly SystemWrap[]): void {
  const libWrapper = libWrapperOfWorld();
  for (const wrap of wraps) {
    if (libWrapper) {
      try {
        libWrapper.register(MODULE_ID, wrap.target, wrapperOf(wrap), "WRAPPER");
      } catch (error) {
        warn(wrap, error);
      }
    } else if (!wrapInPlace(wrap)) {
      warn(wrap, new Error("no such method"));
    }
  }
}
