import { observer } from 'mobx-react-lite';
import Button from 'react-bootstrap/Button';
import { FormField } from '@ui/FormField';
import { TextField } from '@ui/record/fields';
import { HashTabs } from '@ui/HashTabs';
import { LazySelect } from '@ui/LazySelect';
import type { AddSitesStore } from '../AddSitesStore';
import { NO_CATEGORY } from '../site';
import type { SitesListFormStore } from '../SitesListFormStore';

/** A 2: tabs to add one site or a list of links; the open tab lives in the hash (t=one|list). */
export const AddSites = observer(function AddSites({ store }: { store: SitesListFormStore }) {
  return (
    <>
      <HashTabs
        state={store.hash}
        field="t"
        tabs={[
          { key: 'one', title: 'Один сайт', content: () => <AddOneSite store={store} /> },
          { key: 'list', title: 'Список ссылок', content: () => <AddSiteList add={store.add} /> },
        ]}
      />
      <div className="small text-body-secondary" role="status" aria-live="polite">
        {store.add.status}
      </div>
    </>
  );
});

const AddOneSite = observer(function AddOneSite({ store }: { store: SitesListFormStore }) {
  const { one } = store.add;
  // Read here, not inside FormField's render prop: that runs in FormField's render, which MobX does not track.
  const { cid } = one.values;
  const options = store.categories.map((c) => ({ value: c.id, label: c.name }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        store.add.addOne();
      }}
    >
      <div className="row g-3 align-items-start">
        <TextField form={one} path="name" label="Название сайта" required className="col-lg-4" />
        <TextField form={one} path="url" label="Ссылка" required type="url" inputMode="url" placeholder="https://example.ru/" className="col-lg-4" />
        <FormField label="Категория" className="col-lg">
          {(control) => (
            <LazySelect<number>
              id={control.id}
              options={options}
              value={cid}
              onChange={(cid) => one.set('cid', cid)}
              isClearable
              placeholder={NO_CATEGORY}
            />
          )}
        </FormField>
        <div className="col-lg-auto">
          {/* Lines the button up with the inputs under their labels. */}
          <div className="form-label invisible" aria-hidden="true">
            &nbsp;
          </div>
          <Button type="submit" variant="success">
            Добавить
          </Button>
        </div>
      </div>
    </form>
  );
});

const AddSiteList = observer(function AddSiteList({ add }: { add: AddSitesStore }) {
  const text = add.listText;
  return (
    <div>
      <FormField label="Ссылки, по одной в строке" help="Название сайта — его домен. Некорректные ссылки и уже добавленные сайты пропускаются.">
        {(control) => (
          <textarea
            {...control}
            rows={6}
            placeholder={'https://example.ru/\nhttps://news.example.com/'}
            value={text}
            onChange={(e) => add.setListText(e.target.value)}
          />
        )}
      </FormField>
      <Button variant="success" onClick={() => add.addList()} disabled={add.listText.trim() === ''}>
        Добавить ссылки
      </Button>
    </div>
  );
});
