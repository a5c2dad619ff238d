import { mountIsland } from '../src/shell/mountIsland';
import { formulaEditProps } from '../src/adconfig/formula-edit/props';
import { FormulaEditScreen, formulaEditStore } from '../src/adconfig/formula-edit/FormulaEditScreen';

mountIsland('formula-edit', formulaEditProps, (props, store) => <FormulaEditScreen {...props} store={store} />, formulaEditStore);
