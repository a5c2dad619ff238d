import { mountIsland } from '../src/shell/mountIsland';
import { closingDocumentsProps } from '../src/sales/closing-documents/props';
import { ClosingDocumentsScreen } from '../src/sales/closing-documents/ClosingDocumentsScreen';

mountIsland('closing-documents', closingDocumentsProps, (props) => <ClosingDocumentsScreen {...props} />);
