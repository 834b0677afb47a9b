import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, FieldFrame } from '@/components/form-field/field-frame';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { CheckFinding } from '../check-areas';
import type { MarkStatus } from '../check-labels';

/** The contract's limit (CheckMarkRequest.reason). */
const REASON_MAX = 200;

const reasonSchema = z.object({
  reason: z.string().trim().min(1, '请填写理由').max(REASON_MAX, `理由不能超过 ${REASON_MAX} 个字符`),
});

const TITLES: Record<MarkStatus, { title: string; help: string }> = {
  verified: { title: '核实问题', help: '确认确有此问题、已经知悉；以后的校验再发现它时沿用此标记。' },
  ignored: { title: '忽略问题', help: '说明为什么这不是问题；以后的校验再发现它时沿用此标记。' },
};

interface MarkDialogProps {
  /** The finding and the mark being given; null closes the dialog. */
  marking: { finding: CheckFinding; status: MarkStatus } | null;
  onClose: () => void;
  /** Marks the finding; it does not reject (a failure is shown by the caller or the client), the dialog stays open. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** 核实 / 忽略: asks for the reason (required) before marking a finding. */
export function MarkDialog({ marking, onClose, onSubmit }: MarkDialogProps) {
  return (
    <Dialog open={marking !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{marking ? <MarkForm key={`${marking.finding.id}:${marking.status}`} {...marking} onSubmit={onSubmit} /> : null}</DialogContent>
    </Dialog>
  );
}

function MarkForm({ finding, status, onSubmit }: { finding: CheckFinding; status: MarkStatus; onSubmit: MarkDialogProps['onSubmit'] }) {
  const form = useForm({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const { title, help } = TITLES[status];
  const submit = form.handleSubmit(async ({ reason }) => {
    await onSubmit(reason);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {finding.recordLabel}：{finding.message}
        </DialogDescription>
      </DialogHeader>
      <FieldFrame label="理由" required help={help} error={errors.reason?.message}>
        {(control) => (
          <textarea
            {...controlAria(control)}
            {...form.register('reason')}
            rows={3}
            disabled={isSubmitting}
            className="w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50 aria-invalid:border-destructive"
          />
        )}
      </FieldFrame>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            取消
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? '提交中…' : '确定'}
        </Button>
      </DialogFooter>
    </form>
  );
}
