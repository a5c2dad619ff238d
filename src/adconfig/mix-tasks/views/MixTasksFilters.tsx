import { observer } from 'mobx-react-lite';
import { ReportFilters } from '@ui/report/ReportFilters';
import type { MixTasksStore } from '../MixTasksStore';

/** A 2 Mix tasks: the sidebar built from the list's answer (with=filters); 'Найти' and 'Сбросить'. */
export const MixTasksFilters = observer(function MixTasksFilters({ store }: { store: MixTasksStore }) {
  return <ReportFilters store={store.draft} specs={store.filterSpecs} loaded={store.list.loaded} />;
});
