/**
 * The signed-in user's choices for field work on this device (settings screen, tab "Offline"): whether photos are kept
 * as taken instead of made smaller, and how much the device may hold of records prepared automatically. They are the
 * device's, not the account's (a phone with little room and a tablet differ), kept per user in localStorage: read at
 * once, with no key, also while signed out.
 */
import { useSyncExternalStore } from 'react';
import { sessionUserId } from './keyring.js';

export interface OfflineSettings {
  /** Photos are kept and sent as taken, not made 1600 px JPEG first. */
  keepOriginals: boolean;
  /** What the device may hold before automatic preparation stops, in megabytes (writes waiting are never dropped). */
  budgetMb: number;
}

export const DEFAULT_OFFLINE_SETTINGS: OfflineSettings = { keepOriginals: false, budgetMb: 200 };
export const BUDGET_CHOICES_MB = [50, 100, 200, 500, 1000, 2000] as const;

const storageKey = (userId: number) => `caretaker.offline.settings.${userId}`;
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: OfflineSettings } | null = null;

function read(): OfflineSettings {
  const userId = sessionUserId();
  const raw = userId === null ? null : (globalThis.localStorage?.getItem(storageKey(userId)) ?? null);
  if (cache && cache.raw === raw) return cache.value;
  let value = DEFAULT_OFFLINE_SETTINGS;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<OfflineSettings>) : {};
    value = {
      keepOriginals: parsed.keepOriginals === true,
      budgetMb:
        typeof parsed.budgetMb === 'number' && parsed.budgetMb > 0
          ? parsed.budgetMb
          : DEFAULT_OFFLINE_SETTINGS.budgetMb,
    };
  } catch {
    // a damaged entry reads as the defaults
  }
  cache = { raw, value };
  return value;
}

export const offlineSettings = (): OfflineSettings => read();

export const budgetBytes = (): number => read().budgetMb * 1024 * 1024;

/** Changes the signed-in user's settings on this device; nothing without a session. */
export function setOfflineSettings(change: Partial<OfflineSettings>): void {
  const userId = sessionUserId();
  if (userId === null) return;
  localStorage.setItem(storageKey(userId), JSON.stringify({ ...read(), ...change }));
  for (const l of listeners) l();
}

export function useOfflineSettings(): OfflineSettings {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    read,
    () => DEFAULT_OFFLINE_SETTINGS,
  );
}
