import type { UploadedFileRef } from '@/components/schema/field-config';
import { browserClient } from '@/api/browser-client';
import { fetchBlob, type FetchBlobOptions } from '@/api/download';
import { unwrap } from '@/api/unwrap';
import type { components } from '@openapi/schema.gen';

type AttachmentFile = components['schemas']['AttachmentFile'];
type BizType = AttachmentFile['bizType'];

/** A stored attachment as upload fields hold it. */
export function fileRef(file: AttachmentFile): UploadedFileRef {
  return { id: file.fileId, name: file.fileName, url: file.url };
}

/** Stores one file under a business type (addYyzzFile); the server checks its type by magic bytes and its size. */
export async function uploadAttachment(bizType: BizType, file: File): Promise<UploadedFileRef> {
  const stored = await unwrap(
    browserClient.POST('/portal/qyAttachmentFile/addYyzzFile', {
      body: { file: file as unknown as string, bizType },
      bodySerializer: (body) => {
        const form = new FormData();
        // bizType first: the server reads the fields sent before the file.
        form.append('bizType', body.bizType ?? bizType);
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
  return fileRef(stored);
}

/** The files bound to one record. */
export async function listAttachments(bizType: BizType, bizId: string): Promise<UploadedFileRef[]> {
  const files = await unwrap(browserClient.GET('/portal/qyAttachmentFile/getFileByParams', { params: { query: { bizType, bizId } } }));
  return files.map(fileRef);
}

/**
 * A stored file's bytes, fetched with the session's token (a plain link would carry none) through the download
 * helper: an error body or a failed request rejects with a `DownloadError` after showing spec §8's message.
 */
export function fetchAttachment(file: UploadedFileRef, options: FetchBlobOptions = {}): Promise<Blob> {
  const { signal } = options;
  return fetchBlob(() => browserClient.GET('/system/oss/download2Auth/{id}', { params: { path: { id: file.id } }, parseAs: 'blob', signal }), options);
}
