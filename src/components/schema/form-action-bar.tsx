import { Button } from '@/components/ui/button';

interface FormActionBarProps {
  pending: boolean;
  onCancel?: () => void;
  onSaveDraft?: () => void;
  submitLabel?: string;
}

/** The sticky bar at the bottom of a schema form: 取消, optional 暂存 and 保存 (the submit button). */
export function FormActionBar({ pending, onCancel, onSaveDraft, submitLabel = '保存' }: FormActionBarProps) {
  return (
    <div className="sticky bottom-0 z-10 flex flex-wrap justify-end gap-2 border-t bg-card py-3">
      {onCancel ? (
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          取消
        </Button>
      ) : null}
      {onSaveDraft ? (
        <Button variant="secondary" disabled={pending} onClick={onSaveDraft}>
          暂存
        </Button>
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? '保存中…' : submitLabel}
      </Button>
    </div>
  );
}
