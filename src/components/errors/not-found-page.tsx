import { FileQuestion } from 'lucide-react';
import { useDocumentTitle } from '@/components/layouts/use-document-title';
import { ErrorView } from './error-view';

/** Spec §2: the 404 page; `message` is the route error's detail ('This page could not be found' or '页面未找到'). */
export function NotFoundPage({ message }: { message?: string }) {
  useDocumentTitle('页面不存在');
  return <ErrorView code="404" title="抱歉，您访问的页面不存在" detail={message} illustration={<FileQuestion className="size-20" strokeWidth={1.25} />} />;
}
