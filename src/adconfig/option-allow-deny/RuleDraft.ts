import { makeAutoObservable } from 'mobx';
import { namesOf } from '@core/multiSearch/MultiSearchStore';
import { DISCARD_QUESTION } from '@core/crud/CrudFormStore';
import { notify } from '@core/notify';
import { TEXT } from './texts';
import { uniqueValues, withRule, type RestrictionRule } from './value';

type DraftField = 'attribute' | 'values';

/**
 * The restricted-attribute rule modal (A 4): opened to add a rule or to edit one; on apply the attribute and
 * at least one value are required ('Необходимо заполнить обязательные элементы формы!'), repeated values and a
 * rule equal to another are left out with 'Дубликат автоматически удален', and the rule is updated or appended.
 */
export class RuleDraft {
  shown = false;
  /** The edited rule's index; null: a new one. */
  at: number | null = null;
  attribute = '';
  allow = true;
  valuesText = '';
  errors: Partial<Record<DraftField, string>> = {};
  message: string | null = null;
  /** What the modal opened with: closing it once edited (Esc, the backdrop, 'Отмена') asks first. */
  private opened = '';

  constructor() {
    makeAutoObservable<RuleDraft, 'opened'>(this, { opened: false }, { autoBind: true });
  }

  startAdd(): void {
    this.fill(null, { attribute: '', allow: true, values: [] });
  }

  startEdit(at: number, rule: RestrictionRule): void {
    this.fill(at, rule);
  }

  private fill(at: number | null, rule: RestrictionRule): void {
    this.at = at;
    this.attribute = rule.attribute;
    this.allow = rule.allow;
    this.valuesText = rule.values.join('\n');
    this.errors = {};
    this.message = null;
    this.shown = true;
    this.opened = this.typed();
  }

  /** Something was typed or chosen since the modal opened. */
  get dirty(): boolean {
    return this.shown && this.typed() !== this.opened;
  }

  close(): void {
    this.shown = false;
  }

  /** Esc, the backdrop or 'Отмена': closes at once when nothing was typed, else after 'Закрыть окно без сохранения?' (issue 43). */
  async requestClose(): Promise<boolean> {
    if (this.dirty && !(await notify.confirm(DISCARD_QUESTION, { confirmLabel: 'Закрыть', cancelLabel: 'Вернуться к форме' }))) return false;
    this.close();
    return true;
  }

  private typed(): string {
    return JSON.stringify([this.attribute, this.allow, this.valuesText]);
  }

  setAttribute(attribute: string): void {
    this.attribute = attribute;
    delete this.errors.attribute;
  }

  setAllow(allow: boolean): void {
    this.allow = allow;
  }

  setValuesText(text: string): void {
    this.valuesText = text;
    delete this.errors.values;
  }

  /** The rules with this one applied, the modal closed; null (the modal stays, its errors shown) when a required field is empty. */
  apply(rules: readonly RestrictionRule[]): RestrictionRule[] | null {
    const attribute = this.attribute.trim();
    const typed = namesOf(this.valuesText);
    const errors: Partial<Record<DraftField, string>> = {};
    if (attribute === '') errors.attribute = TEXT.requiredField;
    if (typed.length === 0) errors.values = TEXT.requiredField;
    if (errors.attribute || errors.values) {
      this.errors = errors;
      this.message = TEXT.required;
      return null;
    }
    const values = uniqueValues(typed);
    const next = withRule(rules, { attribute, allow: this.allow, values: values.values }, this.at);
    if (values.dropped || next.dropped) notify.info(TEXT.duplicate, '', 'warning');
    this.shown = false;
    return next.rules;
  }
}
