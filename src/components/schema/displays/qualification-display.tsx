import type { RecordValues } from '@forms/record-ui';
import { displayedValue, type DisplayProps } from './display-props';

/** kind `qualification`: the chosen qualification's name. */
export function QualificationDisplay(props: DisplayProps) {
  const value = displayedValue(props) as RecordValues | undefined;
  return <>{typeof value?.itemName === 'string' ? value.itemName : ''}</>;
}
