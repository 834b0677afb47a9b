import { Download } from 'lucide-react';
import { saveBlob } from '@/api/download';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FilePreview } from './file-preview';
import { useFilePreview, type LoadFile } from './use-file-preview';

interface FilePreviewDialogProps {
  /** The file name: the title, the type when the server gives none, and the saved file's name. */
  name: string;
  load: LoadFile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Previews a stored file in a dialog (spec §9 types; see `FilePreview`), loaded through `load` once it opens,
 * with a 下载 button. A failed load shows its message and 重试.
 *
 * @example <FilePreviewDialog name={file.name} load={(signal) => fetchAttachment(file, { signal })} open={open} onOpenChange={setOpen} />
 */
export function FilePreviewDialog({ name, load, open, onOpenChange }: FilePreviewDialogProps) {
  const { state, retry } = useFilePreview(load, name, open);
  const save = () => {
    if (state.status === 'ready') saveBlob(state.blob, name);
  };
  const showsOwnDownload = state.status === 'ready' && state.content.kind === 'none';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="truncate pr-6">{name}</DialogTitle>
          <DialogDescription className="sr-only">文件预览</DialogDescription>
        </DialogHeader>
        {state.status === 'loading' ? (
          <p role="status" className="py-8 text-center text-sm text-muted-foreground">
            正在加载文件…
          </p>
        ) : state.status === 'failed' ? (
          <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-sm text-destructive">
            <p>{state.message}</p>
            <Button type="button" variant="outline" onClick={retry}>
              重试
            </Button>
          </div>
        ) : (
          <FilePreview content={state.content} name={name} onDownload={save} />
        )}
        {showsOwnDownload ? null : (
          <DialogFooter>
            <Button type="button" onClick={save} disabled={state.status !== 'ready'}>
              <Download aria-hidden="true" />
              下载
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
