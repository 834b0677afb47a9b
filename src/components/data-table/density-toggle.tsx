import { Rows3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Density } from './use-table-preferences';

/** Switches the table between comfortable and compact rows. */
export function DensityToggle({ density, onChange }: { density: Density; onChange: (density: Density) => void }) {
  const compact = density === 'compact';
  return (
    <Button variant="outline" size="sm" aria-pressed={compact} onClick={() => onChange(compact ? 'comfortable' : 'compact')}>
      <Rows3 aria-hidden />
      紧凑
    </Button>
  );
}
