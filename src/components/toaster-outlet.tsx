import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toasterStore } from '@/lib/toast';

const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster when the first toast is raised. */
export function ToasterOutlet() {
  const wanted = useStore(toasterStore, (state) => state.wanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
