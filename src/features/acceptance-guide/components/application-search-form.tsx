import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The enterprise-name keyword box; submits the trimmed text. */
export function ApplicationSearchForm({ keywords, onSearch }: { keywords: string; onSearch: (keywords: string) => void }) {
  const id = useId();
  const [text, setText] = useState(keywords);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="搜索资质申请" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          企业名称关键字
        </label>
        <Input
          id={id}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          placeholder="如：华东 基础（多个关键字用空格分隔，须全部包含）"
        />
      </div>
      <Button type="submit">查询</Button>
    </form>
  );
}
