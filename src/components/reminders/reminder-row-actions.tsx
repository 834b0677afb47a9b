import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { fetchReminder, type Reminder } from './api/reminder-api';
import { sitePath } from './safe-link';

const linkButton = 'h-auto px-1';

/**
 * A row's 查看 and 去处理. 去处理 fetches the reminder for its link (which marks it read, as opening it would) and
 * goes there: the record's form, focused on the field to fix. A resolved reminder has nothing left to fix.
 */
export function ReminderRowActions({ reminder, onView }: { reminder: Reminder; onView: (id: string) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [going, setGoing] = useState(false);
  const goFix = async () => {
    setGoing(true);
    try {
      const link = sitePath((await fetchReminder(queryClient, reminder.id)).link);
      if (link) void navigate(link);
    } catch (error) {
      // The client has shown the server's message.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setGoing(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-1">
      <Button variant="link" size="sm" className={linkButton} aria-label={`查看 ${reminder.title}`} onClick={() => onView(reminder.id)}>
        查看
      </Button>
      {reminder.resolveTime ? null : (
        <Button variant="link" size="sm" className={linkButton} aria-label={`去处理 ${reminder.title}`} disabled={going} onClick={() => void goFix()}>
          去处理
        </Button>
      )}
    </div>
  );
}
