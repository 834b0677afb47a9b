import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Spec §9: the bar appears only for navigations slower than this. */
export const PROGRESS_THROTTLE_MS = 200;
/** Spec §9: the bar gives up (hides) this long after the navigation started. */
export const PROGRESS_DURATION_MS = 5000;
// How long the full bar stays visible once the navigation completes.
const COMPLETE_MS = 200;

type Phase = 'hidden' | 'running' | 'complete';

/** The bar's phase for a busy flag: shown after the throttle, hidden at the cap, briefly full when done. */
export function useProgressPhase(busy: boolean): Phase {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [wasBusy, setWasBusy] = useState(busy);

  // The navigation just ended: a running bar fills up (adjusted while rendering, so no frame shows it stale).
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && phase === 'running') setPhase('complete');
  }

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
      const giveUp = setTimeout(() => setPhase('hidden'), PROGRESS_DURATION_MS);
      return () => {
        clearTimeout(show);
        clearTimeout(giveUp);
      };
    }
    const hide = setTimeout(() => setPhase('hidden'), COMPLETE_MS);
    return () => clearTimeout(hide);
  }, [busy]);

  return phase;
}

const BAR_CLASS = {
  start: 'scale-x-10 duration-0',
  // Creeps towards 90 % over the time left before the bar gives up.
  creeping: 'scale-x-90 duration-[4800ms] ease-out',
  complete: 'scale-x-100 duration-200 ease-linear',
} as const;

/** A thin bar at the top of the window while the router loads the next page (spec §2). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const phase = useProgressPhase(busy);
  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label="页面加载进度"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(phase === 'complete' ? { 'aria-valuenow': 100 } : {})}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <ProgressBar complete={phase === 'complete'} />
    </div>
  );
}

/** The bar itself, mounted each time the progress shows: it starts short, then creeps towards 90 %. */
function ProgressBar({ complete }: { complete: boolean }) {
  const [creeping, setCreeping] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Lay out the start width first so the change to 90 % is a transition, not a jump.
    const frame = requestAnimationFrame(() => {
      bar.current?.getBoundingClientRect();
      setCreeping(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const step = complete ? 'complete' : creeping ? 'creeping' : 'start';
  return <div ref={bar} data-step={step} className={`h-full origin-left bg-ring transition-transform motion-reduce:transition-none ${BAR_CLASS[step]}`} />;
}
