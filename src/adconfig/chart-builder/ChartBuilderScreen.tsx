import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { pagePath } from '@core/basePath';
import { chartBuilderApi } from './api';
import { ChartBuilderStore, type ChartType } from './ChartBuilderStore';
import type { ChartBuilderProps } from './props';
import { TEXT } from './texts';
import { AxisPicker } from './views/AxisPicker';
import { ChartView } from './views/ChartView';

export type { ChartBuilderProps };

/** The chart builder (A 2 Other, A 7, A 9): X grouping and Y metrics, line or bar, built from the list request. */
export const ChartBuilderScreen = observer(function ChartBuilderScreen(props: ChartBuilderProps) {
  const [store] = useState(() => new ChartBuilderStore(chartBuilderApi(props.dataUrl ?? pagePath()), props));
  useEffect(() => () => store.dispose(), [store]);
  const typeId = useId();
  return (
    <>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-5">
          <AxisPicker label={TEXT.x} pickLabel={TEXT.pickX} options={props.xColumns} value={store.x} onChange={store.setX} saveUrl={props.tagsSaveUrl} axis="x" />
        </div>
        <div className="col-md-5">
          <AxisPicker label={TEXT.y} pickLabel={TEXT.pickY} options={props.yColumns} value={store.y} onChange={store.setY} saveUrl={props.tagsSaveUrl} axis="y" />
        </div>
      </div>
      <div className="d-flex align-items-end gap-3 mb-3 flex-wrap">
        <div>
          <label className="form-label" htmlFor={typeId}>
            {TEXT.type}
          </label>
          <select id={typeId} className="form-select" value={store.type} onChange={(e) => store.setType(e.target.value === 'bar' ? 'bar' : ('line' satisfies ChartType))}>
            <option value="line">{TEXT.line}</option>
            <option value="bar">{TEXT.bar}</option>
          </select>
        </div>
        <button type="button" className="btn btn-primary" disabled={!store.canBuild || store.state === 'loading'} onClick={() => void store.build()}>
          {TEXT.build}
        </button>
        {!store.canBuild && <span className="text-body-secondary">{TEXT.needAxes}</span>}
      </div>
      <ChartView store={store} />
    </>
  );
});
