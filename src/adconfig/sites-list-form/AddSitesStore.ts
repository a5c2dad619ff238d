import { makeAutoObservable } from 'mobx';
import { fieldRules, RecordFormState } from '@core/record';
import type { Category } from './api';
import { sitesFromLines } from './newSites';
import { makeSite, NO_CATEGORY } from './site';
import type { SitesStore } from './SitesStore';
import { TEXT } from './texts';

export interface OneSiteValues {
  name: string;
  url: string;
  /** null: 'Без категории'. */
  cid: number | null;
}

const EMPTY: OneSiteValues = { name: '', url: '', cid: null };

/** The two ways to add sites (A 2): one site with its category, or a list of links. */
export class AddSitesStore {
  readonly one = new RecordFormState<OneSiteValues>(
    { ...EMPTY },
    {
      rules: fieldRules<OneSiteValues>({
        name: [{ rule: 'required', message: TEXT.siteRequired }],
        url: [{ rule: 'required', message: TEXT.siteRequired }, { rule: 'url', message: TEXT.urlInvalid }],
      }),
    },
  );
  listText = '';
  /** What the last add did, for the polite status line. */
  status = '';

  constructor(
    private readonly sites: SitesStore,
    private readonly categories: () => readonly Category[],
  ) {
    makeAutoObservable<AddSitesStore, 'sites' | 'categories'>(this, { one: false, sites: false, categories: false }, { autoBind: true });
  }

  /** Add the one site; false (with the message under its field) when it is incomplete, invalid or already listed. */
  addOne(): boolean {
    if (!this.one.validate()) return false;
    const { name, url, cid } = this.one.values;
    if (this.sites.has(url)) {
      this.one.setErrors({ url: TEXT.duplicate(url.trim()) });
      return false;
    }
    const category = this.categories().find((c) => c.id === cid);
    this.sites.add([makeSite({ name, url, cid: category ? category.id : null, categoryName: category?.name ?? NO_CATEGORY })]);
    this.one.load({ ...EMPTY });
    this.status = `Сайт «${name.trim()}» добавлен в список.`;
    return true;
  }

  /** Something typed in 'Один сайт' or pasted in 'Список ссылок' and not added yet: leaving would lose it. */
  get pending(): boolean {
    return this.one.dirty || this.listText.trim() !== '';
  }

  setListText(text: string): void {
    this.listText = text;
  }

  /** Add every valid new link; skipped lines (invalid, already listed) stay in the box, and nothing else is said (A 5). */
  addList(): number {
    const { sites, skipped } = sitesFromLines(this.listText, this.sites.urlKeys);
    this.sites.add(sites);
    this.listText = skipped.join('\n');
    this.status = `Добавлено сайтов: ${sites.length}.`;
    return sites.length;
  }
}
