import { observer } from 'mobx-react-lite';
import type { ConversionRuleStore } from '../ConversionRuleStore';
import { TEXT } from '../texts';

/** The sales formats using the rule ('Форматы продаж не заданы' when none). */
export const SalesFormatsTab = observer(function SalesFormatsTab({ store }: { store: ConversionRuleStore }) {
  const formats = store.salesFormats;
  if (formats.length === 0) return <p className="text-body-secondary">{TEXT.noSalesFormats}</p>;
  return (
    <table className="table table-sm">
      <caption className="visually-hidden">{TEXT.salesFormatsCaption}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-end" style={{ width: '6rem' }}>
            ID
          </th>
          <th scope="col">{TEXT.name}</th>
        </tr>
      </thead>
      <tbody>
        {formats.map((f) => (
          <tr key={f.id}>
            <td className="text-end">{f.id}</td>
            <td>{f.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});
