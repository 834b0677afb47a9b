import { useEffect, useEffectEvent, useState } from 'react';
import { DownloadError } from '@/api/download';
import { DOWNLOAD_FAILED } from '@/api/messages';
import { previewContent, releasePreview, type PreviewContent } from './preview-content';

/** Loads a file's bytes; `signal` aborts when the preview closes. Rejects after showing why (see `fetchBlob`). */
export type LoadFile = (signal: AbortSignal) => Promise<Blob>;

export type FilePreviewState =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob; content: PreviewContent }
  | { status: 'failed'; message: string };

/**
 * Loads a file and prepares its preview while `active`; `retry` loads it again. Leaving (or turning inactive)
 * aborts the load and frees the object URLs.
 *
 * @example const { state, retry } = useFilePreview((signal) => fetchFile(file, { signal }), file.name, open);
 */
export function useFilePreview(load: LoadFile, name: string, active: boolean) {
  const [state, setState] = useState<FilePreviewState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The caller may pass a new function on every render; only `active`, the name and a retry start a load.
  const loadFile = useEffectEvent(load);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let content: PreviewContent | undefined;
    loadFile(controller.signal)
      .then(async (blob) => {
        const prepared = await previewContent(blob, name);
        if (controller.signal.aborted) return releasePreview(prepared);
        content = prepared;
        setState({ status: 'ready', blob, content: prepared });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof DownloadError ? error.message : DOWNLOAD_FAILED });
      });
    return () => {
      controller.abort();
      if (content) releasePreview(content);
      setState({ status: 'loading' });
    };
  }, [name, active, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}
