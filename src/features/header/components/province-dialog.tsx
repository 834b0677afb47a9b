import { useId, type RefObject } from 'react';
import { groupProvincesByRegion } from '@/lib/dict/region-groups';
import { useProvinceOptions } from '@/lib/dict/region-options';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { setProvince } from '@/stores/preferences-store';

interface ProvinceDialogProps {
  current: string;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

function RegionGroupSection({ group, options, current, onPick }: {
  group: string;
  options: { label: string; value: string }[];
  current: string;
  onPick(code: string): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-[4rem_1fr] sm:items-baseline">
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {group}
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <li key={option.value}>
            <Button
              size="sm"
              variant={option.value === current ? 'default' : 'outline'}
              aria-pressed={option.value === current}
              onClick={() => onPick(option.value)}
            >
              {option.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The province panel: provinces from sys_province grouped by the nine region groups (spec §9). */
export default function ProvinceDialog({ current, onClose, returnFocusTo }: ProvinceDialogProps) {
  const { options, isLoading, isError } = useProvinceOptions();
  const groups = groupProvincesByRegion(options);

  const pick = (code: string) => {
    onClose();
    setProvince(code);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>选择省份</DialogTitle>
          <DialogDescription>按所选省份筛选门户内容。</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {groups.map(({ group, options: groupOptions }) => (
            <RegionGroupSection key={group} group={group} options={groupOptions} current={current} onPick={pick} />
          ))}
          {isLoading ? (
            <p role="status" className="text-sm text-muted-foreground">
              正在加载省份…
            </p>
          ) : null}
          {isError ? (
            <p role="alert" className="text-sm text-destructive">
              省份列表加载失败，请稍后重试。
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
