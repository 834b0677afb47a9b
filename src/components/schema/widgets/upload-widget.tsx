import { useEffect, useRef, useState } from 'react';
import type { UploadedFileRef } from '../field-config';
import { UPLOAD_ACCEPT, uploadProblem } from './upload-checks';
import { UploadFileItem } from './upload-file-item';
import type { WidgetProps } from './widget-props';

function filesOf(value: unknown): UploadedFileRef[] {
  return Array.isArray(value) ? (value as UploadedFileRef[]) : [];
}

/**
 * kind `upload`: images or PDFs (≤ 10 MB each) stored through the field's `upload` function; the value is
 * the list of stored file refs. A field without `upload` is a configuration error.
 */
export function UploadWidget({ id, field, value, onChange, onBlur, inputRef, disabled, invalid, required, describedBy }: WidgetProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [localUrls] = useState(() => new Map<string, string>());
  useEffect(() => () => localUrls.forEach((url) => URL.revokeObjectURL(url)), [localUrls]);
  // The removed file's 删除 button goes with it; focus moves to the file input (enabled again by then) rather
  // than falling to the page body.
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) fileInput.current?.focus();
  }, [removals]);
  if (!field.upload) {
    return (
      <p role="alert" className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm text-destructive">
        配置错误：上传字段“{field.label}”（{field.name}）缺少 upload 函数。
      </p>
    );
  }
  const upload = field.upload;
  const files = filesOf(value);
  const max = field.maxFiles ?? 10;

  const add = async (chosen: File[]) => {
    const bad = chosen.map(uploadProblem).find(Boolean);
    if (bad) return setProblem(bad);
    if (files.length + chosen.length > max) return setProblem(`最多上传 ${max} 个文件`);
    setProblem(null);
    setBusy(true);
    try {
      const stored = await Promise.all(chosen.map(upload));
      stored.forEach((ref, index) => localUrls.set(ref.id, URL.createObjectURL(chosen[index]!)));
      onChange([...files, ...stored]);
    } catch {
      setProblem('上传失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const remove = (ref: UploadedFileRef) => {
    const url = localUrls.get(ref.id);
    if (url) URL.revokeObjectURL(url);
    localUrls.delete(ref.id);
    const rest = files.filter((file) => file.id !== ref.id);
    // [] rather than undefined: react-hook-form would show an undefined field's default files again.
    onChange(rest);
    setRemovals((count) => count + 1);
  };

  return (
    <div className="grid gap-2">
      <input
        id={id}
        ref={(element) => {
          fileInput.current = element;
          inputRef(element);
        }}
        type="file"
        multiple={max > 1}
        accept={UPLOAD_ACCEPT}
        disabled={disabled || busy || files.length >= max}
        aria-invalid={invalid || Boolean(problem) || undefined}
        aria-required={required || undefined}
        aria-describedby={[describedBy, problem ? `${id}-problem` : undefined].filter(Boolean).join(' ') || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) void add(chosen);
        }}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm"
      />
      {busy ? <p role="status" className="text-xs text-muted-foreground">上传中…</p> : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={`${field.label}已上传文件`} className="grid gap-2 sm:grid-cols-2">
          {files.map((file) => (
            <UploadFileItem
              key={file.id}
              file={file}
              localUrl={localUrls.get(file.id)}
              fetchFile={field.fetchFile}
              disabled={disabled || busy}
              onRemove={() => remove(file)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
