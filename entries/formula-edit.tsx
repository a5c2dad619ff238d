import { mountIsland } from '../src/shell/mountIsland';
import { formulaEditProps } from '../src/adconfig/formula-edit/props';
import { FormulaEditScreen } from '../src/adconfig/formula-edit/FormulaEditScreen';

mountIsland('formula-edit', formulaEditProps, (props) => <FormulaEditScreen {...props} />);
