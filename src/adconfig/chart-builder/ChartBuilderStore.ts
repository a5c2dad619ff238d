import { makeAutoObservable } from 'mobx';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import type { ChartBuilderApi } from './api';
import { seriesOf, type ChartRow, type ChartSeries } from './chartData';
import type { ChartBuilderProps, ChartColumn } from './props';

export type ChartType = 'line' | 'bar';

const pick = (options: ChartColumn[], ids: readonly string[] | undefined): string[] => (ids ?? []).filter((id) => options.some((o) => o.id === id));

/** The chart builder (A 2, A 7, A 9): X and Y picks, the chart type, build (latest wins). */
export class ChartBuilderStore {
  x: string[];
  y: string[];
  type: ChartType = 'line';
  rows: ChartRow[] = [];
  /** The axes the shown rows were built with (the picks may change after). */
  private built: { x: ChartColumn[]; y: ChartColumn[] } = { x: [], y: [] };
  private readonly loader = new LatestLoad();

  constructor(
    private readonly api: ChartBuilderApi,
    readonly props: ChartBuilderProps,
  ) {
    this.x = pick(props.xColumns, props.x);
    this.y = pick(props.yColumns, props.y);
    makeAutoObservable<ChartBuilderStore, 'api' | 'loader'>(this, { api: false, loader: false, props: false }, { autoBind: true });
  }

  get state(): LoadState {
    return this.loader.state;
  }

  get canBuild(): boolean {
    return this.x.length > 0 && this.y.length > 0;
  }

  get series(): ChartSeries {
    return seriesOf(this.rows, this.built.x, this.built.y);
  }

  setX(ids: Array<string | number>): void {
    this.x = ids.map(String);
  }

  setY(ids: Array<string | number>): void {
    this.y = ids.map(String);
  }

  setType(type: ChartType): void {
    this.type = type;
  }

  private columns(options: ChartColumn[], ids: string[]): ChartColumn[] {
    return ids.flatMap((id) => options.filter((o) => o.id === id));
  }

  async build(): Promise<void> {
    if (!this.canBuild) return;
    const axes = { x: this.columns(this.props.xColumns, this.x), y: this.columns(this.props.yColumns, this.y) };
    await this.loader.run(
      (signal) => this.api.rows({ xColumns: axes.x.map((c) => c.id), yColumns: axes.y.map((c) => c.id) }, signal),
      (rows) => {
        this.rows = rows;
        this.built = axes;
      },
    );
  }

  dispose(): void {
    this.loader.stop();
  }
}
