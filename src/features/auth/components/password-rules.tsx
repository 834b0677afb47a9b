import { CheckIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { PASSWORD_RULES } from '../auth-schemas';

/** The password rules, each marked met or not as the user types. */
export function PasswordRules({ value }: { value: string }) {
  return (
    <ul aria-label="密码要求" className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
      {PASSWORD_RULES.map((rule) => {
        const met = value !== '' && rule.test(value);
        const Icon = met ? CheckIcon : XIcon;
        return (
          <li key={rule.id} data-met={met} className={cn('flex items-center gap-1', met ? 'text-success' : 'text-muted-foreground')}>
            <Icon className="size-3.5 shrink-0" aria-hidden="true" />
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '（已满足）' : '（未满足）'}</span>
          </li>
        );
      })}
    </ul>
  );
}
