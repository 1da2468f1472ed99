// Installing a model with no internet: the studio says in Russian that the download site cannot be
// reached and installs the model from a copy the author already has (the model manager's mirror).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { useScene } from './support/scene.ts';
import { fixtureMirror } from '../test/support/piper-fixture.ts';

const scene = useScene({ offline: true });

describe('models offline', () => {
  it('says the site cannot be reached and installs the model from a folder on this computer', async () => {
    const { page } = scene();
    await scene().open('#/account');
    const row = page.getByTestId('models').locator('tr', { hasText: 'fake-ru-piper.onnx' });
    await row.getByRole('button', { name: 'Установить', exact: true }).click();
    await row.getByText('Нет связи с example.invalid: без интернета модель не скачать').waitFor({ timeout: 60_000 });
    expect(await row.textContent()).not.toMatch(/getaddrinfo|ENOTFOUND|Download of/);

    // A folder without the model's files: refused, naming the file.
    const empty = mkdtempSync(join(tmpdir(), 'glava-e2e-empty-'));
    try {
      await row.getByLabel('Файл или папка с моделью на этом компьютере').fill(empty);
      await row.getByRole('button', { name: 'Установить отсюда' }).click();
      await row.getByText('нет файла «fake-ru-piper.onnx» этой модели').waitFor();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    await shot(page, '17-model-offline');

    await row.getByLabel('Файл или папка с моделью на этом компьютере').fill(fixtureMirror());
    await row.getByRole('button', { name: 'Установить отсюда' }).click();
    await row.getByText('установлена').waitFor({ timeout: 60_000 });
    expect(await row.getByRole('alert').count()).toBe(0);
  });
});
