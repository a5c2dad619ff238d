import { useState } from 'react';
import { queryParam } from '../../core/basePath';
import { d } from '../../core/decode';
import { PayoutsView } from '../shared/payouts/PayoutsView';
import { creativePayoutsApi } from './api';
import type { CreativePayoutsProps } from './props';

export type { CreativePayoutsProps };

/** A 2 creative payouts (?id={creative_id}): the creative's channels × one kind of payout each. */
export function CreativePayoutsScreen({ urlPath }: CreativePayoutsProps) {
  const [api] = useState(() => creativePayoutsApi(urlPath));
  return <PayoutsView api={api} id={d.id(queryParam('id'))} caption="Выплаты флайта по каналам" corner="Канал" />;
}
