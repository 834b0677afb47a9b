import { useEffect, useState } from 'react';
import { $api } from '@/api/queries';
import type { components } from '@openapi/schema.gen';

export type CaptchaPoint = components['schemas']['Point'];

/**
 * A word-click captcha: loads one (a fresh one on every mount), collects the clicks and, once every word is
 * clicked, exchanges them for a login ticket. A failed check loads a new captcha; so does expiry.
 */
export function useWordClickCaptcha(onVerified: (ticket: string) => void) {
  const generate = $api.useQuery('get', '/captcha/generateWordClickCaptcha', {}, { gcTime: 0, staleTime: 0, refetchOnMount: 'always' });
  const check = $api.useMutation('post', '/captcha/checkWordClickCaptcha');
  const captcha = generate.data?.data;
  const [clicks, setClicks] = useState<{ captchaId: string; points: CaptchaPoint[] }>({ captchaId: '', points: [] });
  const [failed, setFailed] = useState(false);
  const points = captcha && clicks.captchaId === captcha.captchaId ? clicks.points : [];
  const { refetch } = generate;

  useEffect(() => {
    if (!captcha) return undefined;
    const timer = setTimeout(() => void refetch(), captcha.expiresIn * 1000);
    return () => clearTimeout(timer);
  }, [captcha, refetch]);

  const refresh = () => {
    setFailed(false);
    setClicks({ captchaId: '', points: [] });
    void refetch();
  };

  const busy = generate.isFetching || check.isPending;

  const addPoint = (point: CaptchaPoint) => {
    if (!captcha || busy || points.length >= captcha.words.length) return;
    const next = [...points, point];
    setFailed(false);
    setClicks({ captchaId: captcha.captchaId, points: next });
    if (next.length < captcha.words.length) return;
    check.mutate(
      { body: { captchaId: captcha.captchaId, points: next } },
      {
        onSuccess: (res) => onVerified(res.data.ticket),
        onError: () => {
          // The captcha is spent either way; the middleware has toasted the server's reason.
          setFailed(true);
          setClicks({ captchaId: '', points: [] });
          void refetch();
        },
      },
    );
  };

  const undo = () => {
    if (!check.isPending) setClicks((current) => ({ ...current, points: current.points.slice(0, -1) }));
  };
  const reset = () => {
    if (!check.isPending) setClicks({ captchaId: '', points: [] });
  };

  return {
    captcha,
    points,
    failed,
    loading: generate.isFetching,
    loadError: generate.isError && !generate.isFetching,
    checking: check.isPending,
    addPoint,
    undo,
    reset,
    refresh,
  };
}
