import { it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../support/renderApp';
it('probe', async () => {
  const app = await renderApp('/clients', { as: 'admin' });
  await screen.findAllByRole('button', { name: /^Edit / });
  await app.user.click(screen.getByRole('button', { name: 'Add Client' }));
  const input = screen.getByLabelText(/^Client name/);
  await app.user.type(input, 'warm up');
  const t = performance.now();
  await app.user.type(input, 'x'.repeat(500));
  console.log('type ms/char in modal', (performance.now() - t) / 500);
}, 60000);
