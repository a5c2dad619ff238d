import { mountIsland } from '@shell/mountIsland';
import { dataTableProps } from '@sales/data-table/props';
import { DataTableScreen, dataTableStore } from '@sales/data-table/DataTableScreen';

mountIsland('data-table', dataTableProps, (props, store) => <DataTableScreen {...props} store={store} />, dataTableStore);
