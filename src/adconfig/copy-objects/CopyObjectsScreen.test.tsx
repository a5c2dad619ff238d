import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CopyObjectsScreen } from './CopyObjectsScreen';

const PAGE = '/campaigns/copy';
const OBJECTS = [
  { id: 7, name: '<b>Жирный</b> флайт' },
  { id: 8, name: 'Зима — баннер' },
];

describe('CopyObjectsScreen', () => {
  it('shows the parameters and the objects (markup as text); without an object chosen says so and sends nothing; then copies the chosen ones with the parameters switched on, the choice marked unsaved until then', async () => {
    const { user } = renderScreen(<CopyObjectsScreen url="/campaigns/copy" objects={OBJECTS} />, { at: PAGE, entry: 'copy-objects' });
    expect(screen.getByText('<b>Жирный</b> флайт')).toBeVisible();
    expect(document.querySelector('table b')).toBeNull();
    expect(screen.getByLabelText('Лимиты')).toBeChecked();
    expect(screen.getByLabelText('Файлы')).not.toBeChecked();

    await user.click(screen.getByText('Копировать', { selector: 'button' }));
    expect(await screen.findByText('Необходимо выбрать объекты для копирования')).toBeVisible();
    expect(backend.all('POST', PAGE)).toHaveLength(0);

    await user.click(screen.getByLabelText('Выбрать объект Зима — баннер'));
    await user.click(screen.getByLabelText('Файлы'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(screen.getByText('Выбрано: 1')).toBeVisible();
    await user.click(screen.getByText('Копировать', { selector: 'button' }));
    expect(await screen.findByText('Скопировано объектов: 1')).toBeVisible();
    expect(backend.last('POST', PAGE).body).toEqual({ params: ['limits', 'files'], items: [8] });
    await waitFor(() => expect(screen.queryByText('Необходимо выбрать объекты для копирования')).toBeNull());
  });

  it('says there is nothing to copy without objects, and offers the usual parameters without any', () => {
    renderScreen(<CopyObjectsScreen />, { at: PAGE, entry: 'copy-objects' });
    expect(screen.getByText('Нет объектов для копирования')).toBeVisible();
    expect(screen.getByLabelText('Параметры баннера')).not.toBeChecked();
  });
});
