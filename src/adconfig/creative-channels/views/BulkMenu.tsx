import { observer } from 'mobx-react-lite';
import { Dropdown } from 'react-bootstrap';
import type { CreativeChannelsStore } from '../CreativeChannelsStore';
import { TEXTS } from '../texts';

/** The add / exclude dropdown: a list of ids added or excluded, or every channel excluded (confirmed). */
export const BulkMenu = observer(function BulkMenu({ store }: { store: CreativeChannelsStore }) {
  return (
    <Dropdown>
      <Dropdown.Toggle variant="outline-primary" disabled={store.bulkRunning} aria-busy={store.bulkRunning || undefined}>
        {TEXTS.bulk}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => store.ids.open('attach')}>
          {TEXTS.addList}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => store.ids.open('detach')}>
          {TEXTS.excludeList}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger" onClick={() => void store.detachAll()}>
          {TEXTS.excludeAll}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
});
