import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { FormModal } from '@ui/FormModal';
import { NumberField, TextField } from '@ui/record/fields';
import type { DomainVersionEditStore } from '../DomainVersionEditStore';
import { TEXT } from '../texts';

/** The filter modal: a part of the domain, the least displays and clicks; applied to the hash. */
export const FilterModal = observer(function FilterModal({ store }: { store: DomainVersionEditStore }) {
  const form = store.filterForm;
  return (
    <FormModal
      show={store.filtersOpen}
      title={TEXT.filterTitle}
      onHide={store.closeFilters}
      onSubmit={store.applyFilters}
      submitLabel={TEXT.apply}
      extraActions={
        <Button variant="outline-secondary" onClick={store.resetFilters}>
          {TEXT.reset}
        </Button>
      }
    >
      <TextField form={form} path="q" label={TEXT.domainContains} className="mb-3" />
      <div className="row">
        <NumberField form={form} path="dmin" label={TEXT.displayedFrom} className="col-6" />
        <NumberField form={form} path="cmin" label={TEXT.clickedFrom} className="col-6" />
      </div>
    </FormModal>
  );
});
