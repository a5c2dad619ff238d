import { render, screen, waitFor } from '@testing-library/react';
import { FormModal } from './FormModal';

describe('FormModal', () => {
  it('opens with the focus on its first enabled field', async () => {
    render(
      <FormModal show title="Новый показатель" onHide={() => undefined} onSubmit={() => undefined}>
        <label htmlFor="locked">Код</label>
        <input id="locked" disabled />
        <label htmlFor="name">Название</label>
        <input id="name" />
        <label htmlFor="kind">Вид</label>
        <select id="kind" />
      </FormModal>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Название' })).toHaveFocus());
  });
});
