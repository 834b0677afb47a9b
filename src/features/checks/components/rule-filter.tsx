import { Button } from '@/components/ui/button';
import type { RuleGroup } from '../finding-table';

interface RuleFilterProps {
  groups: readonly RuleGroup[];
  total: number;
  /** The chosen rule's code; '' is every rule. */
  value: string;
  onChange: (rule: string) => void;
}

/** The findings grouped by rule: one toggle per rule with its count, and 全部. */
export function RuleFilter({ groups, total, value, onChange }: RuleFilterProps) {
  const choices = [{ rule: '', title: '全部规则', count: total }, ...groups];
  // A rule from the URL that this run no longer breaks still shows, with none, so the member can leave it.
  if (value && !groups.some((group) => group.rule === value)) choices.push({ rule: value, title: '（已无问题的规则）', count: 0 });
  return (
    <div role="group" aria-label="按规则查看" className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <Button
          key={choice.rule || 'all'}
          type="button"
          size="sm"
          variant={choice.rule === value ? 'default' : 'outline'}
          aria-pressed={choice.rule === value}
          onClick={() => onChange(choice.rule)}
          className="h-auto min-h-8 whitespace-normal text-left"
        >
          {choice.title}
          <span className="rounded-full bg-background/20 px-1.5 text-xs tabular-nums">{choice.count}</span>
        </Button>
      ))}
    </div>
  );
}
