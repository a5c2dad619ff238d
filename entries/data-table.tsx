import { mountIsland } from '../src/shell/mountIsland';
import { dataTableProps } from '../src/sales/data-table/props';
import { DataTableScreen, dataTableStore } from '../src/sales/data-table/DataTableScreen';

mountIsland('data-table', dataTableProps, (props, store) => <DataTableScreen {...props} store={store} />, dataTableStore);
