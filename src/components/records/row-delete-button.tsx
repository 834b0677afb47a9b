import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/confirm-action';

/**
 * 删除 for one row, confirmed first; `name` is the record in one line. Once confirmed the row (and this button)
 * goes away, so `onConfirm` places focus and the dialog does not return it here.
 */
export function RowDeleteButton({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="link" size="sm" className="h-auto px-1 text-destructive" aria-label={`删除 ${name}`}>
          删除
        </Button>
      }
      title="删除确认"
      description={`确定删除“${name}”吗？`}
      onConfirm={onConfirm}
      confirmRemovesTrigger
    />
  );
}
