import { useCallback, useState } from 'react';
import { useSession } from '@/stores/session-store';

export type Density = 'comfortable' | 'compact';

/** What a user chooses about one table's look; stored per table and per user. */
export interface TablePreferences {
  /** Column id → false when hidden; missing means visible. */
  columnVisibility: Record<string, boolean>;
  density: Density;
}

const DEFAULTS: TablePreferences = { columnVisibility: {}, density: 'comfortable' };

/** The localStorage key of a table's preferences for a user (`anonymous` before sign-in). */
export function preferencesKey(storageKey: string, userId: string | number | null | undefined): string {
  return `data-table:${storageKey}:${userId ?? 'anonymous'}`;
}

function read(key: string): TablePreferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!stored || typeof stored !== 'object') return DEFAULTS;
    const { columnVisibility, density } = stored as Partial<TablePreferences>;
    return {
      columnVisibility: columnVisibility && typeof columnVisibility === 'object' ? columnVisibility : {},
      density: density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    // Corrupt or blocked storage: the defaults are a safe answer.
    return DEFAULTS;
  }
}

/** Column visibility and density for one table, persisted per signed-in user in localStorage. */
export function useTablePreferences(storageKey: string) {
  const userId = useSession((s) => s.info?.userId);
  const key = preferencesKey(storageKey, userId);
  const [stored, setStored] = useState(() => ({ key, preferences: read(key) }));
  // Another user signed in (or the table changed): load their preferences instead.
  const current = stored.key === key ? stored : { key, preferences: read(key) };
  if (current !== stored) setStored(current);

  const save = useCallback(
    (change: Partial<TablePreferences>) =>
      setStored((previous) => {
        const base = previous.key === key ? previous.preferences : read(key);
        const preferences = { ...base, ...change };
        try {
          localStorage.setItem(key, JSON.stringify(preferences));
        } catch {
          // Storage full or blocked: keep the choice for this session only.
        }
        return { key, preferences };
      }),
    [key],
  );

  return {
    preferences: current.preferences,
    setColumnVisibility: (columnVisibility: Record<string, boolean>) => save({ columnVisibility }),
    setDensity: (density: Density) => save({ density }),
  };
}
