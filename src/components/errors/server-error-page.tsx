import { ServerCrash } from 'lucide-react';
import { useDocumentTitle } from '@/components/layouts/use-document-title';
import { ErrorView } from './error-view';

/** Spec §2: the 500 page; `detail` is an optional second line, e.g. 'Unknown middleware' for a configuration problem. */
export function ServerErrorPage({ detail }: { detail?: string }) {
  useDocumentTitle('服务器异常');
  return <ErrorView code="500" title="抱歉，服务器暂时异常，请稍后再试" detail={detail} illustration={<ServerCrash className="size-20" strokeWidth={1.25} />} />;
}
