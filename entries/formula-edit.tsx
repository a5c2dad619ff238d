import { mountIsland } from '@shell/mountIsland';
import { formulaEditProps } from '@adconfig/formula-edit/props';
import { FormulaEditScreen, formulaEditStore } from '@adconfig/formula-edit/FormulaEditScreen';

mountIsland('formula-edit', formulaEditProps, (props, store) => <FormulaEditScreen {...props} store={store} />, formulaEditStore);
