import { ChevronDown, MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useProvinceOptions } from '@/lib/dict/region-options';
import { preferencesStore, usePreferences } from '@/stores/preferences-store';

// The dialog (radix Dialog) is loaded on first use to keep it out of the home page's initial JS.
const ProvinceDialog = lazy(() => import('./province-dialog'));

// A code the loaded dictionary does not know falls back to 全国 (the store forgets it); a dictionary that
// cannot be loaded leaves the province as it is, unnamed.
function ProvinceName({ code }: { code: string }) {
  const { options, isLoading, isError } = useProvinceOptions();
  const label = options.find((option) => option.value === code)?.label;
  // An empty dictionary names nothing, so it cannot show a code to be unknown.
  const loaded = !isLoading && !isError && options.length > 0;
  useEffect(() => {
    if (loaded && !label) preferencesStore.getState().forgetUnknownProvince(options.map((option) => option.value));
  }, [loaded, label, options]);
  if (label) return <>{label}</>;
  if (loaded) return <>全国</>;
  return <>{isError ? '已选省份' : '…'}</>;
}

/** The header's province switcher (spec §2, §4): shows the chosen province, 全国 when none. */
export function ProvinceSelector() {
  const province = usePreferences((state) => state.province);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex h-9 max-w-32 min-w-0 items-center gap-1 rounded-md px-2 text-sm text-header-foreground/90 transition-colors hover:bg-white/10 hover:text-header-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white sm:max-w-40"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">切换省份，当前：</span>
        <span className="truncate">{province ? <ProvinceName code={province} /> : '全国'}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProvinceDialog current={province} onClose={() => setOpen(false)} returnFocusTo={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
