import { mountIsland } from '../src/shell/mountIsland';
import { closingDocumentsProps } from '../src/sales/closing-documents/props';
import { ClosingDocumentsScreen, closingDocumentsStore } from '../src/sales/closing-documents/ClosingDocumentsScreen';

mountIsland('closing-documents', closingDocumentsProps, (props, store) => <ClosingDocumentsScreen {...props} store={store} />, closingDocumentsStore);
