import { mountIsland } from '../src/shell/mountIsland';
import { dataTableProps } from '../src/sales/data-table/props';
import { DataTableScreen } from '../src/sales/data-table/DataTableScreen';

mountIsland('data-table', dataTableProps, (props) => <DataTableScreen {...props} />);
