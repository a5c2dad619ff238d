import { mountIsland } from '@shell/mountIsland';
import { closingDocumentsProps } from '@sales/closing-documents/props';
import { ClosingDocumentsScreen, closingDocumentsStore } from '@sales/closing-documents/ClosingDocumentsScreen';

mountIsland('closing-documents', closingDocumentsProps, (props, store) => <ClosingDocumentsScreen {...props} store={store} />, closingDocumentsStore);
