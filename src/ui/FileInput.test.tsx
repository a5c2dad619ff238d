import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';

describe('FileInput', () => {
  it("says 'Выберите файл' and 'Файл не выбран' in Russian, then the chosen name; hands the files over; reachable by Tab", async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="f">Файл отчёта</label>
        <FileInput id="f" accept=".xlsx" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Выберите файл')).toBeVisible();
    expect(screen.getByText('Файл не выбран')).toBeVisible();
    const input = screen.getByLabelText('Файл отчёта');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.xlsx');
    await user.tab();
    expect(input).toHaveFocus();

    const file = new File(['x'], 'план на декабрь.xlsx');
    await user.upload(input as HTMLInputElement, file);
    expect(onChange).toHaveBeenCalledWith([file]);
    expect(screen.getByText('план на декабрь.xlsx')).toBeVisible();
    expect(screen.queryByText('Файл не выбран')).toBeNull();
  });
});
