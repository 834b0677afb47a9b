import { useEffect, useRef, useState } from 'react';
import type { EnterprisePageKey } from '@forms/enterprise-pages';
import { Button } from '@/components/ui/button';
import type { CheckArea, CheckRun, CheckScope, ScopeChoice } from '../check-areas';
import { CheckPageFrame } from './check-page-frame';
import { FindingsTable } from './findings-table';
import { RunCheckButton } from './run-check-button';
import { RunSummary } from './run-summary';
import { ScopePicker, type ScopeValue } from './scope-picker';
import { StepIndicator } from './step-indicator';

const STEPS = ['选择范围', '执行校验', '查看结果'] as const;

/** The run's scope: none for everything, else the chosen ids in the area's list. */
function toScope(choice: ScopeChoice, value: ScopeValue): CheckScope | undefined {
  return value.mode === 'all' ? undefined : { [choice.param]: value.chosen.map((option) => option.value) };
}

function scopeWords(choice: ScopeChoice, value: ScopeValue): string {
  if (value.mode === 'all') return choice.allLabel;
  const names = value.chosen.map((option) => option.label);
  const listed = names.length > 5 ? `${names.slice(0, 5).join('、')} 等` : names.join('、');
  return `已选择 ${value.chosen.length} ${choice.unit}：${listed}`;
}

/**
 * 校验步骤: 1 choose the scope, 2 run the check, 3 review that run's findings by rule. The current step is announced
 * and its heading takes focus when the step changes.
 */
export function CheckStepPage({ area, page, choice }: { area: CheckArea; page: EnterprisePageKey; choice: ScopeChoice }) {
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [scope, setScope] = useState<ScopeValue>({ mode: 'all', chosen: [] });
  const [scopeError, setScopeError] = useState<string>();
  const [run, setRun] = useState<CheckRun | null>(null);
  const [running, setRunning] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    setStep(next);
    setReached((current) => Math.max(current, next));
  };
  const toRun = () => {
    if (scope.mode === 'some' && scope.chosen.length === 0) {
      setScopeError(`请至少选择 1 ${choice.unit}`);
      return;
    }
    setScopeError(undefined);
    // A new scope makes the earlier run's results stale.
    setReached(1);
    go(1);
  };
  const changeScope = (next: ScopeValue) => {
    setScope(next);
    setScopeError(undefined);
    setReached(0);
  };
  const done = (result: CheckRun) => {
    setRun(result);
    go(2);
  };

  return (
    <CheckPageFrame area={area} page={page}>
      <StepIndicator steps={STEPS} current={step} reachable={reached} locked={running} onSelect={setStep} />
      <p className="sr-only" aria-live="polite">
        第 {step + 1} 步，共 {STEPS.length} 步：{STEPS[step]}
      </p>
      <section aria-labelledby="check-step-title" className="grid min-w-0 gap-4 rounded-md border bg-card p-4">
        <h2 id="check-step-title" ref={heading} tabIndex={-1} className="font-medium outline-none">
          {step + 1}. {STEPS[step]}
        </h2>
        {step === 0 ? (
          <>
            <ScopePicker choice={choice} value={scope} onChange={changeScope} error={scopeError} />
            <div>
              <Button onClick={toRun}>下一步</Button>
            </div>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <p className="text-sm">校验范围：{scopeWords(choice, scope)}</p>
            <RunCheckButton area={area} scope={toScope(choice, scope)} label="开始校验" onDone={done} onRunningChange={setRunning} />
            <div>
              <Button variant="outline" disabled={running} onClick={() => go(0)}>
                上一步
              </Button>
            </div>
          </>
        ) : null}
        {step === 2 && run ? (
          <>
            <RunSummary area={area} run={run} heading="本次校验" />
            <FindingsTable area={area} runId={run.runId} caption="本次校验的结果" />
            <div>
              <Button variant="outline" onClick={() => go(0)}>
                重新选择范围
              </Button>
            </div>
          </>
        ) : null}
      </section>
    </CheckPageFrame>
  );
}
